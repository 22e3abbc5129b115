import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelled, SHEET, templateFile } from '../plugins/casts/book.js';
import { readPdf } from '../support/pdf.js';
import { Client, type Harness, startHarness } from './harness.js';

// Ten rows of 20 px and three columns of 100 px holding their own addresses. A 300x80 viewport takes four
// rows a page: pages at row offsets 0, 4 and 8 (4, 4 and 2 rows). A bar chart of A2:B4 (texts and numbers).
const template = templateFile({
  rows: 10, cols: 3,
  cells: { ...labelled(10, 3), B2: { value: 3 }, B3: { value: 5 }, B4: { value: 2 } },
  charts: { ch1: { id: 'ch1', name: 'Sales chart', type: 'bar', sheetId: SHEET, width: 500, height: 300, range: { sheetId: SHEET, fromCellId: 'c1&r2', toCellId: 'c2&r4' } } },
  casts: {
    Chart: { name: 'Chart', sheetId: SHEET, castChart: true, chartId: 'ch1' },
    Table: { name: 'Table', sheetId: SHEET, castRange: true, fromCellId: 'c1&r1', toCellId: 'c3&r10', isDefault: true },
    Stale: { name: 'Stale', sheetId: 'gone0000' },
  },
});

async function shadowOf(client: Client): Promise<string> {
  const grid = (await client.post('/api/grids', { grid: { name: 'Printed' } })).body.grid;
  const saved = await client.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}`, { gridVersion: template });
  expect(saved.status).toBe(200);
  return (await client.post(`/api/grids/${grid.id}/shadows`, { shadow: { input: {} } })).body.shadow.token;
}

/** The numbers the chart draws, in place of those cells' addresses. */
const NUMBERS: Record<string, string> = { B2: '3', B3: '5', B4: '2' };

/** The text of rows first..last (1-based) of the cast, as pdftotext reads a page of it. */
const rowsText = (first: number, last: number): string =>
  Array.from({ length: last - first + 1 }, (_, i) => ['A', 'B', 'C'].map((column) => NUMBERS[`${column}${first + i}`] ?? `${column}${first + i}`).join(' ')).join(' ');

async function pdfOf(client: Client, path: string): Promise<{ status: number; type: string | null; body: Buffer; json?: { error: string } }> {
  const response = await fetch(client.baseUrl + path, { headers: client.auth });
  const body = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type');
  return { status: response.status, type, body, json: type?.startsWith('application/json') ? JSON.parse(body.toString()) : undefined };
}

/** Chromium processes this test process started (the printers' browsers). */
function chromiumChildren(): number {
  const listed = spawnSync('ps', ['-o', 'comm=', '--ppid', String(process.pid)], { encoding: 'utf8' }).stdout;
  return listed.split('\n').filter((name) => name.includes('chrom')).length;
}

/** The web app built once for this file (the server serves the cast viewer from it). */
let web: string;
beforeAll(() => {
  web = mkdtempSync(join(tmpdir(), 'gridcast-pdf-web-'));
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', web, '--emptyOutDir'], { stdio: 'inherit', timeout: 180_000 });
}, 180_000);
afterAll(() => rmSync(web, { recursive: true, force: true }));

describe('GET /api/shadows/{token}/cast/pdf', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness({ webDist: web });
    token = await shadowOf(h.admin);
  });
  afterAll(() => h?.close());

  it('prints a three-page cast: one PDF page per cast page, each with its rows as text', async () => {
    const reply = await pdfOf(h.admin, `/api/shadows/${token}/cast/pdf?paper=content&viewport=300x80`);
    expect(reply.status).toBe(200);
    expect(reply.type).toBe('application/pdf');
    const pdf = readPdf(reply.body);
    expect(pdf.renderedPages).toBe(3);
    expect(pdf.pageTexts).toEqual([rowsText(1, 4), rowsText(5, 8), rowsText(9, 10)]);
    // Every page has the largest page's size (300x80 px is 225x60 pt).
    expect(pdf.pageSizes).toEqual(Array(3).fill({ width: 225, height: 60 }));
  });

  it('prints one page for a row offset, and the whole cast on one page without a viewport', async () => {
    const page = readPdf((await pdfOf(h.admin, `/api/shadows/${token}/cast/pdf?paper=content&viewport=300x80&rowOffset=4`)).body);
    expect(page.pageTexts).toEqual([rowsText(5, 8)]);
    const whole = readPdf((await pdfOf(h.admin, `/api/shadows/${token}/cast/pdf?paper=content&recommendedCast=table`)).body);
    expect(whole.pageTexts).toEqual([rowsText(1, 10)]);
    expect(whole.pageSizes).toEqual([{ width: 225, height: 150 }]);
  });

  it('prints a sheet\'s frozen row above every page of a cast that starts below it (print titles), and no note', async () => {
    const titled = templateFile({
      rows: 40, cols: 4, cells: { ...labelled(40, 4), B12: { value: 'B12', note: 'Never printed' } },
      casts: { Titled: { name: 'Titled', sheetId: SHEET, castRange: true, fromCellId: 'c2&r10', toCellId: 'c4&r40', isDefault: true } },
    }) as { sheetsById: Record<string, Record<string, unknown>> };
    titled.sheetsById[SHEET].frozen = { rows: 1, columns: 0 };
    const grid = (await h.admin.post('/api/grids', { grid: { name: 'Titled' } })).body.grid;
    expect((await h.admin.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}`, { gridVersion: titled })).status).toBe(200);
    const shadow = (await h.admin.post(`/api/grids/${grid.id}/shadows`, { shadow: { input: {} } })).body.shadow.token as string;
    // B10:D40 is 31 rows of 20 px; 300x100 px holds the title row and four rows: eight pages.
    const pdf = readPdf((await pdfOf(h.admin, `/api/shadows/${shadow}/cast/pdf?paper=content&viewport=300x100`)).body);
    const line = (row: number) => ['B', 'C', 'D'].map((column) => `${column}${row}`).join(' ');
    const page = (first: number, last: number) => [line(1), ...Array.from({ length: last - first + 1 }, (_, i) => line(first + i))].join(' ');
    expect(pdf.pageTexts).toEqual([page(10, 13), page(14, 17), page(18, 21), page(22, 25), page(26, 29), page(30, 33), page(34, 37), page(38, 40)]);
  });

  it('prints a tagged PDF: the cast a table of rows and cells in reading order, as pdftotext reads it', async () => {
    const reply = await pdfOf(h.admin, `/api/shadows/${token}/cast/pdf?paper=content&viewport=300x80`);
    const pdf = readPdf(reply.body);
    expect(pdf.tagged).toBe(true);
    // A table a page, a row of three cells for each of the cast's rows, the cells' texts in row order.
    const elements = pdf.structure.split('\n').map((line) => line.trim());
    expect(elements.filter((line) => line === 'Table (block)')).toHaveLength(3);
    expect(elements.filter((line) => line === 'TR')).toHaveLength(10);
    expect(elements.filter((line) => line === 'TD:')).toHaveLength(30);
    const texts = elements.filter((line) => /^"[^"]+"$/.test(line)).map((line) => line.slice(1, -1));
    expect(texts.join(' ')).toBe(rowsText(1, 10));
    expect(pdf.pageTexts.join(' ')).toBe(rowsText(1, 10));
  });

  it('prints a chart cast on one page of the chart\'s size, its labels as text', async () => {
    const reply = await pdfOf(h.admin, `/api/shadows/${token}/cast/pdf?paper=content&recommendedCast=Chart`);
    expect(reply.status).toBe(200);
    const pdf = readPdf(reply.body);
    expect(pdf.renderedPages).toBe(1);
    // 500x300 px is 375x225 pt.
    expect(pdf.pageSizes).toEqual([{ width: 375, height: 225 }]);
    expect(pdf.pageTexts[0]).toContain('A3');
    // Tagged, the chart is a figure (its alternative text the chart's description).
    expect(pdf.tagged).toBe(true);
    expect(pdf.structure).toMatch(/^\s+Figure$/m);
  });

  it('prints for a caller with an API key, and keeps other accounts\' shadows out of reach', async () => {
    const member = await h.newMember('Printing member');
    const own = await shadowOf(member.client);
    const withKey = await pdfOf(new Client(h.server.url, { 'x-api-key': member.apiKey }), `/api/shadows/${own}/cast/pdf?paper=content&viewport=300x80`);
    expect(withKey.status).toBe(200);
    expect(readPdf(withKey.body).renderedPages).toBe(3);
    const other = await pdfOf(member.client, `/api/shadows/${token}/cast/pdf`);
    expect(other.status).toBe(404);
  });

  it('draws a cell in the account\'s branding font: the font is embedded in the PDF', async () => {
    const member = await h.newMember('Font printing');
    const form = new FormData();
    form.set('name', 'Brand Mono');
    form.set('style', 'regular');
    // A real font Chromium draws with: Debian's DejaVu Sans Mono, which no other cell of this cast asks for.
    form.set('file', new Blob([new Uint8Array(readFileSync('/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf'))]), 'BrandMono.ttf');
    expect((await member.client.request('POST', '/api/accounts/current/fonts', { form })).status).toBe(201);
    const grid = (await member.client.post('/api/grids', { grid: { name: 'Branded' } })).body.grid;
    const branded = templateFile({ rows: 2, cols: 1, cells: { A1: { value: 'Branded', format: { fontFamily: 'Brand Mono' } } } });
    expect((await member.client.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}`, { gridVersion: branded })).status).toBe(200);
    const shadow = (await member.client.post(`/api/grids/${grid.id}/shadows`, { shadow: { input: {} } })).body.shadow.token as string;
    const reply = await pdfOf(member.client, `/api/shadows/${shadow}/cast/pdf`);
    expect(reply.status).toBe(200);
    expect(readPdf(reply.body).pageTexts[0]).toContain('Branded');
    const dir = mkdtempSync(join(tmpdir(), 'pdf-fonts-'));
    try {
      writeFileSync(join(dir, 'cast.pdf'), reply.body);
      expect(execFileSync('pdffonts', [join(dir, 'cast.pdf')], { encoding: 'utf8' })).toMatch(/DejaVuSansMono/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints a selected cast by its token, without signing in for a token the server made; revoked, it is a 404', async () => {
    const created = await h.admin.post(`/api/shadows/${token}/casts`, { cast: { type: 'range', sheetId: SHEET, fromCellId: 'c1&r1', toCellId: 'c2&r10' } });
    const castToken: string = created.body.cast.token;
    const reply = await pdfOf(h.anon, `/api/casts/${castToken}/pdf?paper=content&viewport=200x80`);
    expect(reply.status).toBe(200);
    expect(reply.type).toBe('application/pdf');
    const pdf = readPdf(reply.body);
    const twoColumns = (first: number, last: number) => rowsText(first, last).replace(/ C\d+/g, '');
    expect(pdf.pageTexts).toEqual([twoColumns(1, 4), twoColumns(5, 8), twoColumns(9, 10)]);
    expect(pdf.pageSizes).toEqual(Array(3).fill({ width: 150, height: 60 }));
    await h.admin.put(`/api/shadows/${token}/casts/short`, { cast: { type: 'sheet', sheetId: SHEET } });
    expect((await pdfOf(h.anon, '/api/casts/short/pdf')).status).toBe(401);
    expect((await pdfOf(h.admin, '/api/casts/short/pdf')).status).toBe(200);
    expect((await h.admin.delete(`/api/shadows/${token}/casts/${castToken}`)).status).toBe(200);
    expect(await pdfOf(h.anon, `/api/casts/${castToken}/pdf`)).toMatchObject({ status: 404, json: { error: 'Cast not found.' } });
  });

  it('answers bad requests with a clear error and no PDF', async () => {
    const unknown = await pdfOf(h.admin, '/api/shadows/no-such-token/cast/pdf');
    expect(unknown).toMatchObject({ status: 404, json: { error: 'Shadow not found.' } });
    const anonymous = await pdfOf(h.anon, `/api/shadows/${token}/cast/pdf`);
    expect(anonymous.status).toBe(401);
    const textViewport = await pdfOf(h.admin, `/api/shadows/${token}/cast/pdf?viewport=wide`);
    expect(textViewport).toMatchObject({ status: 400, json: { error: 'Invalid query.viewport: expected WIDTHxHEIGHT in pixels, e.g. 800x600' } });
    const pastTheEnd = await pdfOf(h.admin, `/api/shadows/${token}/cast/pdf?viewport=300x80&rowOffset=10`);
    expect(pastTheEnd.status).toBe(400);
    expect(pastTheEnd.json?.error).toMatch(/^rowOffset 10 is outside the cast/);
    const deletedSheet = await pdfOf(h.admin, `/api/shadows/${token}/cast/pdf?recommendedCast=Stale`);
    expect(deletedSheet.status).toBe(404);
    const unknownCast = await pdfOf(h.admin, `/api/shadows/${token}/cast/pdf?recommendedCast=Nope`);
    expect(unknownCast.status).toBe(404);
    // The printer still prints after all that.
    expect((await pdfOf(h.admin, `/api/shadows/${token}/cast/pdf?viewport=300x80`)).status).toBe(200);
  });

  it('prints on paper: A4 by default, Letter for an en-US account or paper=letter, turned for landscape; the cast scaled to the page width, its rows paged by the paper, page numbers at the bottom', async () => {
    // 120 rows of 20 px and three columns of 100 px: 300 px grows to the width inside the margins (at most 2x).
    const long = templateFile({ rows: 120, cols: 3, cells: labelled(120, 3) });
    const grid = (await h.admin.post('/api/grids', { grid: { name: 'Long' } })).body.grid;
    expect((await h.admin.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}`, { gridVersion: long })).status).toBe(200);
    const shadow = (await h.admin.post(`/api/grids/${grid.id}/shadows`, { shadow: { input: {} } })).body.shadow.token as string;
    // A viewport is the on-screen viewer's: on paper the pages are the paper's.
    const a4 = readPdf((await pdfOf(h.admin, `/api/shadows/${shadow}/cast/pdf?viewport=300x80`)).body);
    // A4 is 595 x 842 pt; at 2x, 1027 px of height inside the margins hold 25 rows of 20 px: five pages.
    expect(a4.pageSizes).toEqual(Array(5).fill({ width: 595, height: 842 }));
    expect(a4.pageTexts[0]).toMatch(/^A1 B1 C1 .* A25 B25 C25 1 ?\/ ?5$/);
    expect(a4.pageTexts[4]).toMatch(/^A101 B101 C101 .* A120 B120 C120 5 ?\/ ?5$/);

    const letter = readPdf((await pdfOf(h.admin, `/api/shadows/${shadow}/cast/pdf?paper=letter&orientation=landscape`)).body);
    expect(letter.pageSizes[0]).toEqual({ width: 792, height: 612 });
    // Landscape Letter: 2x still (960 px across); 696 px down, 348 px of rows at 2x, hold 17 rows.
    expect(letter.pageTexts[0]).toMatch(/A17 B17 C17 1 ?\/ ?8$/);

    // The account's locale chooses the paper when the request does not; then the caller's browser's.
    const current = (await h.admin.get('/api/accounts/current')).body.account;
    expect((await h.admin.put('/api/accounts/current', { account: { settings: { locale: 'en-US' }, updatedAt: current.updatedAt } })).status).toBe(200);
    expect(readPdf((await pdfOf(h.admin, `/api/shadows/${shadow}/cast/pdf`)).body).pageSizes[0]).toEqual({ width: 612, height: 792 });
    const reset = (await h.admin.get('/api/accounts/current')).body.account;
    expect((await h.admin.put('/api/accounts/current', { account: { settings: { locale: 'en-GB' }, updatedAt: reset.updatedAt } })).status).toBe(200);
    expect(readPdf((await pdfOf(h.admin, `/api/shadows/${shadow}/cast/pdf`)).body).pageSizes[0]).toEqual({ width: 595, height: 842 });
  });

  it('is described in the OpenAPI document as answering application/pdf', async () => {
    const spec = (await h.anon.get('/openapi.json')).body;
    const byToken = spec.paths['/api/casts/{id}/pdf'].get;
    expect(Object.keys(byToken.responses['200'].content)).toEqual(['application/pdf']);
    expect(byToken.security).toEqual([]);
    const route = spec.paths['/api/shadows/{token}/cast/pdf'].get;
    expect(Object.keys(route.responses['200'].content)).toEqual(['application/pdf']);
    expect(route.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(expect.arrayContaining(['token', 'viewport', 'rowOffset', 'recommendedCast']));
    expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['404', '503', '504']));
  });
});

describe('a cast viewer that never says it is painted', () => {
  let h: Harness;
  let token: string;
  let hanging: string;
  let closed = false;
  beforeAll(async () => {
    // A web build whose cast page never marks #cast-root ready.
    hanging = mkdtempSync(join(tmpdir(), 'gridcast-pdf-hang-'));
    writeFileSync(join(hanging, 'index.html'), '<!doctype html><title>Gridcast</title>');
    writeFileSync(join(hanging, 'cast.html'), '<!doctype html><div id="cast-root">Drawing forever</div>');
    h = await startHarness({ webDist: hanging, pdf: { timeoutMs: 2000, concurrency: 1, queueLimit: 0 } });
    token = await shadowOf(h.admin);
  });
  afterAll(async () => {
    if (!closed) await h?.close();
    rmSync(hanging, { recursive: true, force: true });
  });

  it('stops the job at the time limit with 504, refuses what the full queue cannot take with 503, and prints again after', async () => {
    const path = `/api/shadows/${token}/cast/pdf`;
    const hung = pdfOf(h.admin, path);
    await new Promise((done) => setTimeout(done, 300));
    const refused = await pdfOf(h.admin, path);
    expect(refused).toMatchObject({ status: 503, json: { error: 'The PDF printer is busy: too many PDFs are waiting. Try again in a moment.' } });
    expect(await hung).toMatchObject({ status: 504, json: { error: 'The cast did not finish drawing within 2 s, so no PDF was printed.' } });
    // The browser was restarted: the next job runs (and hangs) in a new one, and is stopped the same way.
    expect((await pdfOf(h.admin, path)).status).toBe(504);
  });

  it('closes its browser when the server stops, even in the middle of a job', async () => {
    const printing = pdfOf(h.admin, `/api/shadows/${token}/cast/pdf`).catch(() => undefined);
    await new Promise((done) => setTimeout(done, 1000));
    expect(chromiumChildren()).toBeGreaterThan(0);
    closed = true;
    await h.close();
    await printing;
    expect(chromiumChildren()).toBe(0);
  });
});

describe('a cast PDF showing images of this machine\'s addresses', () => {
  let h: Harness;
  let internal: Server;
  const reached: string[] = [];
  beforeAll(async () => {
    // An internal endpoint on every loopback address (IPv4 and IPv6): it answers with a picture.
    internal = createServer((req, res) => {
      reached.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text y="9">SECRET</text></svg>');
    });
    await new Promise<void>((done) => internal.listen(0, '::', done));
    h = await startHarness({ webDist: web });
  });
  afterAll(async () => {
    await h?.close();
    internal.closeAllConnections();
    await new Promise((done) => internal.close(done));
  });

  it('prints without fetching any of them, however the address is spelled or named', async () => {
    const { port } = internal.address() as AddressInfo;
    const hosts = ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[::]', '[::1]', '0.0.0.0', '2130706433', '0x7f.0.0.1', '0177.0.0.1', '127.1', 'localhost', hostname()];
    const cells = Object.fromEntries(hosts.map((host, row) => [`A${row + 1}`, { data: { type: 'IMAGE', imageUrl: `http://${host}:${port}/image-${row}.svg` } }]));
    const images = templateFile({ rows: hosts.length, cols: 1, cells, casts: { Images: { name: 'Images', sheetId: SHEET, castRange: true, fromCellId: 'c1&r1', toCellId: `c1&r${hosts.length}`, isDefault: true } } });
    const grid = (await h.admin.post('/api/grids', { grid: { name: 'Images' } })).body.grid;
    expect((await h.admin.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}`, { gridVersion: images })).status).toBe(200);
    const token = (await h.admin.post(`/api/grids/${grid.id}/shadows`, { shadow: { input: {} } })).body.shadow.token;

    const reply = await pdfOf(h.admin, `/api/shadows/${token}/cast/pdf`);
    expect(reply.status).toBe(200);
    // A request that got through may land just after the PDF was answered.
    await new Promise((done) => setTimeout(done, 500));
    expect(reached).toEqual([]);
    expect(readPdf(reply.body).pageTexts.join(' ')).not.toContain('SECRET');
  });
});
