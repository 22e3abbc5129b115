import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, type Harness, startHarness } from './harness.js';

const nested = (levels: number, inner = '1') => '['.repeat(levels) + inner + ']'.repeat(levels);
const DEEP_MESSAGE = /nested too deeply: at most 64 levels/;

describe('JSON nesting limit', () => {
  let h: Harness;
  let client: Client;
  beforeAll(async () => {
    h = await startHarness();
    client = (await h.newMember('Deep')).client;
  });
  afterAll(async () => { await h.close(); });

  it('refuses a body nested 100,000 levels deep with a 400 naming the limit, and changes nothing', async () => {
    const before = (await client.get('/api/datapresets')).body.dataPresets.length;
    const reply = await client.post('/api/datapresets', undefined, { raw: `{"dataPreset":{"name":"deep","input":${nested(100_000)}}}`, headers: { 'content-type': 'application/json' } });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(DEEP_MESSAGE);
    expect((await client.get('/api/datapresets')).body.dataPresets.length).toBe(before);
  });

  it('refuses it gzip-compressed too', async () => {
    const body = gzipSync(`{"dataPreset":{"name":"deep","input":${nested(100_000)}}}`);
    const reply = await client.post('/api/datapresets', undefined, { raw: body, headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(DEEP_MESSAGE);
  });

  it('refuses a deep shadow save (a route that reads its body as bytes)', async () => {
    const grid = (await client.post('/api/grids', {})).body.grid;
    await client.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}/publish`);
    const token = (await client.post(`/api/grids/${grid.id}/shadows`, { shadow: { input: {} } })).body.shadow.token;
    const reply = await client.put(`/api/shadows/${token}`, undefined, { raw: `{"shadow":{"input":${nested(100_000, '{"__proto__":1}')}}}`, headers: { 'content-type': 'application/json' } });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(DEEP_MESSAGE);
    expect((await client.get(`/api/shadows/${token}`)).status).toBe(200);
  });

  it('accepts 64 levels', async () => {
    // The body's own object and dataPreset are two levels: the input adds 62.
    const reply = await client.post('/api/datapresets', undefined, { raw: `{"dataPreset":{"name":"ok","input":${nested(62)}}}`, headers: { 'content-type': 'application/json' } });
    expect(reply.status).toBe(201);
    const deeper = await client.post('/api/datapresets', undefined, { raw: `{"dataPreset":{"name":"no","input":${nested(63)}}}`, headers: { 'content-type': 'application/json' } });
    expect(deeper.status).toBe(400);
  });
});
