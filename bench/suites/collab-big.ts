import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Draft } from 'immer';
import { BIG_COMMAND_CELLS, type ServerMessage } from '../../plugins/collab/protocol.js';
import { putCell } from '../../plugins/workbook/cell-store.js';
import { newSheet, newWorkbook } from '../../plugins/workbook/create.js';
import { writeTemplateFile } from '../../plugins/workbook/file/index.js';
import { SequentialIdGenerator } from '../../plugins/workbook/ids.js';
import type { Sheet } from '../../plugins/workbook/model/sheet.js';
import { apiKeyOf } from '../api-key.js';
import { LiveSocket } from '../live-socket.js';
import { percentile, summarize } from '../report.js';
import type { BenchResult, BenchSuite } from '../types.js';
import { startServerProcess } from './server.js';

const SORT_ROWS = 200_000;
const SORT_COLUMNS = 2;
const FILL_ROWS = 100_000;
const FILL_COLUMNS = 10;
const SORTS = 3;
const FILLS = 1;
/** The second editor's pace: one one-cell edit, its acknowledgement, this pause, the next. */
const PROBE_PAUSE_MS = 25;

interface BigTemplate {
  readonly content: object;
  readonly dataId: string;
  readonly fillId: string;
}

/** Data: 200,000 rows of a number and a formula over it (the sort's; its JSON within the PUT's 32 MB); Fill: 100,000 empty rows of 10 columns (the fill's). */
function bigTemplate(): BigTemplate {
  const ids = new SequentialIdGenerator();
  const data = newSheet(ids, 'Data', SORT_ROWS, SORT_COLUMNS) as Draft<Sheet>;
  for (let r = 0; r < SORT_ROWS; r++) {
    putCell(data, data.rowIds[r], data.columnIds[0], { value: (r * 7919) % SORT_ROWS });
    putCell(data, data.rowIds[r], data.columnIds[1], { formula: `=A${r + 1}*2` });
  }
  const fill = newSheet(ids, 'Fill', FILL_ROWS, FILL_COLUMNS);
  const content = writeTemplateFile({ ...newWorkbook(ids, 'Bench big commands'), sheetIds: [data.id, fill.id], sheetsById: { [data.id]: data, [fill.id]: fill } });
  return { content, dataId: data.id, fillId: fill.id };
}

async function newTemplate(url: string, apiKey: string, content: object): Promise<{ gridId: string; versionId: string }> {
  const headers = { 'x-api-key': apiKey, 'content-type': 'application/json' };
  const grid = (await (await fetch(`${url}/api/grids`, { method: 'POST', headers, body: JSON.stringify({ grid: { name: 'Bench big' } }) })).json()) as { grid: { id: string } };
  const opened = (await (await fetch(`${url}/api/grids/${grid.grid.id}`, { headers })).json()) as { grid: { gridVersion: { id: string } } };
  // Gzipped: the raw body is over the wire limit (16 MB), its JSON within the parsed one (32 MB).
  const body = gzipSync(JSON.stringify({ gridVersion: content }));
  const reply = await fetch(`${url}/api/grids/${grid.grid.id}/versions/${opened.grid.gridVersion.id}`, { method: 'PUT', headers: { ...headers, 'content-encoding': 'gzip' }, body });
  if (!reply.ok) throw new Error(`PUT: ${reply.status} ${await reply.text()}`);
  return { gridId: grid.grid.id, versionId: opened.grid.gridVersion.id };
}

const outcomeOf = (localId: number) => (message: ServerMessage): message is Extract<ServerMessage, { type: 'command' | 'rejected' }> =>
  (message.type === 'command' && message.command.localId === localId) || (message.type === 'rejected' && message.localId === localId);

async function acknowledged(socket: LiveSocket, localId: number): Promise<void> {
  const outcome = await socket.next(outcomeOf(localId));
  if (outcome.type === 'rejected') throw new Error(`command ${localId} refused: ${outcome.reason}`);
}

/**
 * The second editor: one-cell edits one after another (each waits for its acknowledgement) until `done`
 * settles; each sample is one edit's submit-to-acknowledgement time, what the big command held it.
 */
async function probe(socket: LiveSocket, sheetId: string, firstId: number, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const holds: number[] = [];
  for (let localId = firstId; !finished; localId++) {
    const start = performance.now();
    socket.send({ type: 'command', command: { localId, baseSeq: socket.seq, id: 'workbook.set-cell', params: { sheetId, row: localId % 1000, col: 0, text: String(localId) } } });
    await acknowledged(socket, localId);
    holds.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
  }
  return holds;
}

interface Editors {
  readonly first: LiveSocket;
  readonly second: LiveSocket;
  readonly template: BigTemplate;
  nextId: number;
}

/** One sort of the 200k rows by the first editor (reversing them), the second editor probing meanwhile. */
async function sortOnce(editors: Editors): Promise<{ total: number; holds: number[] }> {
  const localId = editors.nextId++;
  const order = Array.from({ length: SORT_ROWS }, (_, i) => SORT_ROWS - 1 - i);
  const start = performance.now();
  editors.first.send({ type: 'command', command: { localId, baseSeq: editors.first.seq, id: 'sort.rows', params: { sheetId: editors.template.dataId, area: { top: 0, left: 0, bottom: SORT_ROWS - 1, right: SORT_COLUMNS - 1 }, order } } });
  const done = acknowledged(editors.first, localId).then(() => performance.now() - start);
  const holds = await probe(editors.second, editors.template.fillId, (editors.nextId += 10_000), done);
  return { total: await done, holds };
}

/** One fill of 1M cells (100,000 rows x 10) as the editor sends a big paste: commands of BIG_COMMAND_CELLS of one batch. */
async function fillOnce(editors: Editors, round: number): Promise<{ total: number; holds: number[]; parts: number }> {
  const cells = Array.from({ length: FILL_ROWS * FILL_COLUMNS }, (_, i) => ({ row: Math.floor(i / FILL_COLUMNS), col: i % FILL_COLUMNS, text: String(i + round) }));
  const batch = editors.nextId;
  const start = performance.now();
  let last = 0;
  for (let at = 0; at < cells.length; at += BIG_COMMAND_CELLS) {
    last = editors.nextId++;
    editors.first.send({ type: 'command', command: { localId: last, baseSeq: editors.first.seq, batch, id: 'workbook.set-cells', params: { sheetId: editors.template.fillId, cells: cells.slice(at, at + BIG_COMMAND_CELLS) } } });
  }
  const done = acknowledged(editors.first, last).then(() => performance.now() - start);
  const holds = await probe(editors.second, editors.template.dataId, (editors.nextId += 10_000), done);
  return { total: await done, holds, parts: Math.ceil(cells.length / BIG_COMMAND_CELLS) };
}

function holdResult(name: string, holds: number[], totals: number[], extra: Record<string, number | string>): BenchResult {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
  return summarize(name, holds, 0, { p95_ms: percentile(holds, 95), edits: holds.length, bigCommandMedianMs: Math.round(median(totals)), bigCommandMaxMs: Math.round(Math.max(...totals)), ...extra });
}

/**
 * collab.big-sort-200k and collab.big-fill-1M (issue 36): a sort of 200,000 rows, and a fill of 1M cells
 * sent as a big paste is, by one editor, while a second editor of the same version makes one-cell edits
 * one after another. Samples: each one-cell edit's time from its submit to its acknowledgement (its max:
 * how long the big command held others); extras: the big command's own end-to-end time (submit to the
 * acknowledgement of its last part).
 */
export const collabBigSuite: BenchSuite = {
  names: ['collab.big-sort-200k', 'collab.big-fill-1M'],
  async run(record, selected) {
    const dataDir = await mkdtemp(join(tmpdir(), 'gridcast-bench-collab-big-'));
    const { child, url } = await startServerProcess(dataDir);
    try {
      const apiKey = await apiKeyOf(url, 'bench@example.test', 'bench-password');
      const template = bigTemplate();
      const { gridId, versionId } = await newTemplate(url, apiKey, template.content);
      const query = `grid=${gridId}&version=${versionId}`;
      const editors: Editors = { first: (await LiveSocket.open(url, query, apiKey)).socket, second: (await LiveSocket.open(url, query, apiKey)).socket, template, nextId: 1 };
      if (selected('collab.big-sort-200k')) {
        const holds: number[] = [];
        const totals: number[] = [];
        for (let i = 0; i < SORTS; i++) {
          const run = await sortOnce(editors);
          holds.push(...run.holds);
          totals.push(run.total);
        }
        record(holdResult('collab.big-sort-200k', holds, totals, { rows: SORT_ROWS, sorts: SORTS }));
      }
      if (selected('collab.big-fill-1M')) {
        const holds: number[] = [];
        const totals: number[] = [];
        let parts = 0;
        for (let i = 0; i < FILLS; i++) {
          const run = await fillOnce(editors, i);
          holds.push(...run.holds);
          totals.push(run.total);
          parts = run.parts;
        }
        record(holdResult('collab.big-fill-1M', holds, totals, { cells: FILL_ROWS * FILL_COLUMNS, parts, fills: FILLS }));
      }
      await Promise.all([editors.first.close(), editors.second.close()]);
    } finally {
      child.kill();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
