import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../server/auth/secret-hash.js';
import { JsonFileStorage } from '../../server/storage/json-file-storage.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, Client, type Harness, startHarness } from './harness.js';

const storeText = (h: Harness) => readFile(join(h.dataDir, 'gridcast.json'), 'utf8');
const sessionIdOf = (client: Client) => /gridcast_session=([^;]+)/.exec(client.auth.cookie)![1];

describe('secrets at rest', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h.close(); });

  it('stores API keys and session ids only as hashes', async () => {
    const userKey = (await h.admin.post('/api/user/apiKey')).body.apiKey as string;
    const accountKey = (await h.admin.post('/api/accounts/current/apiKey')).body.apiKey as string;
    const created = (await h.admin.post('/api/admin/accounts', { name: 'Keyed' })).body.account.apiKey as string;
    const text = await storeText(h);
    for (const secret of [userKey, accountKey, created, sessionIdOf(h.admin)]) {
      expect(text).not.toContain(secret);
      expect(text).toContain(hashSecret(secret));
    }
    expect(text).not.toMatch(/"apiKey"/);
  });

  it('shows a key once: on rotation, never in later answers; rotating stops the old key', async () => {
    const first = (await h.admin.post('/api/user/apiKey')).body.apiKey as string;
    expect((await new Client(h.server.url, { 'x-api-key': first }).get('/api/user')).status).toBe(200);
    expect((await h.admin.get('/api/user')).body.user.apiKey).toBeUndefined();
    expect((await h.admin.get('/api/accounts/current')).body.account.apiKey).toBeUndefined();
    const second = (await h.admin.post('/api/user/apiKey')).body.apiKey as string;
    expect(second).not.toBe(first);
    expect((await new Client(h.server.url, { 'x-api-key': first }).get('/api/user')).status).toBe(401);
    expect((await new Client(h.server.url, { authorization: `Bearer ${second}` }).get('/api/user')).status).toBe(200);
  });

  it('lets an administrator rotate an account\'s key', async () => {
    const account = (await h.admin.post('/api/admin/accounts', { name: 'Rotated' })).body.account;
    const rotated = await h.admin.post(`/api/admin/accounts/${account.id}/apiKey`);
    expect(rotated.status).toBe(200);
    expect((await new Client(h.server.url, { 'x-api-key': account.apiKey }).get('/api/grids')).status).toBe(401);
    expect((await new Client(h.server.url, { 'x-api-key': rotated.body.apiKey }).get('/api/grids')).status).toBe(200);
    expect((await h.admin.post('/api/admin/accounts/99999/apiKey')).status).toBe(404);
  });

  it('documents the rotate routes in OpenAPI', async () => {
    const doc = (await h.anon.get('/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/user/apiKey', '/api/accounts/current/apiKey', '/api/admin/accounts/{accountId}/apiKey']));
  });

  it('creates the data folder 700 and its files 600', async () => {
    await h.admin.post('/api/grids', {});
    expect((await stat(h.dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(h.dataDir, 'content'))).mode & 0o777).toBe(0o700);
    const files = [join(h.dataDir, 'gridcast.json'), join(h.dataDir, 'secret.key'), ...(await readdir(join(h.dataDir, 'content'))).map((name) => join(h.dataDir, 'content', name))];
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) expect((await stat(file)).mode & 0o777, file).toBe(0o600);
  });
});

describe('a store written before secrets were hashed', () => {
  it('hashes its plain API keys and session ids when opened, and they keep working', async () => {
    const h = await startHarness();
    const dir = h.dataDir;
    const sessionId = sessionIdOf(h.admin);
    const cookie = h.admin.auth.cookie;
    await h.server.close();
    // Put the store back the way older builds wrote it: plain text secrets.
    const db = JSON.parse(await readFile(join(dir, 'gridcast.json'), 'utf8'));
    for (const user of db.users) { delete user.apiKeyHash; user.apiKey = 'legacy-user-key'; }
    for (const session of db.sessions) { session.id = session.idHash === hashSecret(sessionId) ? sessionId : 'other'; delete session.idHash; }
    await writeFile(join(dir, 'gridcast.json'), JSON.stringify(db));
    const store = await JsonFileStorage.open(dir);
    await store.close();
    const text = await readFile(join(dir, 'gridcast.json'), 'utf8');
    expect(text).not.toContain('legacy-user-key');
    expect(text).not.toContain(sessionId);
    const { startServer } = await import('../../server/main.js');
    const server = await startServer({ port: 0, dataDir: dir, print: () => undefined, log: () => undefined, env: { GRIDCAST_ADMIN_EMAIL: ADMIN_EMAIL, GRIDCAST_ADMIN_PASSWORD: ADMIN_PASSWORD } });
    try {
      expect((await new Client(server.url, { 'x-api-key': 'legacy-user-key' }).get('/api/user')).status).toBe(200);
      expect((await new Client(server.url, { cookie }).get('/api/user')).status).toBe(200);
    } finally {
      await server.close();
      await h.close().catch(() => undefined);
    }
  });
});
