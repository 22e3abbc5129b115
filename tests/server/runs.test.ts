import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '../../plugins/runs/index.js';
import { id, SHEET, templateFile } from '../plugins/casts/book.js';
import { type Harness, startHarness } from './harness.js';
import { type Receiver, startReceiver } from './receiver.js';
import { jsonLines, loanInput, monthlyPayment, runResults, startRun, waitForRun } from './runs-support.js';

describe('runs: a template over a file of inputs, through the API', () => {
  let harness: Harness;
  let receiver: Receiver;
  let gridId: string;
  beforeAll(async () => {
    receiver = await startReceiver();
    harness = await startHarness({ compute: { workers: 2 } }, { GRIDCAST_WEBHOOKS_ALLOW_PRIVATE: '1' });
    gridId = (await harness.admin.get('/api/grids')).body.grids[0].id;
    expect((await harness.admin.post('/api/webhooks', { url: `${receiver.url}/hook` })).status).toBe(201);
  });
  afterAll(async () => {
    await harness?.close();
    await receiver?.close();
  });

  it('answers at once, computes in the background, and gives one result per input in the input\'s order; an input fails alone', async () => {
    // 1,234 inputs: three pieces of up to 500 on two workers; line 700 is not JSON, line 1001 not an object.
    const body = jsonLines(1234, (n) => (n === 699 ? '{"principal": oops' : n === 1000 ? '[1]' : JSON.stringify(loanInput(n))));
    const started = await startRun(harness.admin, gridId, body);
    expect(started.status).toBe(202);
    expect(started.body.run).toMatchObject({ status: 'running', inputs: 1234, format: 'jsonl' });
    expect(started.headers.get('location')).toBe(`/api/grids/${gridId}/runs/${started.body.run.id}`);
    const done = await waitForRun(harness.admin, gridId, started.body.run.id, (run) => run.status === 'done');
    expect(done).toMatchObject({ inputs: 1234, done: 1234, failed: 2 });
    expect(done.rate).toBeGreaterThan(0);
    const results = await runResults(harness.admin, gridId, done.id);
    expect(results).toHaveLength(1234);
    results.forEach((result, n) => {
      if (n === 699) expect(result.error).toMatch(/^This line is not JSON/);
      else if (n === 1000) expect(result.error).toBe('The input must be a JSON object, e.g. {"principal": 200000}.');
      else expect(result.outputs!.monthlyPayment).toBe(monthlyPayment(n));
    });
  });

  it('reads a CSV upload (typed, dotted headers nesting), downloads flat CSV columns, and draws an output\'s distribution', async () => {
    const started = await startRun(harness.admin, gridId, 'principal,rate,years\n12000,0,1\n24000,0,1\n36000,0,1\n\n48000,0,true\n', 'text/csv');
    expect(started.body.run).toMatchObject({ inputs: 4, format: 'csv' });
    await waitForRun(harness.admin, gridId, started.body.run.id, (run) => run.status === 'done');
    const csv = await harness.admin.get(`/api/grids/${gridId}/runs/${started.body.run.id}/results?format=csv`);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...rows] = csvRecords(String(csv.body)).map((row) => row.map((field) => field.text));
    expect(header.slice(0, 3)).toEqual(['monthlyPayment', 'totals.paid', 'totals.interest']);
    expect(rows.map((row) => row[0])).toEqual(['1000', '2000', '3000', '4000']);
    const histogram = await harness.admin.get(`/api/grids/${gridId}/runs/${started.body.run.id}/histogram?output=monthlyPayment&bins=3`);
    expect(histogram.status).toBe(200);
    expect(histogram.body.values).toBe(4);
    expect(histogram.body.bins.reduce((sum: number, bin: { count: number }) => sum + bin.count, 0)).toBe(4);
  });

  it('posts run.finished to the account\'s webhooks when a run ends', async () => {
    const started = await startRun(harness.admin, gridId, jsonLines(3));
    await waitForRun(harness.admin, gridId, started.body.run.id, (run) => run.status === 'done');
    await harness.server.idle();
    const events = receiver.received.filter((call) => call.path === '/hook').map((call) => JSON.parse(call.body));
    expect(events).toContainEqual({ event: 'run.finished', runId: started.body.run.id, gridId, status: 'done', inputs: 3, failed: 0 });
  });

  it('cancels a run in progress: its waiting pieces are dropped and it has no results; an ended run is deleted', async () => {
    const started = await startRun(harness.admin, gridId, jsonLines(40_000));
    const runId = started.body.run.id;
    await waitForRun(harness.admin, gridId, runId, (run) => run.done > 0);
    const cancelled = await harness.admin.delete(`/api/grids/${gridId}/runs/${runId}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.run.status).toBe('cancelled');
    expect(cancelled.body.run.done).toBeLessThan(40_000);
    expect((await harness.admin.get(`/api/grids/${gridId}/runs/${runId}/results`)).status).toBe(409);
    await harness.server.idle();
    expect((await harness.admin.get(`/api/grids/${gridId}/runs/${runId}`)).body.run).toMatchObject({ status: 'cancelled', done: cancelled.body.run.done });
    expect((await harness.admin.delete(`/api/grids/${gridId}/runs/${runId}`)).status).toBe(204);
    expect((await harness.admin.get(`/api/grids/${gridId}/runs/${runId}`)).status).toBe(404);
  });

  it('keeps runs to their account and grid, and refuses what is not a file of inputs', async () => {
    const member = await harness.newMember('Other runs');
    const started = await startRun(harness.admin, gridId, jsonLines(2));
    expect((await member.client.get(`/api/grids/${gridId}/runs/${started.body.run.id}`)).status).toBe(404);
    expect((await startRun(harness.admin, gridId, 'a,b', 'text/plain')).status).toBe(415);
    expect((await startRun(harness.admin, gridId, '\n\n')).body).toEqual({ error: 'The file has no inputs: one JSON object per line.' });
    expect((await startRun(harness.admin, gridId, 'a,,b\n1,2,3\n', 'text/csv')).body).toEqual({ error: 'The CSV file\'s header: column 2 of the header has no name' });
    const list = await harness.admin.get(`/api/grids/${gridId}/runs`);
    expect(list.body.runs[0].id).toBe(started.body.run.id);
  });

  it('reads inputs from a URL under the webhooks\' address rules', async () => {
    receiver.respond = (path) => (path === '/inputs.jsonl' ? { status: 200, body: jsonLines(5) } : { status: 200, body: '{}' });
    const started = await harness.admin.post(`/api/grids/${gridId}/runs`, { url: `${receiver.url}/inputs.jsonl` });
    expect(started.status).toBe(202);
    expect(started.body.run).toMatchObject({ inputs: 5, source: `${receiver.url}/inputs.jsonl` });
    await waitForRun(harness.admin, gridId, started.body.run.id, (run) => run.status === 'done');
    expect((await runResults(harness.admin, gridId, started.body.run.id)).map((result) => result.outputs!.monthlyPayment)).toEqual([100, 200, 300, 400, 500]);
  });
});

describe('runs: limits per account', () => {
  let harness: Harness;
  let gridId: string;
  beforeAll(async () => {
    harness = await startHarness({ runs: { runsAtOnce: 1, inputsPerRun: 1000, storedBytes: 2_000_000, fileBytes: 1_000_000, retentionDays: 7, urlTimeoutMs: 1000 } });
    gridId = (await harness.admin.get('/api/grids')).body.grids[0].id;
  });
  afterAll(async () => { await harness?.close(); });

  it('refuses a run past the inputs per run, the file size, the runs at once and the bytes kept, with clear errors', async () => {
    expect(await startRun(harness.admin, gridId, jsonLines(1001))).toMatchObject({ status: 413, body: { error: 'A run takes at most 1,000 inputs; this file has more.' } });
    expect(await startRun(harness.admin, gridId, `${'{"principal":1}'.padEnd(1_000_100, ' ')}\n`)).toMatchObject({ status: 413, body: { error: 'A run\'s file may be at most 977 KB.' } });
    const first = await startRun(harness.admin, gridId, jsonLines(1000));
    expect(first.status).toBe(202);
    const second = await startRun(harness.admin, gridId, jsonLines(10));
    // Refused while the first computes (it may have ended already on a fast machine).
    expect([202, 429]).toContain(second.status);
    if (second.status === 429) expect(second.body.error).toBe('This account already has 1 run in progress, the most it may have at once: wait for one to end, or cancel one.');
    await waitForRun(harness.admin, gridId, first.body.run.id, (run) => run.status === 'done');
    // 1,000 results of ~1.2 KB each and their inputs: past the 2 MB this account may keep.
    for (let i = 0; i < 3; i++) {
      const more = await startRun(harness.admin, gridId, jsonLines(1000));
      if (more.status === 413) {
        expect(more.body.error).toMatch(/^This account's runs keep [\d.]+ MB of inputs and results, the most it may keep \(1\.9 MB\): delete old runs first\.$/);
        return;
      }
      await waitForRun(harness.admin, gridId, more.body.run.id, (run) => run.status === 'done');
    }
    throw new Error('the bytes kept were never refused');
  });
});

describe('runs keep their content', () => {
  let harness: Harness;
  beforeAll(async () => { harness = await startHarness(); });
  afterAll(async () => { await harness?.close(); });

  /** A1 the number given, B1 twice it (output `total`): each input's result tells which content computed it. */
  const template = (a1: number) => ({
    ...templateFile({ rows: 10, cols: 3, cells: { A1: { value: a1 }, B1: { formula: '=A1*2' } } }),
    namedRangesById: { total: { id: 'total', name: 'total', sheetId: SHEET, fromCellId: id('B1'), toCellId: id('B1'), output: true } },
  });

  /** Asks the server's store itself (its folder, or its database), beside the server. */
  async function query<T>(sql: string, params: unknown[]): Promise<T[]> {
    const client = new pg.Client({ connectionString: harness.storeUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }
  async function versionContentKey(versionId: string): Promise<string> {
    if (harness.storeUrl) return (await query<{ key: string }>("SELECT data->>'contentKey' AS key FROM gridcast_records WHERE kind = 'versions' AND id = $1", [versionId]))[0].key;
    const records = JSON.parse(await readFile(join(harness.dataDir, 'gridcast.json'), 'utf8')) as { versions: { id: string; contentKey: string }[] };
    return records.versions.find((version) => version.id === versionId)!.contentKey;
  }
  async function contentStored(key: string): Promise<boolean> {
    if (harness.storeUrl) return (await query('SELECT 1 FROM gridcast_contents WHERE key = $1', [key])).length > 0;
    return existsSync(join(harness.dataDir, 'content', `${key}.json`));
  }

  it('computes every piece with the content it started with when its version is saved meanwhile, also pieces taken up again after a restart; that content goes when the run ends', async () => {
    const client = harness.admin;
    const grid = (await client.post('/api/grids', { grid: { name: 'Kept content' } })).body.grid;
    const save = (a1: number) => client.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}`, { gridVersion: template(a1) });
    expect((await save(5)).status).toBe(200);
    const firstContent = await versionContentKey(grid.gridVersion.id);
    const inputs = 20_000;
    const started = await startRun(client, grid.id, jsonLines(inputs, () => '{}'), 'application/x-ndjson', `?gridVersionId=${grid.gridVersion.id}`);
    expect(started.status).toBe(202);
    const runId = started.body.run.id;
    // The version's content replaced while the run computes; then a restart, whose workers hold no content.
    expect((await save(7)).status).toBe(200);
    await harness.restart();
    expect((await client.get(`/api/grids/${grid.id}/runs/${runId}`)).body.run.done, 'pieces were left to the restart').toBeLessThan(inputs);
    expect(await contentStored(firstContent)).toBe(true);
    const done = await waitForRun(client, grid.id, runId, (run) => run.status === 'done');
    const results = await runResults(client, grid.id, runId);
    const wrong = results.find((result) => result.outputs?.total !== 10);
    expect(wrong).toBeUndefined();
    expect(done).toMatchObject({ inputs, done: inputs, failed: 0 });
    // The run lets go of it as it ends (just after it shows done), and nothing else points at it.
    await expect.poll(() => contentStored(firstContent), { timeout: 10_000 }).toBe(false);
    expect(await contentStored(await versionContentKey(grid.gridVersion.id))).toBe(true);
  });
});
