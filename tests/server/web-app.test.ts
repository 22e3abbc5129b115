import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

describe('server web app', () => {
  let h: Harness;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'gridcast-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Gridcast</title>');
    await writeFile(join(dist, 'cast.html'), '<!doctype html><title>Gridcast cast</title>');
    await writeFile(join(dist, 'assets', 'main-abc.js'), 'console.log(1)');
    h = await startHarness({ webDist: dist });
  });
  afterAll(async () => {
    await h.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves built files, index.html for client routes, and redirects / to /app', async () => {
    const asset = await fetch(`${h.server.url}/app/assets/main-abc.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    const route = await fetch(`${h.server.url}/app/grids/abc`);
    expect(await route.text()).toContain('<title>Gridcast</title>');
    expect((await fetch(`${h.server.url}/app/..%2F..%2Fetc%2Fpasswd`)).headers.get('content-type')).toMatch(/html/);
    expect((await h.anon.get('/')).headers.get('location')).toBe('/app');
    expect((await h.anon.get('/api/grids')).status).toBe(401);
  });
  it('answers a malformed escape in an /app path with a 400 and a JSON error (was a 500)', async () => {
    for (const path of ['/app/%ZZ', '/app/grids/%E0%A4%A', '/app/a%C0%AFb']) {
      const reply = await h.anon.get(path);
      expect(reply.status, path).toBe(400);
      expect(reply.body.error, path).toBe('Malformed address: each % in the path must start an escape of UTF-8 bytes, such as %20.');
    }
    expect((await fetch(`${h.server.url}/app/assets/%2e%2e%2f%2e%2e%2fmain-abc.js`)).headers.get('content-type')).toMatch(/html/);
  });

  it('answers 403 to a signed-in non-admin opening an admin screen, and still sends the page that says why', async () => {
    const member = await h.newMember('Web app member');
    for (const path of ['/app/admin/accounts', '/app/admin/accounts/1', '/app/admin/users', '/app/admin/assume?userId=x', '/app/admin/stats/server']) {
      const refused = await member.client.request('GET', path);
      expect(refused.status, path).toBe(403);
      expect(String(refused.body), path).toContain('<title>Gridcast</title>');
      expect((await h.admin.request('GET', path)).status, path).toBe(200);
      // Nobody signed in: the page (its login form) as for any other screen.
      expect((await h.anon.request('GET', path)).status, path).toBe(200);
    }
    expect((await member.client.request('GET', '/app/grids')).status).toBe(200);
    expect((await member.client.request('GET', '/app/assets/main-abc.js')).status).toBe(200);
  });

  it('serves the light cast entry for the cast viewer\'s, editor\'s and resizer\'s routes, and the app for the others', async () => {
    for (const path of ['/app/casts/abc', '/app/shadows/tok/cast', '/app/shadows/tok/cast/', '/app/shadows/tok/casts/abc/resize', '/app/shadows/tok/casts/abc/edit']) {
      expect(await (await fetch(`${h.server.url}${path}?viewport=800x600`)).text()).toContain('<title>Gridcast cast</title>');
    }
    expect(await (await fetch(`${h.server.url}/app/shadows/tok`)).text()).toContain('<title>Gridcast</title>');
    expect(await (await fetch(`${h.server.url}/app/casts`)).text()).toContain('<title>Gridcast</title>');
  });
});
