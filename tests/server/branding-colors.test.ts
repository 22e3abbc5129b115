import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

describe('account branding colours (settings.brandingColors)', () => {
  let h: Harness;
  let member: Awaited<ReturnType<Harness['newMember']>>;
  beforeAll(async () => {
    h = await startHarness();
    member = await h.newMember('Branding member');
  });
  afterAll(async () => { await h.close(); });

  const put = (settings: unknown) => member.client.put('/api/accounts/current', { account: { settings } });

  it('stores valid colours and shows them on the account and with an opened template', async () => {
    const changed = await put({ brandingColors: ['#1A73E8', '#ff6600'] });
    expect(changed.status).toBe(200);
    expect(changed.body.account.settings.brandingColors).toEqual(['#1A73E8', '#ff6600']);
    expect((await member.client.get('/api/accounts/current')).body.account.settings.brandingColors).toEqual(['#1A73E8', '#ff6600']);
    // The editor reads them from the template it opens: no extra request.
    const grid = await member.client.post('/api/grids', {});
    const opened = await member.client.get(`/api/grids/${grid.body.grid.id}`);
    expect(opened.body.settings.brandingColors).toEqual(['#1A73E8', '#ff6600']);
  });

  it('keeps the other settings when only the colours change, and clears with an empty list', async () => {
    await put({ defaultFontFamily: 'Roboto' });
    const changed = await put({ brandingColors: [] });
    expect(changed.body.account.settings).toEqual({ defaultFontFamily: 'Roboto', brandingColors: [] });
  });

  it('refuses a wrong type with a 400 naming the field', async () => {
    const reply = await put({ brandingColors: '#ff0000' });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/body\.account\.settings\.brandingColors/);
  });

  it('refuses more than 30 colours', async () => {
    const reply = await put({ brandingColors: Array.from({ length: 31 }, (_, i) => `#0000${i.toString(16).padStart(2, '0')}`) });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/brandingColors.*At most 30/);
    expect((await put({ brandingColors: Array.from({ length: 30 }, () => '#000000') })).status).toBe(200);
  });

  it('refuses what is not a #rrggbb colour, naming the entry, and changes nothing', async () => {
    await put({ brandingColors: ['#123456'] });
    for (const bad of ['red', '#fff', '#12345g', '123456', 7]) {
      const reply = await put({ brandingColors: ['#000000', bad] });
      expect(reply.status, String(bad)).toBe(400);
      expect(reply.body.error).toMatch(/body\.account\.settings\.brandingColors\.1/);
    }
    expect((await member.client.get('/api/accounts/current')).body.account.settings.brandingColors).toEqual(['#123456']);
  });

  it('documents the field in the OpenAPI description', async () => {
    const spec = (await h.anon.get('/openapi.json')).body;
    expect(spec.components.schemas.AccountSettings.properties.brandingColors).toMatchObject({ type: 'array', maxItems: 30 });
  });
});
