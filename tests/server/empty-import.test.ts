import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness.js';

describe('POST /api/import of an empty file', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h.close(); });

  it.each(['book.xlsx', 'data.csv', 'template.json'])('says %s is empty and creates nothing', async (name) => {
    const before = (await h.admin.get('/api/grids')).body.grids.length;
    const form = new FormData();
    form.append('file', new Blob([]), name);
    const reply = await h.admin.request('POST', '/api/import', { form });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe(`${name} is empty: there is nothing to import.`);
    expect((await h.admin.get('/api/grids')).body.grids.length).toBe(before);
  });

  it('says a file of only white space is empty too', async () => {
    const form = new FormData();
    form.append('file', new Blob(['\n \r\n']), 'blank.csv');
    expect((await h.admin.request('POST', '/api/import', { form })).body.error).toBe('blank.csv is empty: there is nothing to import.');
  });
});
