import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_CONFIG, type AirbrakeConfig } from '../../server/config.js';
import { contentSecurityPolicy, isEmbeddable } from '../../server/http/security-headers.js';

/** A stand-in for the error-reporting service and the analytics agent's host, on loopback, recording what reaches it. */
interface FakeService {
  readonly url: string;
  readonly received: { method: string; path: string; body: string }[];
  close(): Promise<void>;
}

async function startFakeService(): Promise<FakeService> {
  const received: FakeService['received'] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => { body += chunk.toString(); });
    request.on('end', () => {
      // The page is another origin: answer the preflight and let it read the reply.
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', 'content-type');
      if (request.method === 'OPTIONS') return void response.writeHead(204).end();
      received.push({ method: request.method ?? '', path: request.url ?? '', body });
      if (request.url === '/agent.js') return void response.writeHead(200, { 'Content-Type': 'text/javascript' }).end('window.agentLoadedFor = document.currentScript.dataset.buildoutUserId;');
      response.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: 'notice-1', url: 'about:blank' }));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise((done) => {
    // A browser's kept-alive connections would hold close() open past the hook's time limit.
    server.closeAllConnections();
    server.close(() => done());
  }) };
}

/** Throws from a timer, outside any handler: an uncaught error as a bug in the page would make. */
async function throwUncaught(page: Page, message: string): Promise<void> {
  await page.evaluate((text) => { setTimeout(() => { throw new Error(text); }); }, message);
}

/**
 * Makes the page see a server configured with these settings: /api/client-settings answers them, and its
 * pages come with the content security policy such a server sends (which lets the page reach the
 * error-reporting service and load the agent); the e2e server itself runs unconfigured.
 */
async function configured(page: Page, settings: { airbrake: AirbrakeConfig; analytics: { agentUrl?: string } }): Promise<void> {
  await page.route('**/api/client-settings', (route) => route.fulfill({ json: settings }));
  const config = { ...DEFAULT_CONFIG, ...settings };
  await page.route((url) => url.pathname === '/app' || url.pathname.startsWith('/app/'), async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const url = new URL(route.request().url());
    const policy = contentSecurityPolicy(config, url.hostname, isEmbeddable(url.pathname));
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
  });
  // A page the test fulfils has no address, so Chromium counts it as public and asks before it reaches
  // loopback (the fake service): as the server's own page, on loopback, it may.
  await page.context().grantPermissions(['local-network-access']);
}

let fake: FakeService;
test.beforeEach(async () => { fake = await startFakeService(); });
test.afterEach(async () => { await fake.close(); });

test('a configured server: uncaught errors reach the error-reporting service, and the analytics agent loads for a buildoutUserId', async ({ page }) => {
  await configured(page, { airbrake: { projectId: '99', projectKey: 'e2e-key', host: fake.url, environment: 'e2e' }, analytics: { agentUrl: `${fake.url}/agent.js` } });
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/app?buildoutUserId=17&assumedBuildoutUserId=4');
  await expect(page.getByRole('heading', { name: 'Log in to Gridcast' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as { agentLoadedFor?: string }).agentLoadedFor)).toBe('17');

  await throwUncaught(page, 'e2e uncaught boom');
  await page.evaluate(() => { void Promise.reject(new Error('e2e rejected promise')); });
  const notices = () => fake.received.filter((entry) => entry.method === 'POST' && entry.path === '/api/v3/projects/99/notices?key=e2e-key');
  await expect.poll(() => notices().length).toBe(2);
  const sent = notices().map((entry) => JSON.parse(entry.body) as { errors: { message: string }[]; context: { environment: string } });
  expect(sent.map((notice) => notice.errors[0].message).sort()).toEqual(['e2e rejected promise', 'e2e uncaught boom']);
  expect(sent[0].context.environment).toBe('e2e');
  expect(messages).not.toContain('Airbrake could not be configured');
});

test('incomplete settings log the console message once and send nothing', async ({ page }) => {
  await configured(page, { airbrake: { projectId: '99', host: fake.url }, analytics: {} });
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/app?buildoutUserId=17');
  await expect(page.getByRole('heading', { name: 'Log in to Gridcast' })).toBeVisible();
  await expect.poll(() => messages.filter((text) => text === 'Airbrake could not be configured').length).toBe(1);
  await throwUncaught(page, 'e2e not reported');
  // A later timer of the page's own runs after the throwing one: its error has been seen by then.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
  expect(await page.evaluate(() => (window as { agentLoadedFor?: string }).agentLoadedFor)).toBeUndefined();
  expect(fake.received).toEqual([]);
});

test('an unconfigured server: nothing is loaded or sent to any other origin', async ({ page, baseURL }) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => { if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url()); });
  const settings = page.waitForResponse('**/api/client-settings');
  await page.goto('/app?buildoutUserId=17&assumedBuildoutUserId=4');
  expect(await (await settings).json()).toEqual({ airbrake: {}, analytics: {} });
  await expect(page.getByRole('heading', { name: 'Log in to Gridcast' })).toBeVisible();
  await throwUncaught(page, 'e2e unconfigured');
  await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
  expect(elsewhere).toEqual([]);
  expect(fake.received).toEqual([]);
});

test("the cast viewer reports uncaught errors with the editor's settings, but not its own failed request", async ({ page }) => {
  await configured(page, { airbrake: { projectId: '99', projectKey: 'e2e-key', host: fake.url }, analytics: { agentUrl: `${fake.url}/agent.js` } });
  const settings = page.waitForResponse('**/api/client-settings');
  // No such cast: the viewer's request fails with 404 and it says so; that failure is not an error to report.
  await page.goto('/app/casts/no-such-cast-token-e2e?buildoutUserId=17');
  await settings;
  await expect(page.getByRole('alert')).toBeVisible();
  await throwUncaught(page, 'e2e cast boom');
  const notices = () => fake.received.filter((entry) => entry.method === 'POST' && entry.path === '/api/v3/projects/99/notices?key=e2e-key');
  await expect.poll(() => notices().length).toBe(1);
  expect((JSON.parse(notices()[0].body) as { errors: { message: string }[] }).errors[0].message).toBe('e2e cast boom');
  // The viewer loads no analytics agent.
  expect(fake.received.some((entry) => entry.path === '/agent.js')).toBe(false);
});
