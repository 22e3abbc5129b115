import type { PieceCounts, RunCounts, RunRecord } from './run-record.js';

/**
 * Where runs are kept: their records, their inputs in pieces and each piece's results. The embedded store
 * keeps them in files beside the data folder's records (file-run-store.ts), PostgreSQL in tables shared by
 * every server process (postgres-run-store.ts). A piece's results are stored once: the first put wins and
 * later ones (a piece computed twice, by a process thought dead) are dropped, so no input is answered twice.
 */
export interface RunStore {
  create(run: RunRecord): Promise<void>;
  get(runId: string): Promise<RunRecord | undefined>;
  /** An account's runs (of one grid), newest first. */
  list(accountId: number, gridId?: string): Promise<RunRecord[]>;
  /** Runs in a status, all accounts (a start resumes the running ones and drops unfinished uploads). */
  withStatus(status: RunRecord['status']): Promise<RunRecord[]>;
  /** Writes the record's changed fields; with `from`, only while its status is still `from` (false otherwise: another process moved it). */
  update(run: RunRecord, from?: RunRecord['status']): Promise<boolean>;
  putInputs(runId: string, piece: number, bytes: Uint8Array): Promise<void>;
  inputs(runId: string, piece: number): Promise<Uint8Array>;
  /** Stores a piece's results unless it has some already; true when these are the ones kept. */
  putResults(runId: string, piece: number, bytes: Uint8Array, counts: Omit<PieceCounts, 'bytes'>): Promise<boolean>;
  /** Which pieces have results, with their counts. */
  donePieces(runId: string): Promise<Map<number, PieceCounts>>;
  counts(runId: string): Promise<RunCounts>;
  results(runId: string, piece: number): Promise<Uint8Array | undefined>;
  /** Removes a run's inputs and results (and, with `record`, the run itself). */
  remove(runId: string, record: boolean): Promise<void>;
  /** Bytes an account's runs keep (inputs and results). */
  accountBytes(accountId: number): Promise<number>;
  close(): Promise<void>;
}
