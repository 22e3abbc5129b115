import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { id, SHEET, templateFile } from '../plugins/casts/book.js';
import { type Harness, startHarness } from './harness.js';
import { LiveClient } from './collab-support.js';
import { runResults, startRun, waitForRun } from './runs-support.js';

/** A1 a number, B1 twice it (output `total`): what a live edit of A1 changes for every read. */
const template = {
  ...templateFile({ rows: 10, cols: 3, cells: { A1: { value: 5 }, B1: { formula: '=A1*2' } } }),
  namedRangesById: { total: { id: 'total', name: 'total', sheetId: SHEET, fromCellId: id('B1'), toCellId: id('B1'), output: true } },
};

describe('reads see every acknowledged live edit, with the log not yet folded (issue 36)', () => {
  let h: Harness;
  let member: Awaited<ReturnType<Harness['newMember']>>;
  const open: LiveClient[] = [];

  beforeAll(async () => {
    // No fold of its own within a test: only a read's fold can bring the edits into the stored content.
    h = await startHarness({ live: { foldEvery: 10_000, foldIdleMs: 600_000 } });
    member = await h.newMember('Live reads account');
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
    await h.close();
  });

  const connect = async (query: string) => {
    const headers = { 'x-api-key': member.apiKey };
    const client = await LiveClient.connect(h.server.url, query, headers);
    open.push(client);
    return client;
  };
  const setA1 = async (client: LiveClient, localId: number, text: string) => {
    client.send({ type: 'command', command: { localId, baseSeq: client.welcome.seq, id: 'workbook.set-cell', params: { sheetId: SHEET, row: 0, col: 0, text } } });
    expect(await client.outcome(localId)).toMatchObject({ type: 'command' });
  };

  const newTemplate = async () => {
    const grid = (await member.client.post('/api/grids', { grid: { name: 'Live reads' } })).body.grid;
    expect((await member.client.put(`/api/grids/${grid.id}/versions/${grid.gridVersion.id}`, { gridVersion: template })).status).toBe(200);
    return { gridId: grid.id as string, versionId: grid.gridVersion.id as string };
  };

  it('evaluate of the version, then its GET, then its export, each right after an acknowledgement', async () => {
    const { gridId, versionId } = await newTemplate();
    const editor = await connect(`grid=${gridId}&version=${versionId}`);
    await setA1(editor, 1, '21');
    const evaluated = await member.client.post(`/api/grids/${gridId}/evaluate?gridVersionId=${versionId}`, { input: {} });
    expect(evaluated.status).toBe(200);
    expect(evaluated.body.outputs).toEqual({ total: 42 });

    await setA1(editor, 2, '30');
    const content = (await member.client.get(`/api/grids/${gridId}`)).body.grid.content;
    expect(content.sheetsById[SHEET].cellsById[id('A1')]).toMatchObject({ value: 30 });

    await setA1(editor, 3, '31');
    const csv = await member.client.get(`/api/grids/${gridId}/export?csv=true`);
    expect(csv.status).toBe(200);
    expect(String(csv.body).split(/\r?\n/)[0]).toMatch(/^31,62/);
  });

  it('a run started right after an acknowledgement computes every input with the edited content', async () => {
    const { gridId, versionId } = await newTemplate();
    const editor = await connect(`grid=${gridId}&version=${versionId}`);
    await setA1(editor, 1, '21');
    const started = await startRun(member.client, gridId, '{}\n{}\n{}\n', 'application/x-ndjson', `?gridVersionId=${versionId}`);
    expect(started.status).toBe(202);
    await waitForRun(member.client, gridId, started.body.run.id, (run) => run.status === 'done');
    expect(await runResults(member.client, gridId, started.body.run.id)).toEqual([{ outputs: { total: 42 } }, { outputs: { total: 42 } }, { outputs: { total: 42 } }]);
  });

  it('a cast shows its shadow\'s live edit at once', async () => {
    const { gridId } = await newTemplate();
    const token = (await member.client.post(`/api/grids/${gridId}/shadows`, { shadow: { input: {} } })).body.shadow.token as string;
    const cast = (await member.client.post(`/api/shadows/${token}/casts`, { cast: { type: 'range', sheetId: SHEET, fromCellId: id('A1'), toCellId: id('B2') } })).body.cast;
    const page = async () => (await member.client.get(`/api/casts/${cast.token}/page`)).body.cellsById as Record<string, { value: unknown }>;
    expect((await page())[id('B1')].value).toBe(10);

    const viewer = await connect(`shadow=${token}`);
    await setA1(viewer, 1, '50');
    expect((await page())[id('B1')].value).toBe(100);
  });
});
