import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

describe('server grids and versions', () => {
  let h: Harness;
  let member: Awaited<ReturnType<Harness['newMember']>>;
  beforeAll(async () => {
    h = await startHarness();
    member = await h.newMember('Grids member');
  });
  afterAll(async () => { await h.close(); });

  it('creates a blank template, lists it and reads its content', async () => {
    const created = await member.client.post('/api/grids', { grid: { name: 'Budget' } });
    expect(created.status).toBe(201);
    expect(created.body.grid.gridVersions).toHaveLength(1);
    const list = await member.client.get('/api/grids');
    expect(list.body.grids.map((grid: { name: string }) => grid.name)).toEqual(['Budget']);
    const one = await member.client.get(`/api/grids/${created.body.grid.id}`);
    expect(one.status).toBe(200);
    const { content } = one.body.grid;
    expect(content.format).toBe('gridcast/1');
    const sheet = content.sheetsById[content.sheetIds[0]];
    expect(sheet.rowIds).toHaveLength(100);
    expect(sheet.columnIds).toHaveLength(26);
    expect(one.body.paletteLibrary.length).toBeGreaterThan(0);
  });

  it('answers 404 for another account\'s template, and 401 without credentials', async () => {
    const adminGrid = (await h.admin.get('/api/grids')).body.grids[0];
    for (const [method, path] of [['GET', `/api/grids/${adminGrid.id}`], ['PUT', `/api/grids/${adminGrid.id}`], ['DELETE', `/api/grids/${adminGrid.id}`], ['POST', `/api/grids/${adminGrid.id}/duplicate`], ['GET', `/api/grids/${adminGrid.id}/shadows`]] as const) {
      const reply = await member.client.request(method, path, method === 'PUT' ? { json: { grid: { name: 'x' } } } : {});
      expect(reply.status, `${method} ${path}`).toBe(404);
    }
    expect((await h.anon.get(`/api/grids/${adminGrid.id}`)).status).toBe(401);
  });

  it('renames, publishes, unpublishes, duplicates and deletes a template', async () => {
    const { body } = await member.client.post('/api/grids', {});
    const id = body.grid.id;
    expect((await member.client.put(`/api/grids/${id}`, { grid: { name: 'Renamed' } })).body.grid.name).toBe('Renamed');
    expect((await member.client.put(`/api/grids/${id}`, { grid: { published: true } })).body.grid.published).toBe(true);
    expect((await member.client.put(`/api/grids/${id}`, { grid: { published: false } })).body.grid.published).toBe(false);
    const blank = await member.client.put(`/api/grids/${id}`, { grid: { name: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toMatch(/body\.grid\.name: Name can't be blank/);
    const copy = await member.client.post(`/api/grids/${id}/duplicate`);
    expect(copy.body.grid.name).toBe('Copy of Renamed');
    expect((await member.client.delete(`/api/grids/${id}`)).body).toEqual({ ok: true });
    expect((await member.client.get(`/api/grids/${id}`)).status).toBe(404);
  });

  it('creates, renames, saves, publishes and unpublishes versions; picks one with gridVersionId', async () => {
    const { body } = await member.client.post('/api/grids', { grid: { name: 'Versioned' } });
    const id = body.grid.id;
    const first = body.grid.gridVersion;
    // Numbered as the drafts after it are, not the Create New Version dialog's 'New Version'.
    expect(first.name).toBe('Version 1');
    const created = await member.client.post(`/api/grids/${id}/versions`, { gridVersion: { name: 'Second' } });
    expect(created.status).toBe(201);
    expect(created.body.grid.gridVersion.name).toBe('Second');
    const second = created.body.gridVersion;
    expect((await member.client.put(`/api/grids/${id}/versions/${second.id}`, { gridVersion: { name: 'Second (renamed)' } })).body.gridVersion.name).toBe('Second (renamed)');
    expect((await member.client.put(`/api/grids/${id}/versions/${second.id}/publish`)).body.gridVersion.published).toBe(true);
    expect((await member.client.put(`/api/grids/${id}/versions/${second.id}/unpublish`)).body.gridVersion.published).toBe(false);

    const loaded = await member.client.get(`/api/grids/${id}?gridVersionId=${first.id}`);
    expect(loaded.body.grid.gridVersion.id).toBe(first.id);
    const content = loaded.body.grid.content;
    const sheetId = content.sheetIds[0];
    const sheet = content.sheetsById[sheetId];
    const cellId = `${sheet.columnIds[0]}&${sheet.rowIds[0]}`;
    const edited = { ...content, sheetsById: { [sheetId]: { ...sheet, cellsById: { [cellId]: { value: 42 } } } }, updatedAt: loaded.body.grid.gridVersion.updatedAt };
    const saved = await member.client.put(`/api/grids/${id}/versions/${first.id}`, { gridVersion: edited }, { gzip: true });
    expect(saved.status).toBe(200);
    const again = await member.client.get(`/api/grids/${id}?gridVersionId=${first.id}`);
    expect(again.body.grid.content.sheetsById[sheetId].cellsById[cellId].value).toBe(42);

    const stale = await member.client.put(`/api/grids/${id}/versions/${first.id}`, { gridVersion: edited });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed elsewhere/);
    expect((await member.client.get(`/api/grids/${id}/versions/nope`)).status).toBe(405);
    expect((await member.client.put(`/api/grids/${id}/versions/nope`, { gridVersion: { name: 'x' } })).status).toBe(404);
    expect((await member.client.put(`/api/grids/${id}/versions/nope/publish`)).status).toBe(404);
  });

  it('refuses invalid version content with 400 naming the JSON path', async () => {
    const { body } = await member.client.post('/api/grids', {});
    const version = body.grid.gridVersion;
    const content = (await member.client.get(`/api/grids/${body.grid.id}`)).body.grid.content;
    const sheetId = content.sheetIds[0];
    const bad = { ...content, sheetsById: { [sheetId]: { ...content.sheetsById[sheetId], rowsById: { ...content.sheetsById[sheetId].rowsById, [content.sheetsById[sheetId].rowIds[0]]: { id: content.sheetsById[sheetId].rowIds[0], height: '21' } } } } };
    const reply = await member.client.put(`/api/grids/${body.grid.id}/versions/${version.id}`, { gridVersion: bad });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(new RegExp(`sheetsById\\.${sheetId}\\.rowsById\\..*height`));
  });

  it('copies a template to another account only with two or more accounts (or as admin)', async () => {
    const { body } = await member.client.post('/api/grids', { grid: { name: 'To copy' } });
    const denied = await member.client.post(`/api/grids/${body.grid.id}/copy`, { targetAccountId: member.accountId, targetGridName: 'Copy' });
    expect(denied.status).toBe(403);
    const second = await h.admin.post('/api/admin/accounts', { name: 'Second account' });
    await h.admin.post(`/api/admin/accounts/${second.body.account.id}/users/${member.userId}`);
    const noName = await member.client.post(`/api/grids/${body.grid.id}/copy`, { targetAccountId: second.body.account.id, targetGridName: ' ' });
    expect(noName.status).toBe(400);
    const foreign = (await h.admin.get('/api/accounts/current')).body.account.id;
    expect((await member.client.post(`/api/grids/${body.grid.id}/copy`, { targetAccountId: foreign, targetGridName: 'X' })).status).toBe(404);
    const copied = await member.client.post(`/api/grids/${body.grid.id}/copy`, { targetAccountId: second.body.account.id, targetGridName: 'Copied' });
    expect(copied.status).toBe(201);
    expect(copied.body.grid.accountId).toBe(second.body.account.id);
    const accounts = await member.client.get('/api/accounts?includeGrids=true');
    const target = accounts.body.accounts.find((account: { id: number }) => account.id === second.body.account.id);
    expect(target.grids.map((grid: { name: string }) => grid.name)).toEqual(['Copied']);
  });

  it('copies a version into another template, with the spec\'s errors', async () => {
    const source = (await member.client.post('/api/grids', { grid: { name: 'Source' } })).body.grid;
    const target = (await member.client.post('/api/grids', { grid: { name: 'Target' } })).body.grid;
    const path = `/api/grids/${source.id}/versions/${source.gridVersion.id}/copy`;
    expect((await member.client.post(path, { targetAccountId: member.accountId, targetGridId: target.id, targetVersionName: '' })).body.error).toMatch(/version/);
    expect((await member.client.post(path, { targetAccountId: member.accountId, targetGridId: 'missing', targetVersionName: 'V' })).status).toBe(404);
    const copied = await member.client.post(path, { targetAccountId: member.accountId, targetGridId: target.id, targetVersionName: 'From source', publish: true });
    expect(copied.status).toBe(201);
    expect(copied.body.gridVersion).toMatchObject({ name: 'From source', published: true });
    expect(copied.body.grid.gridVersions).toHaveLength(2);
  });

  it('exports a template as xlsx and csv', async () => {
    const grid = (await h.admin.get('/api/grids')).body.grids.find((candidate: { name: string }) => candidate.name === 'Loan calculator');
    const xlsx = await fetch(`${h.server.url}/api/grids/${grid.id}/export`, { headers: { cookie: h.admin.auth.cookie } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toMatch(/Loan calculator\.xlsx/);
    expect(Buffer.from(await xlsx.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
    const csv = await h.admin.get(`/api/grids/${grid.id}/export?csv=true`);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
  });
});
