import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PieceCounts, RunCounts, RunRecord } from './run-record.js';
import type { RunStore } from './run-store.js';

const RESULTS = /^results-(\d+)-(\d+)-(\d+)$/;

interface Held {
  run: RunRecord;
  readonly done: Map<number, PieceCounts>;
  inputBytes: number;
}

/**
 * The embedded store's runs: a folder per run under `<data>/runs/`, with `run.json` (the record), its input
 * pieces (`inputs-<n>`) and its results pieces (`results-<n>-<count>-<failed>`, written to a temporary name,
 * synced, then renamed, so a crash leaves a whole piece or none). One process holds the data folder, so
 * what is stored is also held here in memory: a piece's results are kept once, and the counts of a run
 * never need its files read. A start reads the folders back (`open`).
 */
export class FileRunStore implements RunStore {
  private readonly held = new Map<string, Held>();

  private constructor(private readonly dir: string) {}

  static async open(dir: string): Promise<FileRunStore> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const store = new FileRunStore(dir);
    for (const id of await readdir(dir)) await store.load(id);
    return store;
  }

  private async load(id: string): Promise<void> {
    let run: RunRecord;
    try {
      run = JSON.parse(await readFile(join(this.dir, id, 'run.json'), 'utf8')) as RunRecord;
    } catch {
      // A folder whose record was never written: a run created as the process stopped.
      await rm(join(this.dir, id), { recursive: true, force: true });
      return;
    }
    const done = new Map<number, PieceCounts>();
    for (const name of await readdir(join(this.dir, id))) {
      const match = RESULTS.exec(name);
      if (match) done.set(Number(match[1]), { count: Number(match[2]), failed: Number(match[3]), bytes: 0 });
      else if (name.endsWith('.tmp')) await rm(join(this.dir, id, name), { force: true });
    }
    for (const [piece, counts] of done) {
      const file = await open(join(this.dir, id, resultsName(piece, counts)));
      done.set(piece, { ...counts, bytes: (await file.stat()).size });
      await file.close();
    }
    this.held.set(id, { run, done, inputBytes: run.inputBytes });
  }

  async create(run: RunRecord): Promise<void> {
    await mkdir(join(this.dir, run.id), { mode: 0o700 });
    await this.writeRecord(run);
    this.held.set(run.id, { run: { ...run }, done: new Map(), inputBytes: 0 });
  }

  async get(runId: string): Promise<RunRecord | undefined> {
    const held = this.held.get(runId);
    return held && { ...held.run };
  }

  async list(accountId: number, gridId?: string): Promise<RunRecord[]> {
    return [...this.held.values()].map((held) => held.run).filter((run) => run.accountId === accountId && (gridId === undefined || run.gridId === gridId))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((run) => ({ ...run }));
  }

  async withStatus(status: RunRecord['status']): Promise<RunRecord[]> {
    return [...this.held.values()].filter((held) => held.run.status === status).map((held) => ({ ...held.run }));
  }

  async update(run: RunRecord, from?: RunRecord['status']): Promise<boolean> {
    const held = this.held.get(run.id);
    if (!held || (from !== undefined && held.run.status !== from)) return false;
    held.run = { ...run };
    await this.writeRecord(run);
    return true;
  }

  async putInputs(runId: string, piece: number, bytes: Uint8Array): Promise<void> {
    await writeFile(join(this.dir, runId, `inputs-${piece}`), bytes, { mode: 0o600 });
    const held = this.held.get(runId);
    if (held) held.inputBytes += bytes.length;
  }

  async inputs(runId: string, piece: number): Promise<Uint8Array> {
    return new Uint8Array(await readFile(join(this.dir, runId, `inputs-${piece}`)));
  }

  async putResults(runId: string, piece: number, bytes: Uint8Array, counts: Omit<PieceCounts, 'bytes'>): Promise<boolean> {
    const held = this.held.get(runId);
    if (!held || held.done.has(piece) || held.run.status !== 'running') return false;
    const stored: PieceCounts = { ...counts, bytes: bytes.length };
    // Claimed before the write: a second put of the piece while this one writes is dropped too.
    held.done.set(piece, stored);
    const temporary = join(this.dir, runId, `results-${piece}.tmp`);
    try {
      const file = await open(temporary, 'w', 0o600);
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, join(this.dir, runId, resultsName(piece, stored)));
    } catch (error) {
      held.done.delete(piece);
      throw error;
    }
    return true;
  }

  async donePieces(runId: string): Promise<Map<number, PieceCounts>> {
    return new Map(this.held.get(runId)?.done);
  }

  async counts(runId: string): Promise<RunCounts> {
    let done = 0;
    let failed = 0;
    let resultBytes = 0;
    const pieces = this.held.get(runId)?.done ?? new Map<number, PieceCounts>();
    for (const counts of pieces.values()) {
      done += counts.count;
      failed += counts.failed;
      resultBytes += counts.bytes;
    }
    return { done, failed, piecesDone: pieces.size, resultBytes };
  }

  async results(runId: string, piece: number): Promise<Uint8Array | undefined> {
    const counts = this.held.get(runId)?.done.get(piece);
    if (!counts) return undefined;
    return new Uint8Array(await readFile(join(this.dir, runId, resultsName(piece, counts))));
  }

  async remove(runId: string, record: boolean): Promise<void> {
    const held = this.held.get(runId);
    if (record) {
      this.held.delete(runId);
      await rm(join(this.dir, runId), { recursive: true, force: true });
      return;
    }
    if (held) {
      held.done.clear();
      held.inputBytes = 0;
    }
    for (const name of await readdir(join(this.dir, runId)).catch(() => [] as string[])) {
      if (name !== 'run.json') await rm(join(this.dir, runId, name), { force: true });
    }
  }

  async accountBytes(accountId: number): Promise<number> {
    let total = 0;
    for (const held of this.held.values()) {
      if (held.run.accountId !== accountId) continue;
      total += held.inputBytes;
      for (const counts of held.done.values()) total += counts.bytes;
    }
    return total;
  }

  async close(): Promise<void> {
    this.held.clear();
  }

  /** The record, written whole and renamed over the old one (a crash leaves one or the other). */
  private async writeRecord(run: RunRecord): Promise<void> {
    const path = join(this.dir, run.id, 'run.json');
    await writeFile(`${path}.next`, JSON.stringify(run), { mode: 0o600 });
    await rename(`${path}.next`, path);
  }
}

function resultsName(piece: number, counts: Omit<PieceCounts, 'bytes'>): string {
  return `results-${piece}-${counts.count}-${counts.failed}`;
}
