import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client, type Harness, startHarness } from './harness.js';

describe('the API docs page\'s key: short-lived and GET-only', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await h.close();
  });

  it('acts as the session for GET requests and is refused for every other method', async () => {
    const member = await h.newMember('Docs key member');
    const issued = await member.client.post('/api/user/docsKey');
    expect(issued.status).toBe(200);
    const expiresIn = Date.parse(issued.body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(3600_000);
    const byKey = new Client(h.server.url, { 'x-api-key': issued.body.apiKey });
    const account = await byKey.get('/api/accounts/current');
    expect(account.status).toBe(200);
    expect(account.body.account.id).toBe(member.accountId);
    expect((await new Client(h.server.url, { authorization: `Bearer ${issued.body.apiKey}` }).get('/api/user')).body.user.id).toBe(member.userId);

    const refusals = [
      await byKey.post('/api/webhooks', { url: 'https://hooks.example.test/a' }),
      await byKey.put('/api/accounts/current', { name: 'Renamed' }),
      await byKey.delete('/api/webhooks/anything'),
      await byKey.post('/api/user/docsKey'),
      await byKey.post('/api/user/apiKey'),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('This API key is the API docs page\'s: it runs GET requests only. Use your own API key for anything else.');
    }
    // Nothing changed.
    expect((await member.client.get('/api/webhooks')).body.webhooks).toEqual([]);
    expect((await member.client.get('/api/accounts/current')).body.account.name).toBe('Docs key member');
  });

  it('is given only to a signed-in session, and is not an admin\'s session: assuming needs the session itself', async () => {
    const member = await h.newMember('Docs key by key');
    const byOwnKey = new Client(h.server.url, { 'x-api-key': member.apiKey });
    expect((await byOwnKey.post('/api/user/docsKey')).status).toBe(403);
    const adminKey = (await h.admin.post('/api/user/docsKey')).body.apiKey as string;
    const adminByDocsKey = new Client(h.server.url, { 'x-api-key': adminKey });
    expect((await adminByDocsKey.get('/api/admin/accounts')).status).toBe(200);
    const assume = await adminByDocsKey.post(`/api/admin/assume?userId=${member.userId}`);
    expect(assume.status).toBe(403);
    expect((await h.admin.get('/api/user')).body.user.assumedBy).toBeUndefined();
  });

  it('ends with the session that asked for it', async () => {
    const member = await h.newMember('Docs key sign out');
    const key = (await member.client.post('/api/user/docsKey')).body.apiKey as string;
    const byKey = new Client(h.server.url, { 'x-api-key': key });
    expect((await byKey.get('/api/user')).status).toBe(200);
    expect((await member.client.post('/logout')).status).toBe(303);
    expect((await byKey.get('/api/user')).status).toBe(401);
  });

  it('stops working after an hour', async () => {
    const member = await h.newMember('Docs key expiry');
    const key = (await member.client.post('/api/user/docsKey')).body.apiKey as string;
    const byKey = new Client(h.server.url, { 'x-api-key': key });
    expect((await byKey.get('/api/user')).status).toBe(200);
    // Only Date moves on: the server's timers and sockets run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3600_000 + 1000);
    expect((await byKey.get('/api/user')).status).toBe(401);
    // The session itself lasts longer.
    expect((await member.client.get('/api/user')).status).toBe(200);
    vi.useRealTimers();
  });
});
