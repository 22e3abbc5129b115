import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sfntBytes } from '../support/font-bytes.js';
import { Client, type Harness, startHarness } from './harness.js';

function fontForm(name: string, style: string, fileName: string, bytes: Buffer): FormData {
  const form = new FormData();
  form.set('name', name);
  form.set('style', style);
  form.set('file', new Blob([new Uint8Array(bytes)]), fileName);
  return form;
}

describe('a user\'s own account: password, webhook URLs, branding fonts', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  it('changes the password with the current one, at least 12 characters, and ends the user\'s other sessions', async () => {
    const member = await h.newMember('Password member');
    const other = await h.login(member.email, 'member-password');
    const path = '/api/user/password';
    expect((await member.client.post(path, { currentPassword: 'wrong-password', newPassword: 'a-long-new-password' })).body.error).toBe('The current password is not right.');
    expect((await member.client.post(path, { currentPassword: 'member-password', newPassword: 'short' })).body.error).toMatch(/body\.newPassword: The new password needs at least 12 characters/);
    expect((await member.client.post(path, { currentPassword: 'member-password' })).status).toBe(400);
    // Nothing changed so far: the other session still works and the old password still signs in.
    expect((await other.get('/api/user')).status).toBe(200);

    expect((await member.client.post(path, { currentPassword: 'member-password', newPassword: 'a-long-new-password' })).body).toEqual({ ok: true });
    expect((await member.client.get('/api/user')).status).toBe(200);
    expect((await other.get('/api/user')).status).toBe(401);
    expect((await h.anon.post('/api/session', { email: member.email, password: 'member-password' })).status).toBe(401);
    expect((await h.login(member.email, 'a-long-new-password')).baseUrl).toBe(h.server.url);
    // An account's own API key has no user behind it.
    const accountKey = (await member.client.post('/api/accounts/current/apiKey')).body.apiKey as string;
    const byKey = new Client(h.server.url, { 'x-api-key': accountKey });
    expect((await byKey.post(path, { currentPassword: 'a-long-new-password', newPassword: 'another-long-password' })).status).toBe(403);
  });

  it('refuses webhook URLs that are not http(s) or that name this server\'s admin routes on a loopback address', async () => {
    const member = await h.newMember('Webhook member');
    // A line break or tab inside a URL is dropped by the URL parser: stored as typed, it would be called as another.
    for (const url of ['ftp://example.test/hook', 'javascript:alert(1)', 'not a url', 'https://hooks.example.test/\r\nX-Injected: 1', 'https://hooks.exa\tmple.test/', 'https://hooks.example.test/a\u0000b']) {
      expect((await member.client.post('/api/webhooks', { url })).body.error).toMatch(/Enter a valid http\(s\) URL/);
    }
    for (const url of ['http://127.0.0.1:3000/api/admin/accounts', 'http://localhost/api/admin/users/search', 'http://[::1]:80/API/Admin/server/stats', 'http://127.1.2.3//api/%61dmin/accounts', 'http://0.0.0.0/app/admin/assume']) {
      const refused = await member.client.post('/api/webhooks', { url });
      expect(refused.status, url).toBe(400);
      expect(refused.body.error).toMatch(/Webhooks may not call this server's own admin routes/);
    }
    const created = await member.client.post('/api/webhooks', { url: 'https://hooks.example.test/admin' });
    expect(created.status).toBe(201);
    const id = created.body.webhook.id as string;
    expect((await member.client.put(`/api/webhooks/${id}`, { url: 'http://localhost:3000/api/admin/accounts' })).status).toBe(400);
    expect((await member.client.get('/api/webhooks')).body.webhooks.map((w: { url: string }) => w.url)).toEqual(['https://hooks.example.test/admin']);
    expect((await member.client.get(`/api/webhooks/${id}/deliveries`)).body).toEqual({ deliveries: [] });
  });

  it('starts a new template with the account\'s default font family', async () => {
    const member = await h.newMember('Defaults member');
    const plain = await member.client.post('/api/grids', { grid: { name: 'Plain' } });
    expect((await member.client.get(`/api/grids/${plain.body.grid.id}`)).body.grid.content.settings?.defaultFontFamily).toBeUndefined();
    await member.client.put('/api/accounts/current', { account: { settings: { defaultFontFamily: 'Roboto' } } });
    const styled = await member.client.post('/api/grids', { grid: { name: 'Styled' } });
    expect((await member.client.get(`/api/grids/${styled.body.grid.id}`)).body.grid.content.settings.defaultFontFamily).toBe('Roboto');
  });

  it('stores branding font faces, serves them by id, and refuses what is not a font or is over 2 MB', async () => {
    const member = await h.newMember('Font member');
    const other = await h.newMember('Font other');
    const path = '/api/accounts/current/fonts';
    const upload = (name: string, style: string, fileName: string, bytes: Buffer) => member.client.request('POST', path, { form: fontForm(name, style, fileName, bytes) });

    const regular = await upload('Brand Sans', 'regular', 'BrandSans-Regular.ttf', sfntBytes('ttf'));
    expect(regular.status).toBe(201);
    const id = regular.body.font.id as string;
    expect(regular.body.font).toMatchObject({ name: 'Brand Sans', regular: { type: 'ttf', bytes: sfntBytes().length } });
    const bold = await upload('brand sans', 'bold', 'BrandSans-Bold.otf', sfntBytes('otf'));
    expect(bold.body.font).toMatchObject({ id, name: 'Brand Sans', regular: { type: 'ttf' }, bold: { type: 'otf' } });

    const css = await member.client.get('/api/accounts/current/fonts.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.body).toContain(`@font-face { font-family: "Brand Sans"; src: url("${bold.body.font.bold.url}") format("opentype"); font-weight: 600; font-style: normal; }`);
    expect(css.body).toContain('format("truetype"); font-weight: 400; font-style: normal; }');
    expect((await other.client.get('/api/accounts/current/fonts.css')).body).not.toContain('@font-face');

    const served = await h.anon.get(bold.body.font.bold.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('font/otf');
    expect((await h.anon.get(`/api/fonts/${id}/italic`)).status).toBe(404);

    const notFont = await upload('Brand Sans', 'italic', 'BrandSans-Italic.ttf', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(notFont.status).toBe(400);
    expect(notFont.body.error).toBe('BrandSans-Italic.ttf is not a font file: upload an .otf or .ttf file.');
    expect((await upload('Brand Sans', 'italic', 'logo.png', sfntBytes())).body.error).toMatch(/logo\.png is not a font file/);
    const big = await upload('Brand Sans', 'italic', 'Huge.ttf', sfntBytes('ttf', 2 * 1024 * 1024));
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('Huge.ttf is over 2 MB: a font file may be at most 2 MB.');
    expect((await upload('Lato', 'regular', 'Lato.ttf', sfntBytes())).body.error).toMatch(/built-in font/);
    expect((await upload('Brand Sans', 'heavy', 'x.ttf', sfntBytes())).body.error).toMatch(/body\.style/);
    expect((await upload('', 'regular', 'x.ttf', sfntBytes())).body.error).toMatch(/body\.name/);

    const listed = (await member.client.get(path)).body.fonts;
    expect(listed).toHaveLength(1);
    expect(Object.keys(listed[0]).sort()).toEqual(['bold', 'id', 'name', 'regular']);
    expect((await other.client.get(path)).body.fonts).toEqual([]);
    expect((await other.client.delete(`${path}/${id}`)).status).toBe(404);
    expect((await member.client.delete(`${path}/${id}`)).body).toEqual({ ok: true });
    expect((await member.client.get(path)).body.fonts).toEqual([]);
    expect((await h.anon.get(`/api/fonts/${id}/regular`)).status).toBe(404);
  });
});
