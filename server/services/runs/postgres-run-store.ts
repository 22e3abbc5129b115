import type pg from 'pg';
import type { PieceCounts, RunCounts, RunRecord } from './run-record.js';
import type { RunStore } from './run-store.js';

/** Any constant shared by every Gridcast process: the advisory lock under which one process creates the runs' tables. */
const SCHEMA_LOCK = 0x72756e73;

/**
 * The runs' tables, created when missing (beside the store's migrations, which they do not depend on):
 * a run's record, and its pieces with their inputs and, once computed, their results.
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS gridcast_runs (
    id text PRIMARY KEY,
    account_id integer NOT NULL,
    grid_id text NOT NULL,
    status text NOT NULL,
    created_at text NOT NULL,
    data json NOT NULL
  );
  CREATE INDEX IF NOT EXISTS gridcast_runs_account ON gridcast_runs (account_id, created_at);
  CREATE TABLE IF NOT EXISTS gridcast_run_pieces (
    run_id text NOT NULL REFERENCES gridcast_runs (id) ON DELETE CASCADE,
    piece integer NOT NULL,
    inputs bytea,
    input_bytes integer NOT NULL DEFAULT 0,
    results bytea,
    count integer,
    failed integer,
    result_bytes integer,
    PRIMARY KEY (run_id, piece)
  );
`;

/**
 * Runs on PostgreSQL, shared by every server process: a piece's results are stored by an UPDATE that
 * only fills a piece without results of a running run, so a piece computed twice (by a process thought
 * dead, whose job was given to another) is stored once.
 */
export class PostgresRunStore implements RunStore {
  constructor(private readonly pool: pg.Pool) {}

  static async open(pool: pg.Pool): Promise<PostgresRunStore> {
    const store = new PostgresRunStore(pool);
    await store.exclusively(() => pool.query(SCHEMA));
    return store;
  }

  /** Runs `work` while holding the runs' advisory lock (one process at a time across the database). */
  async exclusively<T>(work: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK]);
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK]);
      }
    } finally {
      client.release();
    }
  }

  async create(run: RunRecord): Promise<void> {
    await this.pool.query('INSERT INTO gridcast_runs (id, account_id, grid_id, status, created_at, data) VALUES ($1, $2, $3, $4, $5, $6)', [run.id, run.accountId, run.gridId, run.status, run.createdAt, JSON.stringify(run)]);
  }

  async get(runId: string): Promise<RunRecord | undefined> {
    const { rows } = await this.pool.query<{ data: RunRecord }>('SELECT data FROM gridcast_runs WHERE id = $1', [runId]);
    return rows[0]?.data;
  }

  async list(accountId: number, gridId?: string): Promise<RunRecord[]> {
    const { rows } = await this.pool.query<{ data: RunRecord }>(
      'SELECT data FROM gridcast_runs WHERE account_id = $1 AND ($2::text IS NULL OR grid_id = $2) ORDER BY created_at DESC', [accountId, gridId ?? null]);
    return rows.map((row) => row.data);
  }

  async withStatus(status: RunRecord['status']): Promise<RunRecord[]> {
    const { rows } = await this.pool.query<{ data: RunRecord }>('SELECT data FROM gridcast_runs WHERE status = $1', [status]);
    return rows.map((row) => row.data);
  }

  async update(run: RunRecord, from?: RunRecord['status']): Promise<boolean> {
    const { rowCount } = await this.pool.query('UPDATE gridcast_runs SET status = $2, data = $3 WHERE id = $1 AND ($4::text IS NULL OR status = $4)', [run.id, run.status, JSON.stringify(run), from ?? null]);
    return rowCount === 1;
  }

  async putInputs(runId: string, piece: number, bytes: Uint8Array): Promise<void> {
    await this.pool.query('INSERT INTO gridcast_run_pieces (run_id, piece, inputs, input_bytes) VALUES ($1, $2, $3, $4)', [runId, piece, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), bytes.length]);
  }

  async inputs(runId: string, piece: number): Promise<Uint8Array> {
    const { rows } = await this.pool.query<{ inputs: Buffer }>('SELECT inputs FROM gridcast_run_pieces WHERE run_id = $1 AND piece = $2', [runId, piece]);
    if (!rows[0]) throw new Error(`run ${runId} has no piece ${piece}`);
    return new Uint8Array(rows[0].inputs.buffer, rows[0].inputs.byteOffset, rows[0].inputs.byteLength);
  }

  async putResults(runId: string, piece: number, bytes: Uint8Array, counts: Omit<PieceCounts, 'bytes'>): Promise<boolean> {
    const { rowCount } = await this.pool.query(`
      UPDATE gridcast_run_pieces SET results = $3, count = $4, failed = $5, result_bytes = $6
      WHERE run_id = $1 AND piece = $2 AND results IS NULL
        AND EXISTS (SELECT 1 FROM gridcast_runs WHERE id = $1 AND status = 'running')`,
    [runId, piece, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), counts.count, counts.failed, bytes.length]);
    return rowCount === 1;
  }

  async donePieces(runId: string): Promise<Map<number, PieceCounts>> {
    const { rows } = await this.pool.query<{ piece: number; count: number; failed: number; result_bytes: number }>(
      'SELECT piece, count, failed, result_bytes FROM gridcast_run_pieces WHERE run_id = $1 AND count IS NOT NULL', [runId]);
    return new Map(rows.map((row) => [row.piece, { count: row.count, failed: row.failed, bytes: row.result_bytes }]));
  }

  async counts(runId: string): Promise<RunCounts> {
    const { rows } = await this.pool.query<{ done: string; failed: string; pieces: string; bytes: string }>(`
      SELECT coalesce(sum(count), 0) AS done, coalesce(sum(failed), 0) AS failed, count(count) AS pieces, coalesce(sum(result_bytes), 0) AS bytes
      FROM gridcast_run_pieces WHERE run_id = $1`, [runId]);
    const row = rows[0];
    return { done: Number(row.done), failed: Number(row.failed), piecesDone: Number(row.pieces), resultBytes: Number(row.bytes) };
  }

  async results(runId: string, piece: number): Promise<Uint8Array | undefined> {
    const { rows } = await this.pool.query<{ results: Buffer | null }>('SELECT results FROM gridcast_run_pieces WHERE run_id = $1 AND piece = $2', [runId, piece]);
    const results = rows[0]?.results;
    return results ? new Uint8Array(results.buffer, results.byteOffset, results.byteLength) : undefined;
  }

  async remove(runId: string, record: boolean): Promise<void> {
    if (record) await this.pool.query('DELETE FROM gridcast_runs WHERE id = $1', [runId]);
    else await this.pool.query('DELETE FROM gridcast_run_pieces WHERE run_id = $1', [runId]);
  }

  async accountBytes(accountId: number): Promise<number> {
    const { rows } = await this.pool.query<{ bytes: string }>(`
      SELECT coalesce(sum(p.input_bytes + coalesce(p.result_bytes, 0)), 0) AS bytes
      FROM gridcast_run_pieces p JOIN gridcast_runs r ON r.id = p.run_id WHERE r.account_id = $1`, [accountId]);
    return Number(rows[0].bytes);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
