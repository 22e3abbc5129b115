import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Harness, startHarness } from './harness.js';

/**
 * Every PUT that replaces a record takes the `updatedAt` the client loaded: a save made after another
 * change of the same record is refused with 409 and changes nothing (shadows and versions: their own tests).
 */
describe('stale saves', () => {
  let h: Harness;
  let client: Client;
  beforeAll(async () => {
    h = await startHarness();
    client = (await h.newMember('Stale')).client;
  });
  afterAll(async () => { await h.close(); });

  it('refuses a data preset save with a stale updatedAt', async () => {
    const created = (await client.post('/api/datapresets', { dataPreset: { name: 'A', input: { x: 1 } } })).body.dataPreset;
    const first = await client.put(`/api/datapresets/${created.id}`, { dataPreset: { name: 'B', input: { x: 2 }, updatedAt: created.updatedAt } });
    expect(first.status).toBe(200);
    const stale = await client.put(`/api/datapresets/${created.id}`, { dataPreset: { name: 'C', input: { x: 3 }, updatedAt: created.updatedAt } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('This data preset was changed elsewhere since you loaded it. Reload to get the latest version, then make your change again.');
    expect((await client.get(`/api/datapresets/${created.id}`)).body.dataPreset).toMatchObject({ name: 'B', input: { x: 2 }, updatedAt: first.body.dataPreset.updatedAt });
    expect((await client.put(`/api/datapresets/${created.id}`, { dataPreset: { name: 'D' } })).status).toBe(200);
  });

  it('refuses a palette save with a stale updatedAt', async () => {
    const created = (await client.post('/api/accounts/current/palettes', { palette: { name: 'P' } })).body.palette;
    expect((await client.put(`/api/accounts/current/palettes/${created.id}`, { palette: { name: 'Q', updatedAt: created.updatedAt } })).status).toBe(200);
    const stale = await client.put(`/api/accounts/current/palettes/${created.id}`, { palette: { name: 'R', updatedAt: created.updatedAt } });
    expect(stale.status).toBe(409);
    expect((await client.get('/api/accounts/current')).body.account.palettes.find((palette: { id: string }) => palette.id === created.id).name).toBe('Q');
  });

  it('refuses a webhook save with a stale updatedAt', async () => {
    const created = (await client.post('/api/webhooks', { url: 'https://hooks.example.test/a' })).body.webhook;
    expect((await client.put(`/api/webhooks/${created.id}`, { url: 'https://hooks.example.test/b', updatedAt: created.updatedAt })).status).toBe(200);
    const stale = await client.put(`/api/webhooks/${created.id}`, { url: 'https://hooks.example.test/c', updatedAt: created.updatedAt });
    expect(stale.status).toBe(409);
    expect((await client.get('/api/webhooks')).body.webhooks.find((webhook: { id: string }) => webhook.id === created.id).url).toBe('https://hooks.example.test/b');
  });

  it('refuses a template rename with a stale updatedAt', async () => {
    const grid = (await client.post('/api/grids', {})).body.grid;
    expect((await client.put(`/api/grids/${grid.id}`, { grid: { name: 'One', updatedAt: grid.updatedAt } })).status).toBe(200);
    const stale = await client.put(`/api/grids/${grid.id}`, { grid: { name: 'Two', updatedAt: grid.updatedAt } });
    expect(stale.status).toBe(409);
    expect((await client.get(`/api/grids/${grid.id}`)).body.grid.name).toBe('One');
  });

  it('refuses a cast replacement with a stale updatedAt', async () => {
    const grid = (await client.post('/api/grids', {})).body.grid;
    const token = (await client.post(`/api/grids/${grid.id}/shadows`, { shadow: { input: {} } })).body.shadow.token;
    const created = (await client.put(`/api/shadows/${token}/casts/c1`, { cast: { type: 'sheet' } })).body.cast;
    expect((await client.put(`/api/shadows/${token}/casts/c1`, { cast: { type: 'range', updatedAt: created.updatedAt } })).status).toBe(200);
    const stale = await client.put(`/api/shadows/${token}/casts/c1`, { cast: { type: 'chart', updatedAt: created.updatedAt } });
    expect(stale.status).toBe(409);
    const stored = JSON.parse(await readFile(join(h.dataDir, 'gridcast.json'), 'utf8')).casts.find((cast: { id: string }) => cast.id === 'c1');
    expect(stored.cast).toEqual({ type: 'range' });
  });

  it('refuses an account settings save with a stale updatedAt, which would put back the colours it loaded', async () => {
    const member = (await h.newMember('Stale account')).client;
    const loaded = (await member.get('/api/accounts/current')).body.account;
    const first = await member.put('/api/accounts/current', { account: { settings: { brandingColors: ['#111111'] }, updatedAt: loaded.updatedAt } });
    expect(first.status).toBe(200);
    expect(first.body.account.updatedAt > loaded.updatedAt).toBe(true);
    const stale = await member.put('/api/accounts/current', { account: { settings: { brandingColors: [] }, updatedAt: loaded.updatedAt } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('This account was changed elsewhere since you loaded it. Reload to get the latest version, then make your change again.');
    const now = (await member.get('/api/accounts/current')).body.account;
    expect(now.settings.brandingColors).toEqual(['#111111']);
    expect(now.updatedAt).toBe(first.body.account.updatedAt);
    // With the updatedAt it loaded last the save goes through; without one the last save wins.
    expect((await member.put('/api/accounts/current', { account: { settings: { defaultFontFamily: 'Roboto' }, updatedAt: now.updatedAt } })).status).toBe(200);
    expect((await member.put('/api/accounts/current', { account: { settings: { defaultFontFamily: 'Arial' } } })).status).toBe(200);
  });
});
