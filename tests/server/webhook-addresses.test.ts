import dns from 'node:dns';
import { syncBuiltinESMExports } from 'node:module';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';
import { type Receiver, startReceiver } from './receiver.js';

/**
 * A resolver that answers names of the test's choosing with successive answers (the last one repeats),
 * for node:dns's lookup and its promise form alike, so a check and a connection that each look a name up
 * get different answers, as an attacker's DNS server gives them.
 */
const answers = new Map<string, (string | NodeJS.ErrnoException)[]>();
const lookups: string[] = [];
const realLookup = dns.lookup;
const realPromiseLookup = dns.promises.lookup;

function nextAnswer(host: string): string | NodeJS.ErrnoException | undefined {
  const queue = answers.get(host);
  if (!queue) return undefined;
  lookups.push(host);
  return queue.length > 1 ? queue.shift() : queue[0];
}

function asList(address: string) {
  return [{ address, family: address.includes(':') ? 6 : 4 }];
}

function installResolver(): void {
  const fake = ((host: string, options: unknown, callback?: unknown) => {
    const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    const answer = nextAnswer(host);
    if (answer === undefined) return (realLookup as (...args: unknown[]) => void)(host, options, callback);
    process.nextTick(() => {
      if (typeof answer !== 'string') done(answer);
      else if (all) done(null, asList(answer));
      else done(null, answer, asList(answer)[0].family);
    });
  }) as typeof dns.lookup;
  dns.lookup = fake;
  dns.promises.lookup = (async (host: string, options?: unknown) => {
    const answer = nextAnswer(host);
    if (answer === undefined) return (realPromiseLookup as (...args: unknown[]) => unknown)(host, options);
    if (typeof answer !== 'string') throw answer;
    return (options as { all?: boolean } | undefined)?.all ? asList(answer) : asList(answer)[0];
  }) as typeof dns.promises.lookup;
  syncBuiltinESMExports();
}

function restoreResolver(): void {
  dns.lookup = realLookup;
  dns.promises.lookup = realPromiseLookup;
  syncBuiltinESMExports();
}

const notFound = (): NodeJS.ErrnoException => Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });

describe('webhooks connect to the address they checked', () => {
  let h: Harness;
  let receiver: Receiver;
  let port: string;
  beforeAll(async () => {
    installResolver();
    receiver = await startReceiver();
    port = new URL(receiver.url).port;
    h = await startHarness({ webhooks: { timeoutMs: 300, attempts: 2, backoffMs: 10, maxResponseBytes: 1024, allowPrivateAddresses: false } });
  });
  afterEach(() => {
    answers.clear();
    lookups.length = 0;
    receiver.received.length = 0;
  });
  afterAll(async () => {
    restoreResolver();
    await h?.close();
    await receiver?.close();
  });

  /** Points the account's only webhook at `url`, saves a shadow and waits for the calls: the last delivery. */
  async function deliverTo(url: string): Promise<Record<string, unknown>> {
    for (const hook of (await h.admin.get('/api/webhooks')).body.webhooks) await h.admin.delete(`/api/webhooks/${hook.id}`);
    const hook = (await h.admin.post('/api/webhooks', { url })).body.webhook;
    const grid = (await h.admin.get('/api/grids')).body.grids[0];
    const shadow = (await h.admin.get(`/api/grids/${grid.id}/shadows`)).body.shadows[0];
    expect((await h.admin.put(`/api/shadows/${shadow.token}`, { shadow: { name: 'saved' } })).status).toBe(200);
    await new Promise((done) => setTimeout(done, 100));
    await h.server.idle();
    return (await h.admin.get(`/api/webhooks/${hook.id}/deliveries`)).body.deliveries.at(-1);
  }

  it('a name that answers a public address, then loopback (DNS rebinding), never reaches loopback', async () => {
    answers.set('rebind.example.test', ['2001:db8::7', '127.0.0.1']);
    const delivery = await deliverTo(`http://rebind.example.test:${port}/hook`);
    expect(receiver.received).toEqual([]);
    expect(delivery).toMatchObject({ status: 'failed', error: expect.stringMatching(/private or loopback/) });
  });

  it('a name whose lookup fails is a failed call, not a name that passed the check', async () => {
    answers.set('flaky.example.test', [notFound(), '127.0.0.1']);
    const delivery = await deliverTo(`http://flaky.example.test:${port}/hook`);
    expect(receiver.received).toEqual([]);
    expect(delivery).toMatchObject({ status: 'failed' });
    // Each connection looked the name up once: the check is the connection's own lookup.
    expect(lookups.length).toBeLessThanOrEqual(2);
  });

  it('calls a name that resolves to a public IPv4 address (the old rules refused every IPv4 address as private)', async () => {
    answers.set('public.example.test', ['203.0.113.7']);
    const delivery = await deliverTo(`http://public.example.test:${port}/hook`);
    // Nothing listens there: the calls were made, and failed as calls do.
    expect(delivery).toMatchObject({ status: 'failed', attempts: 2 });
    expect(delivery.error).not.toMatch(/private/);
  });

  it('refuses loopback however it is spelled, and names the hosts file maps to loopback', async () => {
    for (const host of ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[::]', '0.0.0.0', '2130706433', '0x7f.0.0.1', '0177.0.0.1', '127.1', 'localhost']) {
      const delivery = await deliverTo(`http://${host}:${port}/hook`);
      expect(delivery, host).toMatchObject({ status: 'failed', attempts: 0, error: expect.stringMatching(/private or loopback/) });
    }
    expect(receiver.received).toEqual([]);
  });
});
