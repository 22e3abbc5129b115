import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlayered } from '../../server/storage/content-source.js';
import { type Harness, startHarness } from './harness.js';
import { type Receiver, startReceiver } from './receiver.js';

// These two read the embedded store's files; npm test runs the rest on PostgreSQL too (harness.ts).
const ON_POSTGRES = process.env.GRIDCAST_TEST_STORE === 'postgres';

describe('server shadows and casts', () => {
  let h: Harness;
  let receiver: Receiver;
  let gridId: string;
  let token: string;
  beforeAll(async () => {
    receiver = await startReceiver();
    h = await startHarness({
      inputOverrideHosts: ['127.0.0.1'], inputOverrides: { timeoutMs: 300, maxResponseBytes: 1024 },
      webhooks: { timeoutMs: 300, attempts: 3, backoffMs: 10, maxResponseBytes: 1024, allowPrivateAddresses: true },
    });
    const grid = (await h.admin.get('/api/grids')).body.grids.find((candidate: { name: string }) => candidate.name === 'Loan calculator');
    gridId = grid.id;
    token = (await h.admin.get(`/api/grids/${gridId}/shadows`)).body.shadows[0].token;
  });
  afterAll(async () => {
    await h.close();
    await receiver.close();
  });

  it('reads the seeded demo shadow recomputed for its input', async () => {
    const reply = await h.admin.get(`/api/shadows/${token}`);
    expect(reply.status).toBe(200);
    expect(reply.body.outputs.monthlyPayment).toBeGreaterThan(0);
    expect(Object.keys(reply.body)).toEqual(expect.arrayContaining(['input', 'paletteLibrary', 'settings', 'castsByToken', 'recommendedCastsByName', 'sheetsById', 'values']));
  });

  it('serves the shadow gzipped to clients that accept it', async () => {
    const response = await fetch(`${h.server.url}/api/shadows/${token}`, { headers: { cookie: h.admin.auth.cookie, 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect((await response.json()).shadow.token).toBe(token);
  });

  it('answers 304 to a client that holds the current body, and the new body once the shadow changes', async () => {
    const mine = (await h.admin.post(`/api/grids/${gridId}/shadows`, {})).body.shadow;
    const first = await h.admin.get(`/api/shadows/${mine.token}`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    // As a browser revalidates (fetch would otherwise add cache-control: no-cache, which asks for the body).
    const revalidate = { 'if-none-match': etag, 'cache-control': 'max-age=0' };
    expect((await h.admin.get(`/api/shadows/${mine.token}`, { headers: revalidate })).status).toBe(304);
    await h.admin.put(`/api/shadows/${mine.token}`, { shadow: { name: 'Changed' } });
    const changed = await h.admin.get(`/api/shadows/${mine.token}`, { headers: revalidate });
    expect(changed.status).toBe(200);
    expect(changed.body.shadow.name).toBe('Changed');
  });

  it('shows a renamed version in the shadow at once', async () => {
    const before = (await h.admin.get(`/api/shadows/${token}`)).body;
    const versionId = before.shadow.gridVersionId;
    const name = before.gridVersions.find((version: { id: string }) => version.id === versionId).name;
    expect((await h.admin.put(`/api/grids/${gridId}/versions/${versionId}`, { gridVersion: { name: 'Renamed for the view' } })).status).toBe(200);
    const after = (await h.admin.get(`/api/shadows/${token}`)).body;
    expect(after.gridVersions.find((version: { id: string }) => version.id === versionId).name).toBe('Renamed for the view');
    await h.admin.put(`/api/grids/${gridId}/versions/${versionId}`, { gridVersion: { name } });
  });

  it('refuses to open a shadow of an unpublished version, by its own version or by gridVersionId, until it is published', async () => {
    const { body } = await h.admin.post('/api/grids', { grid: { name: 'Not yet published' } });
    const versionId = body.grid.gridVersion.id;
    const early = (await h.admin.post(`/api/grids/${body.grid.id}/shadows`, { shadow: { name: 'Early' } })).body.shadow;
    const refused = await h.admin.get(`/api/shadows/${early.token}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^This shadow's version ".+" is not published\. Ask the template's author to publish it\.$/);
    const other = await h.admin.get(`/api/shadows/${token}?gridVersionId=${versionId}`);
    expect(other.status).toBe(404);
    expect((await h.admin.put(`/api/grids/${body.grid.id}/versions/${versionId}/publish`)).status).toBe(200);
    expect((await h.admin.get(`/api/shadows/${early.token}`)).status).toBe(200);
  });

  it('creates, lists, saves and deletes a shadow; its input changes the outputs', async () => {
    const created = await h.admin.post(`/api/grids/${gridId}/shadows`, { shadow: { name: 'Mine', input: { principal: 100000, rate: 0.06, years: 30 } } });
    expect(created.status).toBe(201);
    const mine = created.body.shadow;
    expect((await h.admin.get(`/api/grids/${gridId}/shadows`)).body.shadows.map((s: { name: string }) => s.name)).toContain('Mine');
    const before = (await h.admin.get(`/api/shadows/${mine.token}`)).body;
    const saved = await h.admin.put(`/api/shadows/${mine.token}`, { shadow: { name: 'Mine 2', input: { ...before.input, principal: 50000 }, updatedAt: mine.updatedAt } }, { gzip: true });
    expect(saved.status).toBe(200);
    expect(saved.body.shadow).toMatchObject({ name: 'Mine 2', revision: 1 });
    const after = (await h.admin.get(`/api/shadows/${mine.token}`)).body;
    expect(after.input.principal).toBe(50000);
    expect(JSON.stringify(after.outputs)).not.toBe(JSON.stringify(before.outputs));
    expect((await h.admin.delete(`/api/grids/${gridId}/shadows/${mine.id}`)).body).toEqual({ ok: true });
    expect((await h.admin.get(`/api/shadows/${mine.token}`)).status).toBe(404);
  });

  it("keeps a shadow's tables: saved with its sheets, they feed its structured references", async () => {
    const mine = (await h.admin.post(`/api/grids/${gridId}/shadows`, {})).body.shadow;
    const { sheetIds, sheetsById } = (await h.admin.get(`/api/shadows/${mine.token}`)).body;
    const sheet = sheetsById[sheetIds[0]];
    const [r1, r2, r3] = sheet.rowIds;
    const [u, w] = [sheet.columnIds[20], sheet.columnIds[22]];
    const cellsById = { ...sheet.cellsById, [`${u}&${r1}`]: { value: 'Qty' }, [`${u}&${r2}`]: { value: 2 }, [`${u}&${r3}`]: { value: 3 }, [`${w}&${r1}`]: { formula: '=SUM(Stock[Qty])' } };
    const tablesById = { tb1: { id: 'tb1', name: 'Stock', sheetId: sheet.id, fromCellId: `${u}&${r1}`, toCellId: `${u}&${r3}`, headerRow: true, totalsRow: false, columns: [{ name: 'Qty' }] } };
    const saved = await h.admin.put(`/api/shadows/${mine.token}`, { shadow: { sheetIds, sheetsById: { ...sheetsById, [sheet.id]: { ...sheet, cellsById } }, tablesById } });
    expect(saved.status).toBe(200);
    const read = (await h.admin.get(`/api/shadows/${mine.token}`)).body;
    expect(read.tablesById.tb1.name).toBe('Stock');
    expect(read.values[sheet.name].W1).toBe(5);
  });

  it.skipIf(ON_POSTGRES)('stores a save\'s sheets as sent, with the content it did not send kept, readable after a restart', async () => {
    const mine = (await h.admin.post(`/api/grids/${gridId}/shadows`, { shadow: { input: { principal: 1 } } })).body.shadow;
    const { sheetIds, sheetsById, namedRangesById } = (await h.admin.get(`/api/shadows/${mine.token}`)).body;
    const saved = await h.admin.put(`/api/shadows/${mine.token}`, { shadow: { name: 'Sent', input: { principal: 2 }, sheetIds, sheetsById, unknown: 'dropped' } }, { gzip: true });
    expect(saved.status).toBe(200);
    // What a restarted server reads: the content file, not the in-memory cache.
    const records = JSON.parse(await readFile(join(h.dataDir, 'gridcast.json'), 'utf8'));
    const key = records.shadows.find((shadow: { token: string }) => shadow.token === mine.token).contentKey;
    const stored = unlayered(JSON.parse(await readFile(join(h.dataDir, 'content', `${key}.json`), 'utf8')));
    expect(stored).toMatchObject({ input: { principal: 2 }, sheetIds, sheetsById, namedRangesById });
    expect(Object.keys(stored as object)).not.toContain('unknown');
    expect(Object.keys(stored as object)).not.toContain('name');
  });

  it.skipIf(ON_POSTGRES)('checks a save that changes a few cells of the last one, stores it, and still refuses a bad cell with its path', async () => {
    const mine = (await h.admin.post(`/api/grids/${gridId}/shadows`, {})).body.shadow;
    const { sheetIds, sheetsById } = (await h.admin.get(`/api/shadows/${mine.token}`)).body;
    const sheetId = sheetIds[0];
    const cellId = Object.keys(sheetsById[sheetId].cellsById)[0];
    const withCell = (cell: unknown) => ({ shadow: { sheetIds, sheetsById: { ...sheetsById, [sheetId]: { ...sheetsById[sheetId], cellsById: { ...sheetsById[sheetId].cellsById, [cellId]: cell } } } } });
    expect((await h.admin.put(`/api/shadows/${mine.token}`, withCell({ value: 1 }), { gzip: true })).status).toBe(200);
    expect((await h.admin.put(`/api/shadows/${mine.token}`, withCell({ value: 'changed <script>' }), { gzip: true })).status).toBe(200);
    const read = (await h.admin.get(`/api/shadows/${mine.token}`)).body;
    expect(read.shadow.revision).toBe(2);
    expect(read.sheetsById[sheetId].cellsById[cellId].value).toBe('changed <script>');
    // The second save was accepted as one edited cell of the first, and stored as a patch of it.
    const records = JSON.parse(await readFile(join(h.dataDir, 'gridcast.json'), 'utf8'));
    expect(records.shadows.find((shadow: { token: string }) => shadow.token === mine.token).contentKey).toMatch(/^shadow-log\d+-\d+-\d+$/);
    const bad = await h.admin.put(`/api/shadows/${mine.token}`, withCell({ formula: 'SUM(A1)' }), { gzip: true });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain(`cellsById.${cellId}.formula`);
    const malformed = await fetch(`${h.server.url}/api/shadows/${mine.token}`, { method: 'PUT', headers: { cookie: h.admin.auth.cookie, 'content-type': 'application/json' }, body: JSON.stringify(withCell({ value: 2 })).slice(0, -3) });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toMatch(/Malformed JSON body/);
    expect((await h.admin.get(`/api/shadows/${mine.token}`)).body.shadow.revision).toBe(2);
  });

  it('stores each of many concurrent gzip saves with its own cells', async () => {
    const shadows = await Promise.all(Array.from({ length: 6 }, async () => (await h.admin.post(`/api/grids/${gridId}/shadows`, {})).body.shadow));
    const { sheetIds, sheetsById } = (await h.admin.get(`/api/shadows/${shadows[0].token}`)).body;
    const sheetId = sheetIds[0];
    const cellId = Object.keys(sheetsById[sheetId].cellsById)[0];
    const withValue = (value: string) => ({ shadow: { sheetIds, sheetsById: { ...sheetsById, [sheetId]: { ...sheetsById[sheetId], cellsById: { ...sheetsById[sheetId].cellsById, [cellId]: { value } } } } } });
    for (let round = 0; round < 3; round++) {
      const saves = await Promise.all(shadows.map((shadow, i) => h.admin.put(`/api/shadows/${shadow.token}`, withValue(`shadow ${i} round ${round}`), { gzip: true })));
      expect(saves.map((save) => save.status)).toEqual(shadows.map(() => 200));
    }
    const values = await Promise.all(shadows.map(async (shadow) => (await h.admin.get(`/api/shadows/${shadow.token}`)).body.sheetsById[sheetId].cellsById[cellId].value));
    expect(values).toEqual(shadows.map((_, i) => `shadow ${i} round 2`));
  });

  it('refuses a stale save with 409 and keeps the newer one', async () => {
    const mine = (await h.admin.post(`/api/grids/${gridId}/shadows`, {})).body.shadow;
    const first = await h.admin.put(`/api/shadows/${mine.token}`, { shadow: { name: 'First', updatedAt: mine.updatedAt } });
    expect(first.status).toBe(200);
    const stale = await h.admin.put(`/api/shadows/${mine.token}`, { shadow: { name: 'Stale', updatedAt: mine.updatedAt } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatch(/changed elsewhere since you loaded it/);
    expect((await h.admin.get(`/api/shadows/${mine.token}`)).body.shadow.name).toBe('First');
  });

  it('stores nothing for onlyCache saves', async () => {
    const mine = (await h.admin.post(`/api/grids/${gridId}/shadows`, {})).body.shadow;
    const reply = await h.admin.put(`/api/shadows/${mine.token}`, { onlyCache: true, shadow: { name: 'Ignored' } });
    expect(reply.status).toBe(200);
    expect((await h.admin.get(`/api/shadows/${mine.token}`)).body.shadow).toMatchObject({ name: 'Untitled shadow', revision: 0 });
  });

  it('validates a shadow save: wrong types 400 with the field, bad sheets 400 with the path', async () => {
    const mine = (await h.admin.post(`/api/grids/${gridId}/shadows`, {})).body.shadow;
    const wrong = await h.admin.put(`/api/shadows/${mine.token}`, { shadow: { sheetIds: 'nope' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/body\.shadow\.sheetIds/);
    const bad = await h.admin.put(`/api/shadows/${mine.token}`, { shadow: { sheetIds: ['missing'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/sheet/);
  });

  it('answers 404 for another account\'s shadow', async () => {
    const member = await h.newMember('Shadow outsider');
    expect((await member.client.get(`/api/shadows/${token}`)).status).toBe(404);
    expect((await member.client.put(`/api/shadows/${token}`, { shadow: { name: 'x' } })).status).toBe(404);
    expect((await member.client.put(`/api/shadows/${token}/casts/c1`, { cast: {} })).status).toBe(404);
  });

  it('fires webhooks after a save with outputs and context, retrying failures, recording deliveries', async () => {
    let calls = 0;
    receiver.respond = () => (++calls === 1 ? { status: 500, body: 'nope' } : { status: 200, body: '{}' });
    const hook = (await h.admin.post('/api/webhooks', { url: `${receiver.url}/hook` })).body.webhook;
    const mine = (await h.admin.post(`/api/grids/${gridId}/shadows`, { shadow: { input: { principal: 1000, rate: 0.05, years: 1 } } })).body.shadow;
    const saved = await h.admin.put(`/api/shadows/${mine.token}`, { shadow: { name: 'Hooked' } }, { headers: { 'x-context': 'crm=42' } });
    expect(saved.status).toBe(200);
    await new Promise((done) => setTimeout(done, 100));
    await h.server.idle();
    const hits = receiver.received.filter((entry) => entry.path === '/hook');
    expect(hits.length).toBe(2);
    const event = JSON.parse(hits[1].body);
    expect(event).toMatchObject({ event: 'shadow.saved', shadowToken: mine.token, gridId, context: 'crm=42' });
    expect(event.outputs.monthlyPayment).toBeGreaterThan(0);
    const deliveries = (await h.admin.get(`/api/webhooks/${hook.id}/deliveries`)).body.deliveries;
    expect(deliveries.at(-1)).toMatchObject({ status: 'delivered', attempts: 2, statusCode: 200 });
    await h.admin.delete(`/api/webhooks/${hook.id}`);
  });

  it('a webhook that never answers fails after its retries without slowing the save', async () => {
    receiver.respond = () => ({ status: 200, body: '{}', delayMs: 2000 });
    const hook = (await h.admin.post('/api/webhooks', { url: `${receiver.url}/slow` })).body.webhook;
    const mine = (await h.admin.post(`/api/grids/${gridId}/shadows`, {})).body.shadow;
    expect((await h.admin.put(`/api/shadows/${mine.token}`, { shadow: { name: 'Slow hook' } })).status).toBe(200);
    // The save answered before the delivery ended: its three attempts take at least 3 x 300 ms, and a
    // delivery is recorded only when it ends.
    expect((await h.admin.get(`/api/webhooks/${hook.id}/deliveries`)).body.deliveries).toEqual([]);
    await new Promise((done) => setTimeout(done, 100));
    await h.server.idle();
    const deliveries = (await h.admin.get(`/api/webhooks/${hook.id}/deliveries`)).body.deliveries;
    expect(deliveries.at(-1)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(deliveries.at(-1).error).toMatch(/no answer within 300 ms/);
    await h.admin.delete(`/api/webhooks/${hook.id}`);
  });

  it('applies inputOverridesUrl from an allow-listed host only, with a size limit', async () => {
    receiver.respond = (path) => (path === '/big' ? { status: 200, body: JSON.stringify({ pad: 'x'.repeat(5000) }) } : { status: 200, body: JSON.stringify({ principal: 1000 }) });
    const overridden = await h.admin.get(`/api/shadows/${token}?inputOverridesUrl=${encodeURIComponent(`${receiver.url}/overrides`)}`);
    expect(overridden.status).toBe(200);
    expect(overridden.body.input).toMatchObject({ principal: 1000, rate: 0.065 });
    // The shadow's own input comes apart from it: what the Input section saves over.
    expect(overridden.body.ownInput).toMatchObject({ rate: 0.065 });
    expect(overridden.body.ownInput.principal).not.toBe(1000);
    const notAllowed = await h.admin.get(`/api/shadows/${token}?inputOverridesUrl=${encodeURIComponent('http://localhost:1/x')}`);
    expect(notAllowed.status).toBe(403);
    expect(notAllowed.body.error).toMatch(/allow-list/);
    const big = await h.admin.get(`/api/shadows/${token}?inputOverridesUrl=${encodeURIComponent(`${receiver.url}/big`)}`);
    expect(big.status).toBe(502);
    expect(big.body.error).toMatch(/larger than 1024 bytes/);
    // Nested past a request body's limit (100,000 levels deep within the default 1 MB was a 500).
    receiver.respond = () => ({ status: 200, body: `{"deep":${'['.repeat(70)}1${']'.repeat(70)}}` });
    const deep = await h.admin.get(`/api/shadows/${token}?inputOverridesUrl=${encodeURIComponent(`${receiver.url}/deep`)}`);
    expect(deep.status).toBe(502);
    expect(deep.body.error).toBe('Could not use inputOverridesUrl: it returned JSON nested more than 64 levels deep.');
  });

  it('reads a shadow against another version with gridVersionId, once that version is published', async () => {
    const version = (await h.admin.post(`/api/grids/${gridId}/versions`, { gridVersion: { name: 'Other' } })).body.gridVersion;
    expect((await h.admin.get(`/api/shadows/${token}?gridVersionId=${version.id}`)).status).toBe(409);
    await h.admin.put(`/api/grids/${gridId}/versions/${version.id}/publish`);
    const reply = await h.admin.get(`/api/shadows/${token}?gridVersionId=${version.id}`);
    expect(reply.body.shadow.gridVersionId).toBe(version.id);
    expect((await h.admin.get(`/api/shadows/${token}?gridVersionId=nope`)).status).toBe(404);
  });

  it('stores casts and reads them back by token', async () => {
    const sheetId = (await h.admin.get(`/api/shadows/${token}`)).body.sheetIds[0];
    const put = await h.admin.put(`/api/shadows/${token}/casts/cast-1`, { cast: { type: 'sheet', sheetId, repeatHeaderRows: 1 } });
    expect(put.status).toBe(200);
    expect((await h.admin.put(`/api/shadows/${token}/casts/cast-1`, { cast: { repeatHeaderRows: 9 } })).body.error).toMatch(/body\.cast\.repeatHeaderRows/);
    const cast = await h.admin.get('/api/casts/cast-1');
    expect(cast.body.cast.repeatHeaderRows).toBe(1);
    expect(cast.body.sheet.id).toBe(sheetId);
    expect(Object.keys(cast.body.values).length).toBeGreaterThan(0);
    expect((await h.admin.get(`/api/shadows/${token}`)).body.castsByToken['cast-1'].sheetId).toBe(sheetId);
    expect((await h.admin.get('/api/casts/none')).status).toBe(404);
  });

  it('exports a shadow as xlsx', async () => {
    const response = await fetch(`${h.server.url}/api/shadows/${token}/export`, { headers: { cookie: h.admin.auth.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/\.xlsx/);
  });
});

describe('server webhooks by default', () => {
  it('never call private or loopback addresses', async () => {
    const receiver = await startReceiver();
    const h = await startHarness();
    try {
      const hook = (await h.admin.post('/api/webhooks', { url: `${receiver.url}/internal` })).body.webhook;
      const grid = (await h.admin.get('/api/grids')).body.grids[0];
      const shadow = (await h.admin.get(`/api/grids/${grid.id}/shadows`)).body.shadows[0];
      expect((await h.admin.put(`/api/shadows/${shadow.token}`, { shadow: { name: 'x' } })).status).toBe(200);
      await new Promise((done) => setTimeout(done, 100));
      await h.server.idle();
      expect(receiver.received).toHaveLength(0);
      const deliveries = (await h.admin.get(`/api/webhooks/${hook.id}/deliveries`)).body.deliveries;
      expect(deliveries.at(-1)).toMatchObject({ status: 'failed', attempts: 0 });
    } finally {
      await h.close();
      await receiver.close();
    }
  });
});
