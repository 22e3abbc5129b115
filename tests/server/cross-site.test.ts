import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Harness, startHarness } from './harness.js';

/** What a browser sends for a link or form on another site that leads here (the cookie goes along). */
const FROM_A_LINK = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };
const FROM_A_FORM = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };

describe('state changes from another site', () => {
  let h: Harness;
  let member: Awaited<ReturnType<Harness['newMember']>>;
  let admin: Client;
  beforeAll(async () => {
    h = await startHarness();
    member = await h.newMember('Cross-site target');
    admin = await h.login('admin@example.test', 'admin-password-1');
  });
  afterAll(async () => { await h.close(); });

  const who = async () => (await admin.get('/api/user')).body.user;

  it('a link or form on another site cannot make a signed-in admin assume a user', async () => {
    const assume = `/api/admin/assume?userId=${member.userId}&redirect=%2Fapp%2Fgrids`;
    expect((await admin.get(assume, { headers: FROM_A_LINK })).status).toBe(405);
    expect((await admin.post(assume, undefined, { headers: FROM_A_FORM })).status).toBe(403);
    // A browser that hides the origin still says the request crossed sites.
    expect((await admin.post(assume, undefined, { headers: FROM_A_LINK })).status).toBe(403);
    expect(await who()).toMatchObject({ email: 'admin@example.test' });
    expect((await who()).assumedBy).toBeUndefined();
  });

  it('nor stop an assumed session, nor sign anyone out', async () => {
    expect((await admin.post(`/api/admin/assume?userId=${member.userId}`)).status).toBe(303);
    for (const path of ['/api/admin/assume/end', '/logout']) {
      expect((await admin.get(path, { headers: FROM_A_LINK })).status, path).not.toBe(303);
      expect((await admin.post(path, undefined, { headers: FROM_A_FORM })).status, path).toBe(403);
      expect((await admin.post(path, undefined, { headers: FROM_A_LINK })).status, path).toBe(403);
    }
    expect(await who()).toMatchObject({ id: member.userId, assumedBy: 'admin@example.test' });
    // From the app itself (same origin) both work.
    expect((await admin.post('/api/admin/assume/end', undefined, { headers: { origin: h.server.url, 'sec-fetch-site': 'same-origin' } })).status).toBe(303);
    expect((await who()).email).toBe('admin@example.test');
    expect((await admin.post('/logout', undefined, { headers: { origin: h.server.url, 'sec-fetch-site': 'same-origin' } })).status).toBe(303);
    expect((await admin.get('/api/user')).status).toBe(401);
  });

  it('GET /logout is a page with a sign-out button, and signs nobody out', async () => {
    const signedIn = await h.login('admin@example.test', 'admin-password-1');
    const page = await signedIn.get('/logout');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(String(page.body)).toMatch(/<form method="post" action="\/logout">/);
    expect((await signedIn.get('/api/user')).status).toBe(200);
  });
});
