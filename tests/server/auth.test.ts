import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, Client, type Harness, type Reply, startHarness } from './harness.js';

describe('server auth', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h.close(); });

  it('signs in with email and password and sets a signed httpOnly SameSite=Lax cookie', async () => {
    const reply = await h.anon.post('/api/session', { email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD });
    expect(reply.status).toBe(200);
    expect(reply.body.user.email).toBe(ADMIN_EMAIL);
    const cookies = reply.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/gridcast_session=.*httponly/i);
    expect(cookies).toMatch(/samesite=lax/i);
    expect(cookies).toMatch(/gridcast_session\.sig=/);
  });

  it('refuses a wrong password or unknown email with 401', async () => {
    expect((await h.anon.post('/api/session', { email: ADMIN_EMAIL, password: 'nope' })).status).toBe(401);
    const unknown = await h.anon.post('/api/session', { email: 'who@example.test', password: 'nope' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toMatch(/incorrect/);
  });

  it('answers 401 without credentials, with a bad API key, and with a forged cookie', async () => {
    expect((await h.anon.get('/api/grids')).status).toBe(401);
    expect((await new Client(h.server.url, { 'x-api-key': 'wrong' }).get('/api/grids')).status).toBe(401);
    expect((await new Client(h.server.url, { cookie: 'gridcast_session=abc; gridcast_session.sig=def' }).get('/api/grids')).status).toBe(401);
  });

  it('accepts a user API key as a bearer token or x-api-key', async () => {
    const key = (await h.admin.post('/api/user/apiKey')).body.apiKey as string;
    expect((await new Client(h.server.url, { authorization: `Bearer ${key}` }).get('/api/grids')).status).toBe(200);
    expect((await new Client(h.server.url, { 'x-api-key': key }).get('/api/user')).body.user.email).toBe(ADMIN_EMAIL);
  });

  it('accepts an account API key, scoped to that account, without a user', async () => {
    const rotated = await h.admin.post('/api/accounts/current/apiKey');
    const client = new Client(h.server.url, { 'x-api-key': rotated.body.apiKey });
    expect((await client.get('/api/grids')).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(403);
  });

  it('logs out: the session stops working', async () => {
    const client = await h.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    const out = await client.post('/logout');
    expect(out.status).toBe(303);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('returns the user with their accounts and switches between them', async () => {
    const member = await h.newMember('Switch A');
    const second = await h.admin.post('/api/admin/accounts', { name: 'Switch B' });
    await h.admin.post(`/api/admin/accounts/${second.body.account.id}/users/${member.userId}`);
    const me = await member.client.get('/api/user');
    expect(me.body.user.accounts.map((a: { name: string }) => a.name)).toEqual(['Switch A', 'Switch B']);
    const switched = await member.client.post(`/api/user/switchAccount?accountId=${second.body.account.id}`);
    expect(switched.status).toBe(200);
    expect(switched.body.user.accountId).toBe(second.body.account.id);
    expect((await member.client.get('/api/accounts/current')).body.account.name).toBe('Switch B');
    const other = await h.admin.post('/api/admin/accounts', { name: 'Not theirs' });
    expect((await member.client.post(`/api/user/switchAccount?accountId=${other.body.account.id}`)).status).toBe(404);
    expect((await member.client.post('/api/user/switchAccount?accountId=abc')).body.error).toMatch(/query\.accountId/);
  });

  it('refuses a state-changing request from another site (CSRF) but not same-origin or scripts', async () => {
    const evil = await h.admin.post('/api/grids', {}, { headers: { origin: 'https://evil.example' } });
    expect(evil.status).toBe(403);
    expect(evil.body.error).toMatch(/Cross-site/);
    expect((await h.admin.post('/api/grids', {}, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await h.admin.post('/api/grids', {}, { headers: { origin: h.server.url } })).status).toBe(201);
    expect((await h.admin.post('/api/grids', {})).status).toBe(201);
    expect((await h.admin.get('/api/grids', { headers: { origin: 'https://evil.example' } })).status).toBe(200);
  });
});

describe('server login throttle', () => {
  let h: Harness;
  // Behind a proxy, so each request can come from an address of its own (X-Forwarded-For).
  beforeAll(async () => { h = await startHarness({ trustProxy: true }); });
  afterAll(async () => { await h.close(); });
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

  it('slows an address guessing one user\'s password with 429s, but never locks the user out from another address', async () => {
    let blocked: Reply | undefined;
    for (let i = 0; i < 20 && !blocked; i++) {
      const reply = await h.anon.post('/api/session', { email: ADMIN_EMAIL, password: `wrong ${i}` }, from('203.0.113.7'));
      if (reply.status === 429) blocked = reply;
      else expect(reply.status).toBe(401);
    }
    expect(blocked?.body.error).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ seconds?\.$/);
    expect(Number(blocked?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await h.anon.post('/api/session', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, from('203.0.113.7'))).status).toBe(429);
    expect((await h.anon.post('/api/session', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, from('198.51.100.20'))).status).toBe(200);
  });
});

describe('session cookie Secure flag and SameSite', () => {
  const cookieOf = (reply: { headers: Headers }) => reply.headers.getSetCookie().find((line) => line.startsWith('gridcast_session=')) ?? '';
  const signIn = (h: Harness, headers: Record<string, string> = {}) => h.anon.post('/api/session', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, { headers });

  it('is not set on plain HTTP by default', async () => {
    const h = await startHarness();
    try {
      expect(cookieOf(await signIn(h))).not.toMatch(/;\s*secure/i);
      expect(cookieOf(await signIn(h))).toMatch(/;\s*samesite=lax/i);
      // Without trustProxy, a forwarded protocol is not believed.
      expect(cookieOf(await signIn(h, { 'x-forwarded-proto': 'https' }))).not.toMatch(/;\s*secure/i);
    } finally {
      await h.close();
    }
  });

  it('is set behind a trusted proxy that says the request came over HTTPS', async () => {
    const h = await startHarness({ trustProxy: true });
    try {
      expect(cookieOf(await signIn(h, { 'x-forwarded-proto': 'https' }))).toMatch(/;\s*secure/i);
      expect(cookieOf(await signIn(h, { 'x-forwarded-proto': 'http' }))).not.toMatch(/;\s*secure/i);
    } finally {
      await h.close();
    }
  });

  it('follows GRIDCAST_SECURE_COOKIES and GRIDCAST_TRUST_PROXY from the environment', async () => {
    const secure = await startHarness({}, { GRIDCAST_SECURE_COOKIES: '1' });
    try {
      expect(cookieOf(await signIn(secure))).toMatch(/;\s*secure/i);
    } finally {
      await secure.close();
    }
    const proxied = await startHarness({}, { GRIDCAST_TRUST_PROXY: 'true' });
    try {
      expect(cookieOf(await signIn(proxied, { 'x-forwarded-proto': 'https' }))).toMatch(/;\s*secure/i);
      expect(cookieOf(await signIn(proxied))).not.toMatch(/;\s*secure/i);
    } finally {
      await proxied.close();
    }
  });

  it('is always set with secureCookies, on sign-in and sign-out, and never with secureCookies false', async () => {
    const on = await startHarness({ secureCookies: true });
    try {
      expect(cookieOf(await signIn(on))).toMatch(/;\s*secure/i);
      // Secure cookies are SameSite=None, so a shadow's cast embedded on another site still sees the session.
      expect(cookieOf(await signIn(on))).toMatch(/;\s*samesite=none/i);
      const sig = (await signIn(on)).headers.getSetCookie().find((line) => line.startsWith('gridcast_session.sig=')) ?? '';
      expect(sig).toMatch(/;\s*samesite=none/i);
      expect(cookieOf(await on.admin.post('/logout'))).toMatch(/;\s*secure/i);
    } finally {
      await on.close();
    }
    const off = await startHarness({ secureCookies: false, trustProxy: true });
    try {
      expect(cookieOf(await signIn(off, { 'x-forwarded-proto': 'https' }))).not.toMatch(/;\s*secure/i);
      expect(cookieOf(await signIn(off, { 'x-forwarded-proto': 'https' }))).toMatch(/;\s*samesite=lax/i);
    } finally {
      await off.close();
    }
  });
});
