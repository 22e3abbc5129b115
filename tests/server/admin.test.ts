import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

describe('server administration', () => {
  let h: Harness;
  let member: Awaited<ReturnType<Harness['newMember']>>;
  beforeAll(async () => {
    h = await startHarness();
    member = await h.newMember('Admin test account');
  });
  afterAll(async () => { await h.close(); });

  it('refuses every admin route to a non-admin with 403 and to nobody with 401', async () => {
    const routes = [
      ['GET', '/api/admin/accounts'], ['POST', '/api/admin/accounts'], ['GET', `/api/admin/accounts/${member.accountId}`],
      ['POST', `/api/admin/accounts/${member.accountId}/users`], ['POST', `/api/admin/accounts/${member.accountId}/users/${member.userId}`],
      ['DELETE', `/api/admin/accounts/${member.accountId}/users/${member.userId}`], ['GET', '/api/admin/users/search?query=a'],
      ['GET', '/api/admin/server/stats'], ['POST', `/api/admin/assume?userId=${member.userId}`], ['POST', '/api/admin/assume/end'],
    ] as const;
    for (const [method, path] of routes) {
      const options = method === 'POST' ? { json: { name: 'x', email: 'a@b.test', password: 'password1' } } : {};
      expect((await member.client.request(method, path, options)).status, `${method} ${path}`).toBe(403);
      expect((await h.anon.request(method, path, options)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('lists and creates accounts (newest first; the API key shown once, on creation)', async () => {
    const created = await h.admin.post('/api/admin/accounts', { name: 'Fresh' });
    expect(created.status).toBe(201);
    expect(created.body.account).toMatchObject({ name: 'Fresh', users: [] });
    expect(created.body.account.apiKey).toMatch(/^[\w-]{32}$/);
    const list = await h.admin.get('/api/admin/accounts');
    expect(list.body.accounts[0].name).toBe('Fresh');
    expect(list.body.accounts[0].apiKey).toBeUndefined();
    expect((await h.admin.post('/api/admin/accounts', { name: '' })).status).toBe(400);
    expect((await h.admin.get('/api/admin/accounts/99999')).status).toBe(404);
  });

  it('creates users, adds existing ones, removes them, and refuses duplicates', async () => {
    const account = (await h.admin.post('/api/admin/accounts', { name: 'Team' })).body.account;
    const created = await h.admin.post(`/api/admin/accounts/${account.id}/users`, { email: 'New.Person@Example.test', password: 'long-enough-pw' });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ email: 'new.person@example.test', accounts: [{ id: account.id, name: 'Team' }] });
    const duplicate = await h.admin.post(`/api/admin/accounts/${account.id}/users`, { email: 'new.person@example.test', password: 'long-enough-pw' });
    expect(duplicate.status).toBe(409);
    expect((await h.admin.post(`/api/admin/accounts/${account.id}/users`, { email: 'not-an-email', password: 'long-enough-pw' })).body.error).toMatch(/body\.email/);
    // The same rule as a user changing their own password: at least 12 characters.
    const short = await h.admin.post(`/api/admin/accounts/${account.id}/users`, { email: 'short@example.test', password: 'elevenchars' });
    expect(short.status).toBe(400);
    expect(short.body.error).toMatch(/at least 12 characters/);
    expect((await h.admin.get('/api/admin/users/search?query=short@example.test&allowOrphans=true')).body.users).toEqual([]);
    const added = await h.admin.post(`/api/admin/accounts/${account.id}/users/${member.userId}`);
    expect(added.body.user.accounts.map((a: { id: number }) => a.id)).toEqual([member.accountId, account.id]);
    expect((await h.admin.get(`/api/admin/accounts/${account.id}`)).body.account.users).toHaveLength(2);
    expect((await h.admin.delete(`/api/admin/accounts/${account.id}/users/${member.userId}`)).body).toEqual({ ok: true });
    expect((await h.admin.delete(`/api/admin/accounts/${account.id}/users/${member.userId}`)).status).toBe(404);
    expect((await h.admin.post(`/api/admin/accounts/${account.id}/users/nobody`)).status).toBe(404);
  });

  it('searches users by email, by account with searchAccounts, and orphans only with allowOrphans', async () => {
    const account = (await h.admin.post('/api/admin/accounts', { name: 'Searchable Co' })).body.account;
    const user = (await h.admin.post(`/api/admin/accounts/${account.id}/users`, { email: 'orphan-to-be@example.test', password: 'long-enough-pw' })).body.user;
    expect((await h.admin.get('/api/admin/users/search?query=orphan-to-be')).body.users.map((u: { id: string }) => u.id)).toEqual([user.id]);
    expect((await h.admin.get('/api/admin/users/search?query=searchable')).body.users).toEqual([]);
    expect((await h.admin.get('/api/admin/users/search?query=searchable&searchAccounts=true')).body.users.map((u: { id: string }) => u.id)).toEqual([user.id]);
    await h.admin.delete(`/api/admin/accounts/${account.id}/users/${user.id}`);
    expect((await h.admin.get('/api/admin/users/search?query=orphan-to-be')).body.users).toEqual([]);
    expect((await h.admin.get('/api/admin/users/search?query=orphan-to-be&allowOrphans=true')).body.users[0]).toMatchObject({ id: user.id, accounts: [] });
    expect((await h.admin.get('/api/admin/users/search?query=')).body.users).toEqual([]);
  });

  it('reports server stats', async () => {
    const stats = (await h.admin.get('/api/admin/server/stats')).body.stats;
    expect(stats.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(stats.rssMb).toBeGreaterThan(0);
    expect(stats.requestsTotal).toBeGreaterThan(0);
    expect(stats.storeMb).toBeGreaterThanOrEqual(0);
    expect(stats.accounts).toBeGreaterThan(1);
  });

  it('assumes a user: the session acts as them, then redirects; ending restores the admin', async () => {
    const session = await h.login('admin@example.test', 'admin-password-1');
    const assume = await session.post(`/api/admin/assume?userId=${member.userId}&redirect=${encodeURIComponent('/app/grids')}`);
    expect(assume.status).toBe(303);
    expect(assume.headers.get('location')).toBe('/app/grids');
    const me = (await session.get('/api/user')).body.user;
    expect(me).toMatchObject({ id: member.userId, accountId: member.accountId, asAdmin: true, assumedBy: 'admin@example.test' });
    expect((await session.get('/api/admin/server/stats')).status).toBe(200);
    expect((await session.post(`/api/admin/assume?userId=${member.userId}&redirect=${encodeURIComponent('//evil.example')}`)).status).toBe(400);
    expect((await session.post('/api/admin/assume?userId=nobody')).status).toBe(404);
    const end = await session.post('/api/admin/assume/end');
    expect(end.status).toBe(303);
    expect((await session.get('/api/user')).body.user.email).toBe('admin@example.test');
  });
});
