import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERFLOW_MESSAGES } from '../../plugins/casts/index.js';
import { id, labelled, SHEET, templateFile } from '../plugins/casts/book.js';
import { type Client, type Harness, startHarness } from './harness.js';

// Ten rows of 20 px and three columns of 100 px; A1:C10 hold their own addresses, D-column formulas below.
const cells = {
  ...labelled(10, 3),
  A2: { formula: '=INPUT("price")', data: { type: 'NUMBER', format: '#,##0.00' } },
  B2: { formula: '=IF(CASTING(), "cast", "editor")' },
  B3: { value: 'B3', note: 'Checked by finance' },
};
const template = templateFile({
  rows: 10, cols: 3, cells,
  charts: { ch1: { id: 'ch1', name: 'Chart 1', type: 'bar', sheetId: SHEET, width: 500, height: 300, range: { sheetId: SHEET, fromCellId: id('A1'), toCellId: id('B1') } } },
  casts: {
    Table: { name: 'Table', sheetId: SHEET, castRange: true, fromCellId: id('A1'), toCellId: id('C10'), isDefault: true },
    Top: { name: 'Top', sheetId: SHEET, castRange: true, fromCellId: id('A1'), toCellId: id('B2') },
    Chart: { name: 'Chart', sheetId: SHEET, castChart: true, chartId: 'ch1' },
    Stale: { name: 'Stale', sheetId: 'gone0000' },
  },
});

async function shadowOf(client: Client, input: unknown): Promise<string> {
  const grid = (await client.post('/api/grids', { grid: { name: 'Casts' } })).body.grid;
  const saved = await client.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}`, { gridVersion: template });
  expect(saved.status).toBe(200);
  return (await client.post(`/api/grids/${grid.id}/shadows`, { shadow: { input } })).body.shadow.token;
}

describe('GET /api/shadows/{token}/cast', () => {
  let h: Harness;
  let token: string;
  const cast = (query = '', client?: Client) => (client ?? h.admin).get(`/api/shadows/${token}/cast${query}`);
  beforeAll(async () => {
    h = await startHarness();
    token = await shadowOf(h.admin, { price: 1234.5 });
  });
  afterAll(() => h.close());

  it('lays out the default recommended cast with the shadow\'s values as displayed', async () => {
    const reply = await cast();
    expect(reply.status).toBe(200);
    expect(reply.body.sheet).toEqual({ id: SHEET, name: 'Main' });
    expect(reply.body.rows).toHaveLength(10);
    expect(reply.body.columns.map((column: { id: string }) => column.id)).toEqual(['c1', 'c2', 'c3']);
    expect(reply.body.cellsById[id('A2')]).toMatchObject({ value: 1234.5, text: '1,234.50', numeric: true });
    expect(reply.body.cellsById[id('B2')].text).toBe('cast');
    expect(reply.body.pages).toEqual([{ rowOffset: 0, rowCount: 10, width: 300, height: 200 }]);
    expect(reply.body.overflowing).toEqual({ vertical: null, horizontal: null, messages: [] });
    expect(reply.body).toMatchObject({ chartId: null, rowOffset: 0, repeatHeaderRows: 0, clientId: null, forPdf: false });
  });

  it('lays out a recommended cast by name, and echoes the viewer\'s client id and PDF flag', async () => {
    const reply = await cast('?recommendedCast=top&clientId=viewer-7&forPdf=true');
    expect(reply.status).toBe(200);
    expect(reply.body.rows.map((row: { id: string }) => row.id)).toEqual(['r1', 'r2']);
    expect(Object.keys(reply.body.cellsById).sort()).toEqual([id('A1'), id('A2'), id('B1'), id('B2')].sort());
    expect(reply.body).toMatchObject({ clientId: 'viewer-7', forPdf: true });
  });

  it('splits into pages for the viewport and serves each page by rowOffset', async () => {
    const first = await cast('?viewport=300x100');
    expect(first.body.pages.map((page: { rowOffset: number }) => page.rowOffset)).toEqual([0, 5]);
    expect(first.body.overflowing).toEqual({ vertical: 'warning', horizontal: null, messages: [OVERFLOW_MESSAGES.verticalWarning] });
    const second = await cast('?viewport=300x100&rowOffset=5');
    expect(second.body.rowOffset).toBe(5);
    expect(second.body.rows.map((row: { id: string }) => row.id)).toEqual(['r6', 'r7', 'r8', 'r9', 'r10']);
    expect(second.body.cellsById[id('A6')].text).toBe('A6');
    expect(second.body.cellsById[id('A1')]).toBeUndefined();
  });

  it('reports vertical overflow as an error with pagination disabled, and horizontal overflow as an error', async () => {
    const unpaged = await cast('?viewport=300x100&paginationDisabled=true');
    expect(unpaged.body.pages).toHaveLength(1);
    expect(unpaged.body.overflowing.vertical).toBe('error');
    const narrow = await cast('?viewport=250x1000');
    expect(narrow.body.overflowing).toMatchObject({ vertical: null, horizontal: 'error' });
  });

  it('uses no viewport when a dimension is zero', async () => {
    const reply = await cast('?viewport=0x100');
    expect(reply.status).toBe(200);
    expect(reply.body.pages).toHaveLength(1);
    expect(reply.body.overflowing.vertical).toBeNull();
  });

  it('repeats header rows and applies the overrides of the shadow\'s selected cast', async () => {
    const saved = await h.admin.put(`/api/shadows/${token}/casts/table-sizing`, {
      cast: { recommendedCast: 'Table', repeatHeaderRows: 1, columns: { c3: { hidden: true } }, rows: { r1: { height: 40 } } },
    });
    expect(saved.status).toBe(200);
    const reply = await cast('?viewport=200x100&rowOffset=4');
    expect(reply.body.repeatHeaderRows).toBe(1);
    expect(reply.body.columns[2]).toMatchObject({ id: 'c3', hidden: true });
    // Page 1: r1 (40) + r2 to r4 (20 each); then the header (40) + three rows a page.
    expect(reply.body.pages.map((page: { rowOffset: number }) => page.rowOffset)).toEqual([0, 4, 7]);
    expect(reply.body.rows.map((row: { id: string; header: boolean }) => [row.id, row.header])).toEqual([['r1', true], ['r5', false], ['r6', false], ['r7', false]]);
    expect(reply.body.rows[0].height).toBe(40);
    expect(reply.body.overflowing.horizontal).toBeNull();
  });

  it('casts a chart: its id, its data range\'s values and its SVG drawn by the editor\'s renderer', async () => {
    const reply = await cast('?recommendedCast=Chart&viewport=400x400');
    expect(reply.status).toBe(200);
    expect(reply.body.chartId).toBe('ch1');
    expect(reply.body.chart).toMatchObject({ id: 'ch1', values: [['A1', 'B1']], width: 500, height: 300 });
    // One row under its headers: no data points, so the chart says so.
    expect(reply.body.chart.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* width="500" height="300"/);
    expect(reply.body.chart.svg).toContain('>No Data Entered</text>');
    expect(reply.body.overflowing).toMatchObject({ vertical: null, horizontal: 'error' });
  });

  it('answers 404 with a clear error for an unknown recommended cast or one naming a deleted sheet', async () => {
    const unknown = await cast('?recommendedCast=Nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Recommended cast "Nope" not found.' });
    const stale = await cast('?recommendedCast=Stale');
    expect(stale.status).toBe(404);
    expect(stale.body.error).toMatch(/sheet "gone0000" no longer exists/);
  });

  it.each([
    ['?viewport=wide', /Invalid query\.viewport: expected WIDTHxHEIGHT/],
    ['?rowOffset=-1', /Invalid query\.rowOffset: expected a non-negative integer/],
    ['?rowOffset=1.5', /Invalid query\.rowOffset/],
    ['?rowOffset=10', /rowOffset 10 is outside the cast: it has 10 rows/],
    ['?recommendedCast=', /Invalid query\.recommendedCast/],
  ])('answers 400 to %s', async (query, message) => {
    const reply = await cast(query);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(message);
  });

  it('answers 401 without a session or key, and 404 for a missing or another account\'s shadow', async () => {
    expect((await cast('', h.anon)).status).toBe(401);
    const missing = await h.admin.get('/api/shadows/no-such-token/cast');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Shadow not found.' });
    const member = await h.newMember('Other account');
    const foreign = await cast('', member.client);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'Shadow not found.' });
    const own = await shadowOf(member.client, {});
    expect((await member.client.get(`/api/shadows/${own}/cast?recommendedCast=Top`)).status).toBe(200);
  });

  it('documents its query parameters in /openapi.json', async () => {
    const doc = (await h.anon.get('/openapi.json')).body;
    const names = doc.paths['/api/shadows/{token}/cast'].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['token', 'recommendedCast', 'viewport', 'rowOffset', 'clientId', 'forPdf', 'paginationDisabled']));
  });
});

describe('GET /api/casts/{id}/page', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await shadowOf(h.admin, { price: 1234.5 });
  });
  afterAll(() => h.close());

  it('lays out a selected cast\'s own range with its sizing', async () => {
    await h.admin.put(`/api/shadows/${token}/casts/range-cast`, { cast: { type: 'range', sheetId: SHEET, fromCellId: id('A2'), toCellId: id('B4'), columns: { c2: { hidden: true } } } });
    const reply = await h.admin.get('/api/casts/range-cast/page?viewport=300x40&clientId=v');
    expect(reply.status).toBe(200);
    expect(reply.body.rows.map((row: { id: string }) => row.id)).toEqual(['r2', 'r3']);
    expect(reply.body.columns).toEqual([{ id: 'c1', index: 0, width: 100, hidden: false }, { id: 'c2', index: 1, width: 100, hidden: true }]);
    expect(reply.body.cellsById[id('A2')].text).toBe('1,234.50');
    expect(reply.body.pages.map((page: { rowOffset: number }) => page.rowOffset)).toEqual([0, 2]);
    expect(reply.body.clientId).toBe('v');
  });

  it('lays out the recommended cast a selected cast names, and a chart', async () => {
    await h.admin.put(`/api/shadows/${token}/casts/suggested`, { cast: { type: 'suggestion', recommendedCast: 'Top' } });
    expect((await h.admin.get('/api/casts/suggested/page')).body.rows.map((row: { id: string }) => row.id)).toEqual(['r1', 'r2']);
    await h.admin.put(`/api/shadows/${token}/casts/chart-cast`, { cast: { type: 'chart', sheetId: SHEET, chartId: 'ch1' } });
    const chart = await h.admin.get('/api/casts/chart-cast/page');
    expect(chart.body.chartId).toBe('ch1');
    expect(chart.body.chart.svg).toContain('<svg');
  });

  it('answers 404 for an unknown cast, another account\'s cast or a cast on a deleted sheet, and 400 for a row offset past the end', async () => {
    expect((await h.admin.get('/api/casts/no-such-cast/page')).status).toBe(404);
    const { client: other } = await h.newMember('Elsewhere');
    expect((await other.get('/api/casts/range-cast/page')).status).toBe(404);
    await h.admin.put(`/api/shadows/${token}/casts/stale`, { cast: { type: 'sheet', sheetId: 'gone0000' } });
    const stale = await h.admin.get('/api/casts/stale/page');
    expect(stale.status).toBe(404);
    expect(stale.body.error).toMatch(/no longer exists/);
    expect((await h.admin.get('/api/casts/range-cast/page?rowOffset=3')).status).toBe(400);
  });
});

describe('a cast token as a capability', () => {
  let h: Harness;
  let token: string;
  let gridId: string;
  /** A token the server made: POST /api/shadows/{token}/casts. */
  let shared: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await shadowOf(h.admin, { price: 1234.5 });
    gridId = (await h.admin.get('/api/grids')).body.grids.find((grid: { name: string }) => grid.name === 'Casts').id;
    const created = await h.admin.post(`/api/shadows/${token}/casts`, { cast: { type: 'range', sheetId: SHEET, fromCellId: id('A2'), toCellId: id('B3') } });
    expect(created.status).toBe(201);
    expect(created.body.cast).toMatchObject({ type: 'range', shared: true, token: expect.stringMatching(/^[\w-]{22}$/) });
    shared = created.body.cast.token;
    await h.admin.put(`/api/shadows/${token}/casts/short`, { cast: { type: 'range', sheetId: SHEET, fromCellId: id('A2'), toCellId: id('B3') } });
  });
  afterAll(() => h.close());

  it('shows a server-made token\'s cast without signing in, and to another account, read-only', async () => {
    const reply = await h.anon.get(`/api/casts/${shared}/page`);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.cellsById).sort()).toEqual([id('A2'), id('A3'), id('B2'), id('B3')].sort());
    expect(reply.body.cellsById[id('A2')].text).toBe('1,234.50');
    const { client: other } = await h.newMember('Embedder');
    expect((await other.get(`/api/casts/${shared}/page`)).status).toBe(200);
    expect((await h.anon.get(`/api/casts/${shared}/fonts.css`)).headers.get('content-type')).toMatch(/text\/css/);
    expect((await h.anon.put(`/api/shadows/${token}/casts/${shared}`, { cast: { type: 'sheet' } })).status).toBe(401);
  });

  it('never makes a cast id the caller chose a public link, however long', async () => {
    // The attack: a guessable name of 16 characters or more used to open the cast to anyone.
    const chosen = await h.admin.put(`/api/shadows/${token}/casts/quarterly-report-2024`, { cast: { type: 'range', sheetId: SHEET, fromCellId: id('A2'), toCellId: id('B3') } });
    expect(chosen.body.cast).toMatchObject({ token: 'quarterly-report-2024', shared: false });
    for (const path of ['/page', '/fonts.css', '/pdf']) {
      const reply = await h.anon.get(`/api/casts/quarterly-report-2024${path}`);
      expect(reply.status, path).toBe(401);
      expect(reply.body.error, path).toMatch(/only cast tokens the server made/);
    }
    const { client: other } = await h.newMember('Guesser');
    expect((await other.get('/api/casts/quarterly-report-2024/page')).status).toBe(404);
    // Even one shaped like a server token: the server did not make it.
    await h.admin.put(`/api/shadows/${token}/casts/AAAAAAAAAAAAAAAAAAAAAA`, { cast: { type: 'sheet', sheetId: SHEET } });
    expect((await h.anon.get('/api/casts/AAAAAAAAAAAAAAAAAAAAAA/page')).status).toBe(404);
    // Its account still sees it, signed in.
    expect((await h.admin.get('/api/casts/quarterly-report-2024/page')).status).toBe(200);
  });

  it('sends a viewer by token alone no cell of a hidden row or column, not even its text; the cast\'s account still gets them (the resizer)', async () => {
    const created = await h.admin.post(`/api/shadows/${token}/casts`, {
      cast: { type: 'range', sheetId: SHEET, fromCellId: id('A1'), toCellId: id('C4'), columns: { c2: { hidden: true } }, rows: { r3: { hidden: true } } },
    });
    const hiddenCast: string = created.body.cast.token;
    const hidden = (cellId: string) => cellId.startsWith('c2&') || cellId.endsWith('&r3');
    const viewed = await h.anon.get(`/api/casts/${hiddenCast}/page`);
    expect(viewed.status).toBe(200);
    expect(Object.keys(viewed.body.cellsById).filter(hidden)).toEqual([]);
    expect(JSON.stringify(viewed.body)).not.toMatch(/"B1"|"A3"|"C3"/);
    // The lines are still there, hidden, so the page has the same geometry.
    expect(viewed.body.columns.map((column: { id: string; hidden: boolean }) => [column.id, column.hidden])).toEqual([['c1', false], ['c2', true], ['c3', false]]);
    expect(Object.keys(viewed.body.cellsById).sort()).toEqual([id('A1'), id('A2'), id('A4'), id('C1'), id('C2'), id('C4')].sort());
    const { client: other } = await h.newMember('Hidden viewer');
    expect(Object.keys((await other.get(`/api/casts/${hiddenCast}/page`)).body.cellsById).filter(hidden)).toEqual([]);
    const owner = await h.admin.get(`/api/casts/${hiddenCast}/page`);
    expect(owner.body.cellsById[id('B1')].text).toBe('B1');
    expect(owner.body.cellsById[id('A3')].text).toBe('A3');
  });

  it('sends a viewer by token alone no note (no corner mark, no hover text); the cast\'s account still gets them', async () => {
    const viewed = await h.anon.get(`/api/casts/${shared}/page`);
    expect(viewed.body.cellsById[id('B3')]).toMatchObject({ text: 'B3' });
    expect(viewed.body.cellsById[id('B3')].note).toBeUndefined();
    expect(JSON.stringify(viewed.body)).not.toMatch(/Checked by finance/);
    const { client: other } = await h.newMember('Note reader');
    expect(JSON.stringify((await other.get(`/api/casts/${shared}/page`)).body)).not.toMatch(/Checked by finance/);
    expect((await h.admin.get(`/api/casts/${shared}/page`)).body.cellsById[id('B3')].note).toBe('Checked by finance');
  });

  it('lists a shadow\'s casts for its account, the most recently changed first; nobody else may list them', async () => {
    const made = (await h.admin.post(`/api/shadows/${token}/casts`, { cast: { type: 'sheet', sheetId: SHEET } })).body.cast.token as string;
    const listed = await h.admin.get(`/api/shadows/${token}/casts`);
    expect(listed.status).toBe(200);
    const tokens = listed.body.casts.map((cast: { token: string }) => cast.token);
    expect(tokens[0]).toBe(made);
    expect(tokens).toContain(shared);
    expect(listed.body.casts[0]).toMatchObject({ type: 'sheet', sheetId: SHEET, shared: true, updatedAt: expect.any(String) });
    expect((await h.anon.get(`/api/shadows/${token}/casts`)).status).toBe(401);
    const { client: other } = await h.newMember('Lister');
    expect((await other.get(`/api/shadows/${token}/casts`)).status).toBe(404);
  });

  it('reads nothing else: not the stored cast with its input, other casts, other recommended casts, the shadow or the template', async () => {
    expect((await h.anon.get(`/api/casts/${shared}`)).status).toBe(401);
    expect((await h.anon.get(`/api/casts/${shared}/page?recommendedCast=Top`)).status).toBe(403);
    expect((await h.anon.get('/api/casts/short/page')).status).toBe(401);
    // An unknown token of the server's shape is simply not found (revoked links say so to embedders).
    expect((await h.anon.get('/api/casts/Zm9yZ290dGVuLXRva2VuMA/page')).status).toBe(404);
    expect((await h.anon.get(`/api/shadows/${token}`)).status).toBe(401);
    expect((await h.anon.get(`/api/shadows/${token}/cast`)).status).toBe(401);
    expect((await h.anon.get(`/api/grids/${gridId}`)).status).toBe(401);
    // A chosen token stays the account's own: another account's session does not open it.
    const { client: other } = await h.newMember('Prober');
    expect((await other.get('/api/casts/short/page')).status).toBe(404);
    expect((await h.admin.get('/api/casts/short/page')).status).toBe(200);
  });

  it('moves a chosen id to a server-made token, which opens it; the old one stops working, and so does a revoked one', async () => {
    const moved = await h.admin.post(`/api/shadows/${token}/casts/short/token`);
    expect(moved.status).toBe(200);
    const fresh: string = moved.body.cast.token;
    expect(fresh).toMatch(/^[\w-]{22}$/);
    expect(moved.body.cast).toMatchObject({ type: 'range', fromCellId: id('A2'), shared: true });
    expect((await h.admin.get('/api/casts/short/page')).status).toBe(404);
    expect((await h.anon.get(`/api/casts/${fresh}/page`)).status).toBe(200);
    const { client: other } = await h.newMember('Thief');
    expect((await other.delete(`/api/shadows/${token}/casts/${fresh}`)).status).toBe(404);
    expect((await h.admin.delete(`/api/shadows/${token}/casts/${fresh}`)).status).toBe(200);
    expect((await h.anon.get(`/api/casts/${fresh}/page`)).status).toBe(404);
    expect((await h.admin.delete(`/api/shadows/${token}/casts/${fresh}`)).status).toBe(404);
  });
});

describe('GET /api/shadows/{token}/cast/draft', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await shadowOf(h.admin, { price: 1234.5 });
    await h.admin.put(`/api/shadows/${token}/casts/sized`, { cast: { type: 'sheet', sheetId: SHEET, columns: { c2: { hidden: true } } } });
  });
  afterAll(() => h.close());

  it('lays out an unsaved choice: the plain sheet, or a range with a cast\'s sizing; nothing is stored', async () => {
    const sheet = await h.admin.get(`/api/shadows/${token}/cast/draft?type=sheet&sheetId=${SHEET}`);
    expect(sheet.status).toBe(200);
    expect(sheet.body.columns.map((column: { hidden: boolean }) => column.hidden)).toEqual([false, false, false]);
    expect(sheet.body.cellsById[id('A2')].text).toBe('1,234.50');
    const range = await h.admin.get(`/api/shadows/${token}/cast/draft?${new URLSearchParams({ type: 'range', sheetId: SHEET, fromCellId: id('A2'), toCellId: id('B3'), castToken: 'sized' })}`);
    expect(range.body.rows.map((row: { id: string }) => row.id)).toEqual(['r2', 'r3']);
    expect(range.body.columns).toEqual([{ id: 'c1', index: 0, width: 100, hidden: false }, { id: 'c2', index: 1, width: 100, hidden: true }]);
    expect((await h.admin.get(`/api/shadows/${token}/cast/draft?recommendedCast=Top`)).body.rows.map((row: { id: string }) => row.id)).toEqual(['r1', 'r2']);
    expect((await h.admin.get('/api/casts/sized')).body.cast).toEqual({ type: 'sheet', sheetId: SHEET, columns: { c2: { hidden: true } } });
  });

  it('answers a clear 404 for a sheet or chart that does not exist, and 401/404 outside the account', async () => {
    const missing = await h.admin.get(`/api/shadows/${token}/cast/draft?type=sheet&sheetId=gone0000`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatch(/no longer exists/);
    expect((await h.admin.get(`/api/shadows/${token}/cast/draft?type=chart&sheetId=${SHEET}&chartId=nope`)).status).toBe(404);
    expect((await h.anon.get(`/api/shadows/${token}/cast/draft`)).status).toBe(401);
    const { client: other } = await h.newMember('Drafter');
    expect((await other.get(`/api/shadows/${token}/cast/draft`)).status).toBe(404);
  });
});
