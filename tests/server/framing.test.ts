import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../server/config.js';
import { contentSecurityPolicy } from '../../server/http/security-headers.js';
import { type Harness, startHarness } from './harness.js';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries((header ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]));
}

const APP_PAGES = ['/app', '/app/grids', '/app/grids/abc', '/app/shadows/abc', '/app/shadows/abc/casts/c1/edit', '/app/admin/users', '/app/account', '/logout', '/api-docs'];
const CAST_VIEWERS = ['/app/casts/abc', '/app/shadows/abc/cast', '/app/casts/abc?viewport=300x200'];

describe('who may frame the app, and what scripts it runs', () => {
  let h: Harness;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'gridcast-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Gridcast</title>');
    await writeFile(join(dist, 'cast.html'), '<!doctype html><title>Gridcast cast</title>');
    h = await startHarness({ webDist: dist, allowedOrigins: ['https://parent.example'] });
  });
  afterAll(async () => {
    await h.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('lets no other site frame a page of the app: frame-ancestors is the app and the configured parent, X-Frame-Options SAMEORIGIN', async () => {
    for (const path of APP_PAGES) {
      const response = await fetch(h.server.url + path, { redirect: 'manual' });
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['frame-ancestors'], path).toEqual(["'self'", 'https://parent.example']);
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('lets any site frame the cast viewer, which sites embed by design', async () => {
    for (const path of CAST_VIEWERS) {
      const response = await fetch(h.server.url + path);
      expect(await response.text(), path).toContain('Gridcast cast');
      expect(directives(response.headers.get('content-security-policy'))['frame-ancestors'], path).toBeUndefined();
      expect(response.headers.get('x-frame-options'), path).toBeNull();
    }
  });

  it('runs scripts from the app itself only: no inline script, no eval, on every page', async () => {
    for (const path of [...APP_PAGES, ...CAST_VIEWERS]) {
      const response = await fetch(h.server.url + path, { redirect: 'manual' });
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['script-src'], path).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(csp['object-src'], path).toEqual(["'none'"]);
      expect(csp['default-src'], path).toEqual(["'self'"]);
    }
    // The API docs page starts Swagger UI from a file, not an inline script.
    const docs = await (await fetch(`${h.server.url}/api-docs`)).text();
    expect(docs).not.toMatch(/<script>/);
    expect(await (await fetch(`${h.server.url}/api-docs/start.js`)).text()).toContain('SwaggerUIBundle');
  });
});

describe('the content security policy of a configured server', () => {
  it('lets the page load the analytics agent and reach the error-reporting service it is configured with, and nothing else', () => {
    const config = { ...DEFAULT_CONFIG, airbrake: { projectId: '1', projectKey: 'k', host: 'https://errors.example' }, analytics: { agentUrl: 'https://agent.example/a.js' } };
    const csp = directives(contentSecurityPolicy(config, 'gridcast.example', false));
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://agent.example']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://errors.example', 'https://agent.example']);
    expect(directives(contentSecurityPolicy(DEFAULT_CONFIG, 'gridcast.example', false))['connect-src']).toEqual(["'self'"]);
  });

  it('lets the cast viewer load a stylesheet from where its stylesheet parameter may point: loopback and the product\'s own domain', () => {
    const csp = directives(contentSecurityPolicy(DEFAULT_CONFIG, 'www.gridcast.example', true));
    expect(csp['style-src']).toEqual(expect.arrayContaining(['https://gridcast.example:*', 'https://*.gridcast.example', 'http://localhost:*', 'http://*.localhost:*']));
    expect(csp['style-src']).not.toContain('https://evil.example');
  });
});
