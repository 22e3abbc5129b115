import { randomUUID } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCell } from '../../plugins/workbook/cell-store.js';
import { readTemplateFile } from '../../plugins/workbook/file/index.js';
import { type Harness, startHarness } from './harness.js';

const KB = 1024;

describe('server request bodies', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness({ limits: { wireBytes: 128 * KB, jsonBytes: 256 * KB, fileBytes: 512 * KB } }); });
  afterAll(async () => { await h.close(); });

  it('answers malformed JSON with 400 and a JSON error', async () => {
    const reply = await h.admin.request('POST', '/api/datapresets', { raw: '{"dataPreset": {"name": ', headers: { 'content-type': 'application/json' } });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/Malformed JSON/);
  });

  it('answers wrong types with 400 naming the field, and changes nothing', async () => {
    const before = await h.admin.get('/api/datapresets');
    const reply = await h.admin.post('/api/datapresets', { dataPreset: { name: 42, input: {} } });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/body\.dataPreset\.name/);
    expect((await h.admin.get('/api/datapresets')).body).toEqual(before.body);
  });

  it('asks for a body when there is none', async () => {
    const reply = await h.admin.request('POST', '/api/datapresets');
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/JSON body is required/);
  });

  it('accepts gzip-compressed JSON', async () => {
    const reply = await h.admin.post('/api/datapresets', { dataPreset: { name: 'Zipped', input: { a: 1 } } }, { gzip: true });
    expect(reply.status).toBe(201);
    expect(reply.body.dataPreset.input).toEqual({ a: 1 });
  });

  it('refuses a body past the wire limit with 413 before reading it', async () => {
    const reply = await h.admin.post('/api/datapresets', { dataPreset: { name: 'Big', input: { text: 'x'.repeat(200 * KB) } } });
    expect(reply.status).toBe(413);
    expect(reply.body.error).toMatch(/too large/);
  });

  it('refuses JSON past the decompressed limit with 413', async () => {
    const reply = await h.admin.post('/api/datapresets', { dataPreset: { name: 'Big', input: { text: 'x'.repeat(1024 * KB) } } }, { gzip: true });
    expect(reply.status).toBe(413);
  });

  it('stops a gzip bomb while inflating: 413 fast, memory flat', async () => {
    const bomb = gzipSync(Buffer.alloc(100 * 1024 * 1024, 0x20), { level: 9 });
    expect(bomb.length).toBeLessThan(128 * KB);
    const heapBefore = process.memoryUsage().rss;
    const started = Date.now();
    const reply = await h.admin.request('POST', '/api/datapresets', { raw: bomb, headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } });
    expect(reply.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - heapBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses an unknown Content-Encoding with 415 and a body that is not what it claims with 400', async () => {
    const json = { 'content-type': 'application/json' };
    expect((await h.admin.request('POST', '/api/datapresets', { raw: '{}', headers: { ...json, 'content-encoding': 'compress' } })).status).toBe(415);
    const broken = await h.admin.request('POST', '/api/datapresets', { raw: '{}', headers: { ...json, 'content-encoding': 'gzip' } });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatch(/decompressed/);
  });

  it('takes a content coding in any case, and x-gzip as gzip, on both body readers', async () => {
    const member = await h.newMember('Encoding member');
    const grid = (await member.client.post('/api/grids', { grid: { name: 'Encoded' } })).body.grid;
    const { token } = (await member.client.post(`/api/grids/${grid.id}/shadows`, {})).body.shadow;
    for (const coding of ['GZIP', 'x-gzip', ' Gzip ']) {
      const preset = await member.client.request('POST', '/api/datapresets', { raw: gzipSync(JSON.stringify({ dataPreset: { name: coding, input: {} } })), headers: { 'content-type': 'application/json', 'content-encoding': coding } });
      expect(preset.status, coding).toBe(201);
      expect(preset.body.dataPreset.name).toBe(coding.trim());
      const saved = await member.client.request('PUT', `/api/shadows/${token}`, { raw: gzipSync(JSON.stringify({ shadow: { name: coding } })), headers: { 'content-type': 'application/json', 'content-encoding': coding } });
      expect(saved.status, coding).toBe(200);
    }
  });

  it('takes application/json and any +json media type as JSON on both body readers, and no other type', async () => {
    const member = await h.newMember('Media type member');
    const grid = (await member.client.post('/api/grids', { grid: { name: 'Typed' } })).body.grid;
    const { token } = (await member.client.post(`/api/grids/${grid.id}/shadows`, {})).body.shadow;
    for (const type of ['application/vnd.api+json', 'application/merge-patch+json; charset=utf-8', 'Application/JSON']) {
      const preset = await member.client.request('POST', '/api/datapresets', { raw: JSON.stringify({ dataPreset: { name: type, input: {} } }), headers: { 'content-type': type } });
      expect(preset.status, type).toBe(201);
      const saved = await member.client.request('PUT', `/api/shadows/${token}`, { raw: JSON.stringify({ shadow: { name: type } }), headers: { 'content-type': type } });
      expect(saved.status, type).toBe(200);
      expect(saved.body.shadow.name).toBe(type);
    }
    for (const type of ['text/plain', 'application/jsonx']) {
      const preset = await member.client.request('POST', '/api/datapresets', { raw: JSON.stringify({ dataPreset: { name: type, input: {} } }), headers: { 'content-type': type } });
      const saved = await member.client.request('PUT', `/api/shadows/${token}`, { raw: JSON.stringify({ shadow: { name: type } }), headers: { 'content-type': type } });
      for (const reply of [preset, saved]) {
        expect(reply.status, type).toBe(400);
        expect(reply.body.error).toMatch(/JSON body is required/);
      }
    }
  });

  it('names a missing or non-numeric account id in a 400 that changes nothing, where a version copy answered "expected number, received NaN"', async () => {
    const member = await h.newMember('Account id member');
    const grid = (await member.client.post('/api/grids', { grid: { name: 'Copied nowhere' } })).body.grid;
    const versionCopy = `/api/grids/${grid.id}/versions/${grid.gridVersion.id}/copy`;
    const before = (await member.client.get('/api/grids')).body;
    for (const targetAccountId of [undefined, 'abc', true, 1.5, 0, null]) {
      const copies = [
        await member.client.post(versionCopy, { targetAccountId, targetGridId: grid.id, targetVersionName: 'V' }),
        await member.client.post(`/api/grids/${grid.id}/copy`, { targetAccountId, targetGridName: 'Copy' }),
      ];
      for (const reply of copies) {
        expect(reply.status, String(targetAccountId)).toBe(400);
        expect(reply.body.error).toMatch(targetAccountId === undefined ? /^Invalid body\.targetAccountId: required: a positive whole number$/ : /^Invalid body\.targetAccountId: expected a positive whole number$/);
      }
    }
    expect((await member.client.get('/api/grids')).body).toEqual(before);
    const missing = await member.client.post('/api/user/switchAccount');
    expect([missing.status, missing.body.error]).toEqual([400, 'Invalid query.accountId: required: a positive whole number']);
    const word = await member.client.post('/api/user/switchAccount?accountId=first');
    expect([word.status, word.body.error]).toEqual([400, 'Invalid query.accountId: expected a positive whole number']);
    const admin = await h.admin.get('/api/admin/accounts/12abc');
    expect([admin.status, admin.body.error]).toEqual([400, 'Invalid path.accountId: expected a positive whole number']);
    expect((await h.admin.get(`/api/admin/accounts/${member.accountId}`)).body.account.id).toBe(member.accountId);
  });

  it('answers unknown routes with a JSON 404', async () => {
    const reply = await h.admin.get('/api/nothing-here');
    expect(reply.status).toBe(404);
    expect(reply.body.error).toMatch(/No route/);
  });

  it('imports a template file and refuses an oversize upload with 413', async () => {
    const template = (await h.admin.get(`/api/grids/${(await h.admin.get('/api/grids')).body.grids[0].id}`)).body.grid.content;
    const form = new FormData();
    form.append('file', new Blob([JSON.stringify({ ...template, name: 'Imported' })], { type: 'application/json' }), 'imported.json');
    const reply = await h.admin.request('POST', '/api/import', { form });
    expect(reply.status).toBe(201);
    expect(reply.body.grid.name).toBe('Imported');
    const big = new FormData();
    big.append('file', new Blob([Buffer.alloc(600 * KB, 0x61)]), 'big.csv');
    expect((await h.admin.request('POST', '/api/import', { form: big })).status).toBe(413);
  });

  it('refuses an invalid template upload with 400 naming the JSON path', async () => {
    const form = new FormData();
    form.append('file', new Blob([JSON.stringify({ format: 'gridcast/1', name: 'Bad', sheetIds: ['x'], sheetsById: {} })]), 'bad.json');
    const reply = await h.admin.request('POST', '/api/import', { form });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/bad\.json/);
  });

  it('refuses a template file nested deeper than a JSON body may be with 400, where a test input, a chart or a palette nested 100,000 levels deep was a 500', async () => {
    const template = (await h.admin.get(`/api/grids/${(await h.admin.get('/api/grids')).body.grids[0].id}`)).body.grid.content;
    const deep = (inner: string) => `${'['.repeat(100_000)}${inner}${']'.repeat(100_000)}`;
    const before = (await h.admin.get('/api/grids')).body.grids.length;
    const files = {
      'input.json': JSON.stringify({ ...template, testShadowsById: { 1: { id: 1, name: 'Deep', input: 'DEEP' } } }).replace('"DEEP"', deep('{}')),
      'palette.json': JSON.stringify({ ...template, palettesById: { p: { id: 'p', name: 'Deep', styles: 'DEEP' } } }).replace('"DEEP"', deep('1')),
    };
    for (const [name, text] of Object.entries(files)) {
      const form = new FormData();
      form.append('file', new Blob([text]), name);
      const reply = await h.admin.request('POST', '/api/import', { form });
      expect(reply.status, name).toBe(400);
      expect(reply.body.error).toBe(`${name} is nested too deeply: at most 64 levels of arrays and objects are accepted.`);
    }
    expect((await h.admin.get('/api/grids')).body.grids).toHaveLength(before);
  });

  it('names a template imported from a file with a name past 250 characters by its first 250', async () => {
    const form = new FormData();
    form.append('file', new Blob(['a,b\n1,2\n']), `${'n'.repeat(300)}.csv`);
    const reply = await h.admin.request('POST', '/api/import', { form });
    expect(reply.status).toBe(201);
    expect(reply.body.grid.name).toBe('n'.repeat(250));
  });

  it('leaves no uploaded file in the temporary folder when a multipart body goes to a route that takes none, or is refused', async () => {
    const payload = `${randomUUID()}\n`.repeat(1000);
    /** Files in the temporary folder holding this test's upload (other tests may upload meanwhile). */
    const leftovers = async () => {
      const found: string[] = [];
      for (const name of await readdir(tmpdir())) {
        const path = join(tmpdir(), name);
        const info = await stat(path).catch(() => undefined);
        if (info?.isFile() && info.size === payload.length && (await readFile(path, 'utf8').catch(() => '')) === payload) found.push(name);
      }
      return found;
    };
    const member = await h.newMember('Upload member');
    for (const [client, path, status] of [[h.anon, '/api/import', 401], [member.client, '/api/grids', 201], [member.client, '/api/datapresets', 400], [member.client, '/api/no-such-route', 404]] as const) {
      const form = new FormData();
      form.append('file', new Blob([payload]), 'book.csv');
      expect((await client.request('POST', path, { form })).status, path).toBe(status);
    }
    const two = new FormData();
    two.append('file', new Blob([payload]), 'one.csv');
    two.append('file', new Blob([payload]), 'two.csv');
    expect((await member.client.request('POST', '/api/import', { form: two })).body).toEqual({ error: 'Upload one file only: the multipart body holds more than one.' });
    expect(await leftovers()).toEqual([]);
  });

  it('answers a multipart body without its boundary, or cut short, with a 400 that says so', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=zzz']) {
      const reply = await h.admin.request('POST', '/api/import', { raw: '--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\na,b', headers: { 'content-type': contentType } });
      expect(reply.status, contentType).toBe(400);
      expect(reply.body.error, contentType).toBe('The multipart body is malformed: send a multipart/form-data body with its boundary, as a browser form does.');
    }
  });

  it('imports a csv book', async () => {
    const form = new FormData();
    form.append('file', new Blob(['a,b\n1,2\n']), 'numbers.csv');
    const reply = await h.admin.request('POST', '/api/import', { form });
    expect(reply.status).toBe(201);
    expect(reply.body.grid.name).toBe('numbers');
    // Stored as the template's text written in pieces (never an object tree): read back, it is the book.
    const { content } = (await h.admin.get(`/api/grids/${reply.body.grid.id}`)).body.grid;
    const workbook = readTemplateFile(content);
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    expect(workbook.name).toBe('numbers');
    expect(getCell(sheet, sheet.rowIds[0], sheet.columnIds[1])?.value).toBe('b');
    expect(getCell(sheet, sheet.rowIds[1], sheet.columnIds[0])?.value).toBe(1);
    // Exported from the stored text read a chunk at a time.
    const csv = await h.admin.request('GET', `/api/grids/${reply.body.grid.id}/export?csv=true`);
    expect(csv.status).toBe(200);
    expect(csv.body).toMatch(/^a\s*,b\s*\r?\n1\s*,2/);
  });

  it('answers a template whose content is stored as text with that text passed through, as the parsed answer would be', async () => {
    const form = new FormData();
    form.append('file', new Blob(['a,b\n1,"x é"\n']), 'streamed.csv');
    const { id, updatedAt } = (await h.admin.request('POST', '/api/import', { form })).body.grid;
    // Renamed, the grid's name (the summary's) differs from the content's own.
    await h.admin.put(`/api/grids/${id}`, { grid: { name: 'Renamed', updatedAt } });
    const reply = await h.admin.request('GET', `/api/grids/${id}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/application\/json/);
    // Streamed (chunked), not a serialised body of known length.
    expect(reply.headers.get('content-length')).toBeNull();
    const { grid, paletteLibrary, settings } = reply.body;
    expect(grid.name).toBe('Renamed');
    expect(grid.content.name).toBe('streamed');
    expect(grid.id).toBe(id);
    expect(grid.gridVersion.id).toEqual(expect.any(String));
    expect(grid.sheetIds).toEqual(grid.content.sheetIds);
    expect(grid.sheetsById).toEqual(grid.content.sheetsById);
    expect(paletteLibrary.length).toBeGreaterThan(0);
    expect(settings).toEqual(expect.any(Object));
    const workbook = readTemplateFile(grid.content);
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    expect(getCell(sheet, sheet.rowIds[1], sheet.columnIds[1])?.value).toBe('x é');
  });
});
