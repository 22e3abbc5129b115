import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

describe('server account settings, data presets, palettes, webhooks', () => {
  let h: Harness;
  let member: Awaited<ReturnType<Harness['newMember']>>;
  let other: Awaited<ReturnType<Harness['newMember']>>;
  beforeAll(async () => {
    h = await startHarness();
    member = await h.newMember('Settings member');
    other = await h.newMember('Settings other');
  });
  afterAll(async () => { await h.close(); });

  it('reads and changes the current account\'s default font family', async () => {
    const current = await member.client.get('/api/accounts/current');
    expect(current.body.account).toMatchObject({ id: member.accountId, name: 'Settings member' });
    expect(current.body.account.paletteLibrary.length).toBeGreaterThan(0);
    const changed = await member.client.put('/api/accounts/current', { account: { settings: { defaultFontFamily: 'Roboto' } } });
    expect(changed.body.account.settings.defaultFontFamily).toBe('Roboto');
    expect((await member.client.put('/api/accounts/current', { account: { settings: { defaultFontFamily: 7 } } })).body.error).toMatch(/body\.account\.settings\.defaultFontFamily/);
    expect((await member.client.put('/api/accounts/current', { account: { settings: { color: 'red' } } })).status).toBe(400);
  });

  it('lists the caller\'s accounts; extraAccounts only for administrators', async () => {
    const mine = await member.client.get('/api/accounts');
    expect(mine.body.accounts.map((a: { id: number }) => a.id)).toEqual([member.accountId]);
    expect(mine.body.extraAccounts).toEqual([]);
    const admin = await h.admin.get('/api/accounts?includeGrids=true');
    expect(admin.body.extraAccounts.map((a: { id: number }) => a.id)).toContain(member.accountId);
    expect(admin.body.accounts[0].grids.length).toBeGreaterThan(0);
  });

  it('creates, reads, updates and deletes data presets, scoped to the account', async () => {
    const created = await member.client.post('/api/datapresets', { dataPreset: { name: 'Small loan', input: { principal: 1000 } } });
    expect(created.status).toBe(201);
    const id = created.body.dataPreset.id;
    expect((await member.client.get(`/api/datapresets/${id}`)).body.dataPreset.input).toEqual({ principal: 1000 });
    expect((await member.client.put(`/api/datapresets/${id}`, { dataPreset: { name: 'Renamed', input: { principal: 2 } } })).body.dataPreset.name).toBe('Renamed');
    expect((await member.client.get('/api/datapresets')).body.dataPresets).toHaveLength(1);
    expect((await member.client.post('/api/datapresets', { dataPreset: { name: '' } })).body.error).toMatch(/Name can't be blank/);
    expect((await other.client.get(`/api/datapresets/${id}`)).status).toBe(404);
    expect((await other.client.put(`/api/datapresets/${id}`, { dataPreset: { name: 'x', input: {} } })).status).toBe(404);
    expect((await other.client.delete(`/api/datapresets/${id}`)).status).toBe(404);
    expect((await member.client.delete(`/api/datapresets/${id}`)).body).toEqual({ ok: true });
    expect((await member.client.get(`/api/datapresets/${id}`)).status).toBe(404);
  });

  it('creates, updates and deletes palettes; library palettes are read-only', async () => {
    const created = await member.client.post('/api/accounts/current/palettes', { palette: { name: 'Brand', styles: { backgroundColor: { formula: '"#ff0000"' } } } });
    expect(created.status).toBe(201);
    const unknown = await member.client.post('/api/accounts/current/palettes', { palette: { name: 'Odd', styles: { header: { formula: '"#ff0000"' } } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/Unknown style type; expected one of textColor, backgroundColor/);
    const id = created.body.palette.id;
    expect((await member.client.put(`/api/accounts/current/palettes/${id}`, { palette: { name: 'Brand 2' } })).body.palette.name).toBe('Brand 2');
    expect((await member.client.post('/api/accounts/current/palettes', { palette: { name: ' ' } })).body.error).toMatch(/Name is required/);
    const library = (await member.client.get('/api/accounts/current')).body.account.paletteLibrary[0];
    expect((await member.client.put(`/api/accounts/current/palettes/${library.id}`, { palette: { name: 'Mine' } })).status).toBe(403);
    expect((await member.client.delete(`/api/accounts/current/palettes/${library.id}`)).status).toBe(403);
    expect((await other.client.delete(`/api/accounts/current/palettes/${id}`)).status).toBe(404);
    expect((await member.client.get('/api/accounts/current')).body.account.palettes.map((p: { name: string }) => p.name)).toEqual(['Brand 2']);
    expect((await member.client.delete(`/api/accounts/current/palettes/${id}`)).body).toEqual({ ok: true });
  });

  it('creates, updates, lists and deletes webhooks; refuses bad URLs', async () => {
    const created = await member.client.post('/api/webhooks', { url: 'https://hooks.example.test/a' });
    expect(created.status).toBe(201);
    const id = created.body.webhook.id;
    expect((await member.client.put(`/api/webhooks/${id}`, { url: 'https://hooks.example.test/b' })).body.webhook.url).toBe('https://hooks.example.test/b');
    expect((await member.client.post('/api/webhooks', { url: 'ftp://nope' })).body.error).toMatch(/body\.url: Enter a valid http\(s\) URL/);
    expect((await member.client.get('/api/webhooks')).body.webhooks).toHaveLength(1);
    expect((await other.client.put(`/api/webhooks/${id}`, { url: 'https://x.test' })).status).toBe(404);
    expect((await member.client.delete(`/api/webhooks/${id}`)).body).toEqual({ ok: true });
    expect((await member.client.get('/api/webhooks')).body.webhooks).toHaveLength(0);
  });

  it('answers 401 on every settings route without credentials', async () => {
    for (const [method, path] of [['GET', '/api/accounts/current'], ['PUT', '/api/accounts/current'], ['GET', '/api/accounts'], ['GET', '/api/datapresets'], ['POST', '/api/datapresets'], ['POST', '/api/accounts/current/palettes'], ['GET', '/api/webhooks'], ['POST', '/api/webhooks'], ['GET', '/api/user']] as const) {
      expect((await h.anon.request(method, path, method === 'GET' ? {} : { json: {} })).status, `${method} ${path}`).toBe(401);
    }
  });
});
