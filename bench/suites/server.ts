import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Draft } from 'immer';
import { NODE_FLAGS } from '../../cli/node-flags.js';
import { putCell } from '../../plugins/workbook/cell-store.js';
import { newSheet, newWorkbook } from '../../plugins/workbook/create.js';
import { writeTemplateFile } from '../../plugins/workbook/file/index.js';
import { SequentialIdGenerator } from '../../plugins/workbook/ids.js';
import type { Sheet } from '../../plugins/workbook/model/sheet.js';
import { summarize } from '../report.js';
import type { BenchSuite } from '../types.js';
import { apiKeyOf } from '../api-key.js';
import type { HttpLoadResult } from '../http-load.js';

const ROWS = 1000;
const COLUMNS = 10;
const RUNS = 3;
const DURATION_S = 5;
/**
 * Each load runs once unmeasured first: the server's first seconds (JIT compilation, each shadow's
 * first save checked whole) are start-up, not the sustained load the p99 figures are about.
 */
const WARMUP_S = 3;
const READERS = 100;
const WRITERS = 20;
const EDITED_BODIES = 16;

/** What the bench uses of autocannon (it ships no types): the fields bench/http-load.ts names as autocannon does. */
export type LoadResult = HttpLoadResult;
/** The part of autocannon's per-connection client the bench touches (see `keepNoBodies`). */
interface LoadClient {
  readonly pipelinedRequests: { addBody: (data: Buffer) => void };
}
interface LoadRequest {
  readonly method: string;
  readonly path?: string;
  readonly body?: Buffer;
  readonly setupRequest?: (request: LoadRequest) => LoadRequest;
}
type Autocannon = (options: {
  url: string; connections: number; duration: number; connectionRate?: number; method?: string; headers?: Record<string, string>;
  body?: Buffer; requests?: LoadRequest[]; setupClient?: (client: LoadClient) => void;
}) => Promise<LoadResult>;
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** A 10k-cell template: five columns of numbers, five of formulas over them, an INPUT and an output range. */
export function template10k(): object {
  const ids = new SequentialIdGenerator();
  const sheet = newSheet(ids, 'Data', ROWS, COLUMNS) as Draft<Sheet>;
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLUMNS; c++) {
      const n = r + 1;
      const cell = c < 5
        ? (r === 0 && c === 0 ? { formula: '=INPUT("factor")' } : { value: r * COLUMNS + c })
        : { formula: `=${'ABCDE'[c - 5]}${n}*$A$1+${'ABCDE'[(c - 4) % 5]}${n}` };
      putCell(sheet, sheet.rowIds[r], sheet.columnIds[c], cell);
    }
  }
  const base = newWorkbook(ids, 'Bench 10k');
  const output = { id: 'out', name: 'totals', sheetId: sheet.id, fromCellId: `${sheet.columnIds[9]}&${sheet.rowIds[0]}`, toCellId: `${sheet.columnIds[9]}&${sheet.rowIds[ROWS - 1]}`, output: true };
  return writeTemplateFile({ ...base, sheetIds: [sheet.id], sheetsById: { [sheet.id]: sheet }, namedRangesById: { out: output } });
}

/** The server runs in its own process (with the product's Node flags) so the load tool does not share its event loop. */
export function startServerProcess(dataDir: string, store?: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...NODE_FLAGS, '--import', 'tsx', fileURLToPath(import.meta.url), '--serve', dataDir, ...(store ? [store] : [])], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve({ child, url: (JSON.parse(line) as { url: string }).url });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/**
 * autocannon appends every response body to a string (for response callbacks this bench does not use):
 * decoding a 92 KB gzip body as UTF-8 cost the load tool ~1.4 ms per response, which capped the bench at
 * ~670 req/s against a server that answers a constant buffer. The bench measures the server, so the load
 * tool keeps byte counts and timings only.
 */
export function keepNoBodies(client: LoadClient): void {
  client.pipelinedRequests.addBody = () => undefined;
}

async function call(url: string, key: string, method: string, path: string, body?: unknown): Promise<Record<string, any>> {
  const response = await fetch(url + path, { method, headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, any>;
}

export interface Fixture {
  readonly url: string;
  readonly key: string;
  readonly gridId: string;
  readonly tokens: readonly string[];
  /** Save bodies that each change one cell of the template (what an edit then a save sends). */
  readonly saveBodies: readonly Buffer[];
}

export async function prepare(url: string): Promise<Fixture> {
  const key = await apiKeyOf(url, 'bench@example.test', 'bench-password');
  const form = new FormData();
  const file = template10k();
  form.append('file', new Blob([JSON.stringify(file)]), 'bench-10k.json');
  const imported = await fetch(`${url}/api/import`, { method: 'POST', headers: { 'x-api-key': key }, body: form });
  const { grid } = (await imported.json()) as { grid: { id: string; gridVersion: { id: string } } };
  const gridId = grid.id;
  // End users open shadows of published versions only.
  await call(url, key, 'PUT', `/api/grids/${gridId}/versions/${grid.gridVersion.id}/publish`);
  const tokens: string[] = [];
  for (let i = 0; i < WRITERS; i++) tokens.push((await call(url, key, 'POST', `/api/grids/${gridId}/shadows`, { shadow: { name: `writer ${i}`, input: { factor: 2 } } })).shadow.token);
  return { url, key, gridId, tokens, saveBodies: editedBodies(file as TemplateFile) };
}

interface TemplateFile {
  readonly sheetIds: readonly string[];
  readonly sheetsById: Record<string, { readonly cellsById: Record<string, unknown> }>;
  readonly namedRangesById: unknown;
}

/** One body per edited cell, down the first data column: consecutive saves of a shadow differ in a few cells. */
function editedBodies({ sheetIds, sheetsById, namedRangesById }: TemplateFile): Buffer[] {
  const sheet = sheetsById[sheetIds[0]];
  const ids = Object.keys(sheet.cellsById);
  const bodies: Buffer[] = [];
  for (let i = 0; i < EDITED_BODIES; i++) {
    const edited = { ...sheet, cellsById: { ...sheet.cellsById, [ids[(i + 1) * COLUMNS + 1]]: { value: -i } } };
    bodies.push(gzipSync(JSON.stringify({ shadow: { name: 'saved', input: { factor: 3 }, sheetIds, sheetsById: { ...sheetsById, [sheetIds[0]]: edited }, namedRangesById } })));
  }
  return bodies;
}

export async function readLoad(fixture: Fixture, duration = DURATION_S, connections = READERS): Promise<LoadResult> {
  return autocannon({
    url: `${fixture.url}/api/shadows/${fixture.tokens[0]}`, connections, duration,
    headers: { 'x-api-key': fixture.key, 'accept-encoding': 'gzip' }, setupClient: keepNoBodies,
  });
}

export async function writeLoad(fixture: Fixture, duration = DURATION_S, connections = WRITERS): Promise<LoadResult> {
  let next = 0;
  return autocannon({
    url: fixture.url, connections, duration, method: 'PUT',
    headers: { 'x-api-key': fixture.key, 'content-type': 'application/json', 'content-encoding': 'gzip' },
    setupClient: keepNoBodies,
    requests: [{
      method: 'PUT',
      setupRequest: (request) => {
        const n = next++;
        return { ...request, path: `/api/shadows/${fixture.tokens[n % WRITERS]}`, body: fixture.saveBodies[n % fixture.saveBodies.length] };
      },
    }],
  });
}

/**
 * Saves the store holds (each save bumps its shadow's revision by one). Fewer than acknowledged would be a
 * lost write; more means saves that completed after the load tool stopped waiting for their answer.
 */
export async function storedSaves(fixture: Fixture): Promise<number> {
  const { shadows } = await call(fixture.url, fixture.key, 'GET', `/api/grids/${fixture.gridId}/shadows`);
  return (shadows as { revision: number }[]).reduce((sum, shadow) => sum + shadow.revision, 0);
}

/** server.get-shadow.p99 (100 readers) and server.put-shadow.p99 (20 gzip writers) on a 10k-cell template. */
export const serverSuite: BenchSuite = {
  names: ['server.get-shadow.p99', 'server.put-shadow.p99'],
  async run(record, selected) {
    const dataDir = await mkdtemp(join(tmpdir(), 'gridcast-bench-'));
    const { child, url } = await startServerProcess(dataDir);
    try {
      const fixture = await prepare(url);
      if (selected('server.get-shadow.p99')) {
        const warmup = await readLoad(fixture, WARMUP_S);
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await readLoad(fixture));
        const last = runs[runs.length - 1];
        record(summarize('server.get-shadow.p99', runs.map((run) => run.latency.p99), 0, {
          cells: ROWS * COLUMNS, connections: READERS, p50_ms: last.latency.p50, max_ms: last.latency.max,
          requests_per_s: Math.round(last.requests.average), warmup_p99_ms: warmup.latency.p99,
          non_2xx: [warmup, ...runs].reduce((sum, run) => sum + run.non2xx + run.errors, 0),
        }));
      }
      if (selected('server.put-shadow.p99')) {
        const warmup = await writeLoad(fixture, WARMUP_S);
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await writeLoad(fixture));
        // Warm-up saves are stored too: they count among the acknowledged ones that must not be lost.
        const acknowledged = [warmup, ...runs].reduce((sum, run) => sum + run['2xx'], 0);
        // Let saves still in flight when the load tool stopped finish before counting.
        await new Promise((done) => setTimeout(done, 2000));
        const stored = await storedSaves(fixture);
        const last = runs[runs.length - 1];
        record(summarize('server.put-shadow.p99', runs.map((run) => run.latency.p99), 0, {
          cells: ROWS * COLUMNS, connections: WRITERS, gzip_body_kb: Math.round(fixture.saveBodies[0].length / 1024), edit: 'one cell per save',
          p50_ms: last.latency.p50, max_ms: last.latency.max, saves_per_s: Math.round(last.requests.average), warmup_p99_ms: warmup.latency.p99,
          acknowledged, lost_writes: Math.max(0, acknowledged - stored), stored_saves: stored, non_2xx: [warmup, ...runs].reduce((sum, run) => sum + run.non2xx + run.errors, 0),
        }));
      }
    } finally {
      child.kill('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};

// Child-process mode: `node --import tsx bench/suites/server.ts --serve <dataDir> [<postgres url>]`.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--serve') {
  const { startServer } = await import('../../server/main.js');
  const server = await startServer({ port: 0, dataDir: process.argv[3], store: process.argv[4], print: () => undefined, env: { GRIDCAST_ADMIN_EMAIL: 'bench@example.test', GRIDCAST_ADMIN_PASSWORD: 'bench-password' } });
  process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
}
