import { flatValue, headerPaths, csvRecords, RecordCutter, resultHeader, resultLine, runProgress, type ColumnPath, type InputFormat, type ResultFormat, type RunResult } from '../../../plugins/runs/index.js';
import type { ComputePool } from '../../compute/compute-pool.js';
import { computeTask } from '../../compute/compute-task.js';
import { newId } from '../../api/ids.js';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.js';
import { versionById } from '../../storage/lookups.js';
import type { GridRecord, VersionRecord } from '../../storage/records.js';
import type { Storage } from '../../storage/storage.js';
import type { WebhookDispatcher } from '../webhooks.js';
import type { RunBatchAnswer } from '../../engine/run-batch-task.js';
import { bytesText, type RunLimits } from './run-limits.js';
import type { PieceJob, PieceQueue } from './piece-queue.js';
import { PIECE_INPUTS, type RunRecord } from './run-record.js';
import type { RunStore } from './run-store.js';

const TASKS = new URL('../../engine/run-batch-task.js', import.meta.url);
const RUN_BATCH = computeTask<typeof import('../../engine/run-batch-task.js').runVersionBatch>(TASKS, 'runVersionBatch');
const RESULT_COLUMNS = computeTask<typeof import('../../engine/run-batch-task.js').runResultColumns>(TASKS, 'runResultColumns');

/** How often finished runs past their retention are looked for. */
const SWEEP_MS = 60 * 60 * 1000;
/**
 * An upload still unfinished after this, on a store shared by several processes, was left by a process that
 * stopped; so was content held this long for a run that was never stored.
 */
const STALE_UPLOAD_MS = 60 * 60 * 1000;

/** A run as the API shows it: its record's fields and its progress. */
export interface RunView {
  readonly id: string;
  readonly gridId: string;
  readonly versionId: string;
  readonly source: string;
  readonly format: InputFormat;
  readonly status: RunRecord['status'];
  readonly inputs: number;
  readonly done: number;
  readonly failed: number;
  /** Inputs answered per second since the run was created. */
  readonly rate: number;
  /** Seconds left at that rate, while running. */
  readonly secondsLeft?: number;
  readonly resultBytes: number;
  readonly outputs: readonly string[];
  readonly createdAt: string;
  readonly finishedAt?: string;
}

/** A run's file of inputs as it arrives: its bytes, its name (or URL) and its format. */
export interface RunUpload {
  readonly chunks: AsyncIterable<Uint8Array>;
  readonly source: string;
  readonly format: InputFormat;
}

/**
 * Runs of a template version over a file of inputs, computed in the background: the file is stored in
 * pieces as it arrives, each piece is computed in the compute pool's background lane under the run's
 * account (so its fair share holds, and requests' tasks go first) and its results stored once; the run
 * ends when every piece has results, and a `run.finished` webhook is posted. A start takes up the runs
 * left running (their pieces without results); results are read back in the inputs' order. A run holds
 * the content it computes (a `runContents` record, which the store counts as a reference) from its start
 * until it ends, so a save or a fold of its version meanwhile leaves that content in place for its pieces.
 */
export class RunService {
  private sweeper: NodeJS.Timeout | undefined;
  private stopping = false;

  constructor(
    private readonly store: RunStore,
    private readonly queue: PieceQueue,
    private readonly compute: ComputePool,
    private readonly storage: Storage,
    private readonly webhooks: WebhookDispatcher,
    private readonly limits: RunLimits,
    /** Several processes share the store (PostgreSQL): pieces are queued in the job queue, not taken up again at a start. */
    private readonly shared: boolean,
    private readonly log: (line: string) => void,
  ) {}

  async start(): Promise<void> {
    const now = Date.now();
    for (const run of await this.store.withStatus('uploading')) {
      if (!this.shared || now - Date.parse(run.createdAt) > STALE_UPLOAD_MS) await this.removeRun(run.id);
    }
    if (!this.shared) {
      for (const run of await this.store.withStatus('running')) {
        const done = await this.store.donePieces(run.id);
        await this.queue.add(run.id, range(run.pieces).filter((piece) => !done.has(piece)));
      }
    }
    await this.queue.start((job) => this.computePiece(job).catch((error: Error) => {
      if (!(error instanceof PieceLeft)) this.log(`runs: piece ${job.piece} of run ${job.runId} failed: ${error.message}`);
      throw error;
    }), this.compute.stats().workers * 2);
    await this.sweep();
    this.sweeper = setInterval(() => void this.sweep().catch((error: Error) => this.log(`runs: retention sweep failed: ${error.message}`)), SWEEP_MS);
    this.sweeper.unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.sweeper);
    await this.queue.stop();
  }

  /** Stores the upload's inputs in pieces and starts the run; a file past the limits, or unreadable, leaves nothing behind. */
  async create(accountId: number, grid: GridRecord, version: VersionRecord, upload: RunUpload): Promise<RunRecord> {
    const mine = await this.store.list(accountId);
    const active = mine.filter((run) => run.status === 'running' || run.status === 'uploading').length;
    if (active >= this.limits.runsAtOnce) {
      throw new HttpError(429, `This account already has ${active} run${active === 1 ? '' : 's'} in progress, the most it may have at once: wait for one to end, or cancel one.`);
    }
    const kept = await this.store.accountBytes(accountId);
    if (kept >= this.limits.storedBytes) {
      throw new HttpError(413, `This account's runs keep ${bytesText(kept)} of inputs and results, the most it may keep (${bytesText(this.limits.storedBytes)}): delete old runs first.`);
    }
    const id = newId();
    const contentKey = await this.holdContent(id, version.id);
    let run: RunRecord | undefined;
    try {
      const resultColumns = await this.compute.run(accountId, RESULT_COLUMNS, { contentKey });
      run = {
        id, accountId, gridId: grid.id, versionId: version.id, contentKey, source: upload.source.slice(0, 500),
        format: upload.format, resultColumns, status: 'uploading', inputs: 0, pieces: 0, inputBytes: 0, createdAt: new Date().toISOString(),
      };
      await this.store.create(run);
      const stored = await this.storeInputs(run, upload);
      Object.assign(run, stored, { status: 'running' });
    } catch (error) {
      if (run) await this.store.remove(id, true);
      await this.releaseContent(id);
      throw error;
    }
    await this.store.update(run);
    await this.queue.add(run.id, range(run.pieces));
    return run;
  }

  private async storeInputs(run: RunRecord, upload: RunUpload): Promise<Pick<RunRecord, 'inputs' | 'pieces' | 'inputBytes' | 'columns'>> {
    const cutter = new RecordCutter(upload.format, PIECE_INPUTS, upload.format === 'csv' ? 1 : 0);
    let columns: ColumnPath[] | undefined;
    let inputs = 0;
    let pieces = 0;
    let bytes = 0;
    const put = async (piece: { bytes: Uint8Array; records: number }) => {
      if (upload.format === 'csv' && columns === undefined) {
        columns = csvHeader(piece.bytes);
        return;
      }
      inputs += piece.records;
      if (inputs > this.limits.inputsPerRun) throw new HttpError(413, `A run takes at most ${this.limits.inputsPerRun.toLocaleString('en-US')} inputs; this file has more.`);
      await this.store.putInputs(run.id, pieces++, piece.bytes);
    };
    for await (const chunk of upload.chunks) {
      bytes += chunk.length;
      if (bytes > this.limits.fileBytes) throw new HttpError(413, `A run's file may be at most ${bytesText(this.limits.fileBytes)}.`);
      for (const piece of cutter.push(chunk)) await put(piece);
    }
    const last = cutter.end();
    if (last) await put(last);
    if (inputs === 0) throw badRequest(upload.format === 'csv' ? 'The CSV file has no inputs: a header row, then one row per input.' : 'The file has no inputs: one JSON object per line.');
    return { inputs, pieces, inputBytes: bytes, ...(columns ? { columns } : {}) };
  }

  /**
   * Computes one piece and stores its results (unless stored already); the run ends with its last piece.
   * A piece left undone because this process is stopping throws (PieceLeft): the queue gives it back.
   */
  private async computePiece(job: PieceJob): Promise<void> {
    if (this.stopping) throw new PieceLeft();
    const run = await this.store.get(job.runId);
    if (!run || run.status !== 'running') return;
    const count = Math.min(PIECE_INPUTS, run.inputs - job.piece * PIECE_INPUTS);
    const bytes = await this.store.inputs(run.id, job.piece);
    const args = { contentKey: run.contentKey, bytes, format: run.format, columns: run.columns, firstRecord: job.piece * PIECE_INPUTS + 1, writing: { format: 'jsonl' as const } };
    let answer: Pick<RunBatchAnswer, 'bytes' | 'count' | 'failed'>;
    try {
      answer = await this.compute.run(run.accountId, RUN_BATCH, args, [], { background: true });
    } catch (error) {
      // A stopping server leaves the piece to the next start (or another process).
      if (this.stopping) throw new PieceLeft();
      answer = failedPiece(error as Error, count);
    }
    await this.store.putResults(run.id, job.piece, answer.bytes, { count: answer.count, failed: answer.failed });
    // Looked at whether or not these results were kept: a process that stored the last piece may have died before ending the run.
    const counts = await this.store.counts(run.id);
    if (counts.piecesDone === run.pieces) await this.finish(run, counts.done, counts.failed);
  }

  /**
   * Marks the run done (once, whichever process stores its last piece), posts `run.finished` to the
   * account's webhooks and lets go of its content.
   */
  private async finish(run: RunRecord, done: number, failed: number): Promise<void> {
    const ended: RunRecord = { ...run, status: 'done', finishedAt: new Date().toISOString(), finalCounts: { done, failed } };
    if (!(await this.store.update(ended, 'running'))) return;
    try {
      const hooks = await this.storage.read((db) => db.webhooks.filter((webhook) => webhook.accountId === run.accountId));
      await this.webhooks.fire(hooks, { event: 'run.finished', runId: run.id, gridId: run.gridId, status: 'done', inputs: run.inputs, failed });
    } finally {
      // The call is queued first: it follows the run's status as closely as it did.
      await this.releaseContent(run.id);
    }
  }

  /** The account's run `runId` of grid `gridId`, or 404. */
  async runOf(accountId: number, gridId: string, runId: string): Promise<RunRecord> {
    const run = await this.store.get(runId);
    if (!run || run.accountId !== accountId || run.gridId !== gridId) throw new HttpError(404, 'Run not found.');
    return run;
  }

  async list(accountId: number, gridId: string): Promise<RunView[]> {
    return Promise.all((await this.store.list(accountId, gridId)).map((run) => this.view(run)));
  }

  async view(run: RunRecord): Promise<RunView> {
    const counts = run.finalCounts && run.status !== 'done' ? { ...run.finalCounts, resultBytes: 0 } : await this.store.counts(run.id);
    const end = run.finishedAt ? Date.parse(run.finishedAt) : Date.now();
    const progress = runProgress(counts.done, counts.failed, end - Date.parse(run.createdAt), run.inputs ? counts.done / run.inputs : undefined);
    return {
      id: run.id, gridId: run.gridId, versionId: run.versionId, source: run.source, format: run.format, status: run.status,
      inputs: run.inputs, done: counts.done, failed: counts.failed, rate: Math.round(progress.rate * 10) / 10,
      ...(run.status === 'running' && progress.secondsLeft !== undefined ? { secondsLeft: Math.ceil(progress.secondsLeft) } : {}),
      resultBytes: counts.resultBytes, outputs: run.resultColumns, createdAt: run.createdAt, ...(run.finishedAt ? { finishedAt: run.finishedAt } : {}),
    };
  }

  /** Stops a running run: its waiting pieces are dropped, its inputs and results removed; the counts it reached stay. */
  async cancel(run: RunRecord): Promise<RunRecord> {
    const counts = await this.store.counts(run.id);
    const cancelled: RunRecord = { ...run, status: 'cancelled', finishedAt: new Date().toISOString(), finalCounts: { done: counts.done, failed: counts.failed } };
    if (!(await this.store.update(cancelled, run.status))) throw conflict('This run ended meanwhile: reload it.');
    await this.queue.drop(run.id);
    await this.store.remove(run.id, false);
    await this.releaseContent(run.id);
    return cancelled;
  }

  async remove(run: RunRecord): Promise<void> {
    await this.removeRun(run.id);
  }

  /** Removes a run whole, and lets go of its content if it still held it (it was never let go: an unfinished upload). */
  private async removeRun(runId: string): Promise<void> {
    await this.store.remove(runId, true);
    await this.releaseContent(runId);
  }

  /**
   * The content run `runId` computes: its version's content now (a save or fold since the caller read the
   * version may have replaced it, and the replaced content is dropped unless a record still points at it),
   * held in the same write, so that it stays until the run lets go of it (releaseContent).
   */
  private holdContent(runId: string, versionId: string): Promise<string> {
    return this.storage.write((db) => {
      const version = versionById(db.versions, versionId);
      if (!version) throw notFound('Grid version');
      db.runContents.push({ id: runId, contentKey: version.contentKey, createdAt: new Date().toISOString() });
      return version.contentKey;
    });
  }

  /**
   * Run `runId` ended (done, cancelled, deleted, its upload failed): lets go of its content, which is then
   * dropped unless a record still points at it (its version, when not saved since; another run). A
   * failure is logged, not thrown: the run has ended all the same, and the next sweep lets go.
   */
  private async releaseContent(runId: string): Promise<void> {
    try {
      const released = await this.storage.write((db) => {
        const at = db.runContents.findIndex((held) => held.id === runId);
        if (at < 0) return undefined;
        const { contentKey } = db.runContents[at];
        db.runContents.splice(at, 1);
        return contentKey;
      });
      if (released !== undefined) await this.storage.dropContent(released);
    } catch (error) {
      this.log(`runs: the content of run ${runId} was not let go (the next sweep tries again): ${(error as Error).message}`);
    }
  }

  /**
   * Lets go of content still held for runs that ended (a process stopped between ending a run and letting
   * go) or that were never stored (a process stopped while starting one, or runs not copied by a migrate).
   */
  private async releaseLeftContent(): Promise<void> {
    const held = await this.storage.read((db) => db.runContents.map(({ id, createdAt }) => ({ id, createdAt })));
    const stale = Date.now() - STALE_UPLOAD_MS;
    for (const { id, createdAt } of held) {
      const run = await this.store.get(id);
      if (run ? run.status === 'done' || run.status === 'cancelled' : Date.parse(createdAt) < stale) await this.releaseContent(id);
    }
  }

  /** Refuses (409) a run whose results cannot be read: one still computing, or cancelled. */
  downloadable(run: RunRecord): void {
    if (run.status !== 'done') throw conflict(run.status === 'cancelled' ? 'This run was cancelled: it has no results.' : 'This run is still computing: its results can be downloaded once it is done.');
  }

  /** A done run's results (see `downloadable`) in the inputs' order, a piece at a time: JSON lines as stored, or CSV rows made from them. */
  async *results(run: RunRecord, format: ResultFormat): AsyncGenerator<Uint8Array> {
    const writing = format === 'csv-flat' ? { format, columns: run.resultColumns } : { format };
    const encoder = new TextEncoder();
    if (format !== 'jsonl') yield encoder.encode(resultHeader(writing));
    for (let piece = 0; piece < run.pieces; piece++) {
      const bytes = await this.store.results(run.id, piece);
      if (!bytes) throw new HttpError(500, `The results of inputs ${piece * PIECE_INPUTS + 1} to ${(piece + 1) * PIECE_INPUTS} are missing.`);
      if (format === 'jsonl') {
        yield bytes;
        continue;
      }
      let text = '';
      for (const line of linesOf(bytes)) text += resultLine(JSON.parse(line) as RunResult, writing);
      yield encoder.encode(text);
      await new Promise((next) => setImmediate(next));
    }
  }

  /** The distribution of one output (a flat column) across a done run: `bins` bins of its numeric values (d3's). */
  async histogram(run: RunRecord, output: string, bins: number): Promise<{ output: string; values: number; bins: { x0: number; x1: number; count: number }[] }> {
    if (run.status !== 'done') throw conflict('The run is not done: its outputs\' distribution is drawn once it is.');
    if (!run.resultColumns.includes(output)) throw badRequest(`Invalid query.output: "${output}" is not one of this run's outputs (${run.resultColumns.slice(0, 5).join(', ')}...).`);
    const values: number[] = [];
    for (let piece = 0; piece < run.pieces; piece++) {
      const bytes = await this.store.results(run.id, piece);
      for (const line of linesOf(bytes ?? new Uint8Array())) {
        const result = JSON.parse(line) as RunResult;
        const value = 'outputs' in result ? flatValue(result.outputs, output) : undefined;
        if (typeof value === 'number' && Number.isFinite(value)) values.push(value);
      }
      await new Promise((next) => setImmediate(next));
    }
    // Loaded on use: a server that draws no histogram never loads d3 (tests/server/start-up-modules.test.ts).
    const { bin } = await import('d3-array');
    const made = bin().thresholds(bins)(values);
    return { output, values: values.length, bins: made.map((b) => ({ x0: b.x0 ?? 0, x1: b.x1 ?? 0, count: b.length })) };
  }

  /** Removes finished runs past their retention, and lets go of content no run needs any more. */
  private async sweep(): Promise<void> {
    const before = Date.now() - this.limits.retentionDays * 24 * 3600 * 1000;
    for (const status of ['done', 'cancelled'] as const) {
      for (const run of await this.store.withStatus(status)) {
        if (run.finishedAt && Date.parse(run.finishedAt) < before) await this.removeRun(run.id);
      }
    }
    await this.releaseLeftContent();
  }
}

/** A piece this process leaves undone (it is stopping): the next start, or another process, computes it. */
class PieceLeft extends Error {
  constructor() {
    super('The server is stopping: the piece is left to the next start.');
  }
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, i) => i);
}

function* linesOf(bytes: Uint8Array): Generator<string> {
  const text = new TextDecoder().decode(bytes);
  for (let from = 0; from < text.length;) {
    let end = text.indexOf('\n', from);
    if (end < 0) end = text.length;
    if (end > from) yield text.slice(from, end);
    from = end + 1;
  }
}

/** A CSV upload's header record, as paths; a bad header is a 400. */
function csvHeader(bytes: Uint8Array): ColumnPath[] {
  const [header] = csvRecords(new TextDecoder().decode(bytes));
  if (!header) throw badRequest('The CSV file has no header row: its first row names the input keys.');
  try {
    return headerPaths(header);
  } catch (error) {
    throw badRequest(`The CSV file's header: ${(error as Error).message}`);
  }
}

/** A piece the pool could not compute (stopped past its budget, its worker dead): each of its inputs fails with why. */
function failedPiece(error: Error, count: number): Pick<RunBatchAnswer, 'bytes' | 'count' | 'failed'> {
  const line = `${JSON.stringify({ error: `This input could not be computed: ${error.message}` })}\n`;
  return { bytes: new TextEncoder().encode(line.repeat(count)), count, failed: count };
}
