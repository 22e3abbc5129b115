import { type Draft, produce } from 'immer';
import pg from 'pg';
import { ContentCache } from '../content-cache.js';
import { type ContentSource, layeredPrefix, unlayered } from '../content-source.js';
import { GroupCommit } from '../group-commit.js';
import type { DbState, JsonValue } from '../records.js';
import type { BodyEdit, Storage } from '../storage.js';
import { StorageUnavailableError } from '../unavailable.js';
import { isConnectionError, unlessUnavailable } from './connection-errors.js';
import { ContentRows } from './content-rows.js';
import { migrate } from './migrations.js';
import { type Changes, RecordReplica, type RecordWrites, type Scalars } from './record-replica.js';

export interface PostgresOptions {
  /** Connections per process. */
  readonly poolSize?: number;
  /** How long a request waits for a connection before it is answered 503. */
  readonly connectTimeoutMs?: number;
  /** Where pool errors (a connection dropped while idle) are reported. */
  readonly log?: (line: string) => void;
}

/** Tombstones older than this many writes are dropped; a process further behind than that loads everything again. */
const TOMBSTONES_KEPT = 100_000;

interface PendingWrite {
  readonly change: (db: Draft<DbState>) => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

interface ChangeRow {
  readonly t: number;
  readonly kind: string | null;
  readonly id: string | null;
  readonly ord: string | null;
  readonly version: string;
  readonly data: unknown;
  readonly tombstones_from: string | null;
}

/**
 * The store on PostgreSQL, for several stateless server processes on one database. Each process keeps the
 * records in memory as the embedded store does (routes query a snapshot), as one row per record in the
 * database. A read first fetches what other processes committed since (one query, shared by the reads
 * that arrive together), so a save through one process is read back through another at once. Writes are
 * serialised across processes by the row lock on gridcast_state, taken before the version they build on is read; a
 * write's function runs on the latest records under that lock, so a stale save is refused (409) whichever
 * process gets it. Writes made together in one process share one transaction.
 */
export class PostgresStorage implements Storage {
  private readonly replica = new RecordReplica();
  private readonly refreshes = new GroupCommit(() => this.refresh());
  private readonly content: ContentRows;
  private readonly cache = new ContentCache(64);
  private queue: PendingWrite[] = [];
  private writing: Promise<void> | undefined;

  private constructor(private readonly pool: pg.Pool) {
    this.content = new ContentRows(pool);
  }

  /** Connects, applies the migrations this database lacks and loads the records. */
  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresStorage> {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, connectionTimeoutMillis: options.connectTimeoutMs ?? 5000 });
    const log = options.log ?? ((line: string) => console.error(line));
    // An idle connection that drops (a database restart) must not end the process; the next query reconnects.
    pool.on('error', (error) => log(`PostgreSQL connection lost: ${error.message}`));
    // A connection checked out between two queries has no listener of the pool's: its drop would be
    // thrown as an uncaught error. The query that uses it next fails (503) instead.
    pool.on('connect', (client) => client.on('error', () => undefined));
    try {
      await migrate(pool);
      const storage = new PostgresStorage(pool);
      await storage.refresh();
      return storage;
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
  }

  async read<T>(query: (db: DbState) => T): Promise<T> {
    await this.refreshes.commit();
    return query(this.replica.db);
  }

  write<T>(change: (db: Draft<DbState>) => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ change, resolve: resolve as (value: unknown) => void, reject });
      this.writing ??= this.drainWrites();
    });
  }

  async putContent(kind: string, content: JsonValue, source?: ContentSource): Promise<string> {
    const key = await unlessUnavailable(() => source
      ? this.content.put(kind, Buffer.concat([Buffer.from(layeredPrefix(source)), source.body, Buffer.from('}')]), layeredPrefix(source))
      : this.content.put(kind, JSON.stringify(content)));
    this.cache.set(key, content);
    return key;
  }

  putContentText(kind: string, source: ContentSource, edited?: BodyEdit): Promise<string> {
    return unlessUnavailable(() => this.content.putSource(kind, source, edited));
  }

  async getContent(key: string): Promise<JsonValue> {
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const content = unlayered(JSON.parse((await unlessUnavailable(() => this.content.text(key))).toString('utf8')) as JsonValue);
    this.cache.set(key, content);
    return content;
  }

  async dropContent(key: string): Promise<void> {
    this.cache.delete(key);
    await unlessUnavailable(() => this.content.drop(key));
  }

  /** Deletes content no record needs (see ContentRows.removeUnused); run at start and by `gridcast migrate`. */
  removeUnusedContent(): Promise<number> {
    return unlessUnavailable(() => this.content.removeUnused());
  }

  async sizeBytes(): Promise<number> {
    const { rows } = await unlessUnavailable(() => this.pool.query<{ size: string }>(`
      SELECT sum(pg_total_relation_size(c.oid))::bigint AS size FROM pg_class c
      WHERE c.relkind = 'r' AND c.relname LIKE 'gridcast\\_%'`));
    return Number(rows[0]?.size ?? 0);
  }

  /** A secret shared by every process on this database (e.g. the cookie signing key), made once by whoever asks first. */
  async sharedSecret(name: string, make: () => string): Promise<string> {
    const { rows } = await unlessUnavailable(() => this.pool.query<{ value: string }>(`
      WITH made AS (INSERT INTO gridcast_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING value)
      SELECT value FROM made UNION ALL SELECT value FROM gridcast_secrets WHERE name = $1`, [name, make()]));
    return rows[0].value;
  }

  async close(): Promise<void> {
    while (this.writing) await this.writing;
    await this.refreshes.settle();
    await this.pool.end();
  }

  /** Brings the replica up to the latest committed version (one statement, so one snapshot). */
  private async refresh(client: pg.Pool | pg.PoolClient = this.pool): Promise<void> {
    const from = this.replica.beginFetch();
    try {
      const changes = await unlessUnavailable(() => fetchChanges(client, from));
      if (changes.tombstonesFrom > from && from > 0) this.replica.reset(await unlessUnavailable(() => fetchChanges(client, 0)));
      else this.replica.merge(changes);
    } finally {
      this.replica.fetchEnded(from);
    }
  }

  private async drainWrites(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0);
      try {
        await this.commit(batch);
      } catch (error) {
        const failure = unavailableOr(error);
        for (const write of batch) write.reject(failure);
      }
    }
    this.writing = undefined;
  }

  /**
   * One transaction for a batch of writes: lock the version, catch up, run each write's function on the
   * latest records (a throw refuses that write alone), store the changed rows with the next version, commit.
   */
  private async commit(batch: readonly PendingWrite[]): Promise<void> {
    const client = await unlessUnavailable(() => this.pool.connect());
    let broken = false;
    try {
      await client.query('BEGIN');
      // The lock is taken without changing the row: until this commits, the version read is the committed one.
      const { rows } = await client.query<{ version: string }>('SELECT version FROM gridcast_state WHERE id = 1 FOR UPDATE');
      const committed = Number(rows[0].version);
      if (this.replica.version < committed) await this.refresh(client);
      const version = committed + 1;
      const base = this.replica.db;
      let next = base;
      const outcomes = batch.map((write) => {
        try {
          let result: unknown;
          // immer gives all-or-nothing: a throw inside the change leaves `next` as it was.
          next = produce(next, (draft) => {
            result = write.change(draft);
          });
          return { ok: true as const, result };
        } catch (error) {
          return { ok: false as const, error };
        }
      });
      if (next === base) {
        await client.query('ROLLBACK');
      } else {
        const writes = this.replica.diff(base, next);
        await storeWrites(client, writes, version);
        if (version % 1000 === 0) await pruneTombstones(client, version);
        await client.query('COMMIT');
        this.replica.adopt(base, next, writes, version);
      }
      batch.forEach((write, at) => {
        const outcome = outcomes[at];
        if (outcome.ok) write.resolve(outcome.result);
        else write.reject(outcome.error);
      });
    } catch (error) {
      broken = true;
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release(broken);
    }
  }
}

async function fetchChanges(client: pg.Pool | pg.PoolClient, from: number): Promise<Changes & { tombstonesFrom: number }> {
  const { rows } = await client.query<ChangeRow>(`
    SELECT 0 AS t, NULL AS kind, NULL AS id, NULL::bigint AS ord, version, scalars AS data, tombstones_from FROM gridcast_state
    UNION ALL SELECT 1, kind, id, ord, version, data, NULL FROM gridcast_records WHERE version > $1
    UNION ALL SELECT 2, kind, id, NULL, version, NULL, NULL FROM gridcast_tombstones WHERE version > $1`, [from]);
  const state = rows.find((row) => row.t === 0);
  if (!state) throw new Error('The gridcast_state row is missing: this database was not set up by Gridcast.');
  return {
    from,
    version: Number(state.version),
    tombstonesFrom: Number(state.tombstones_from),
    scalars: state.data as Scalars,
    rows: rows.filter((row) => row.t === 1).map((row) => ({ kind: row.kind!, id: row.id!, ord: Number(row.ord), version: Number(row.version), data: row.data })),
    tombstones: rows.filter((row) => row.t === 2).map((row) => ({ kind: row.kind!, id: row.id!, version: Number(row.version) })),
  };
}

/** One statement: upserts (clearing their tombstones), deletes (leaving tombstones), the version and the scalars. */
async function storeWrites(client: pg.PoolClient, writes: RecordWrites, version: number): Promise<void> {
  await client.query(`
    WITH up AS (
      INSERT INTO gridcast_records (kind, id, ord, version, data)
      SELECT kind, id, ord, $4, data FROM unnest($1::text[], $2::text[], $3::bigint[], $5::json[]) AS u(kind, id, ord, data)
      ON CONFLICT (kind, id) DO UPDATE SET ord = EXCLUDED.ord, version = EXCLUDED.version, data = EXCLUDED.data
      RETURNING kind, id
    ), revived AS (
      DELETE FROM gridcast_tombstones t USING up WHERE t.kind = up.kind AND t.id = up.id
    ), gone AS (
      DELETE FROM gridcast_records r USING unnest($6::text[], $7::text[]) AS d(kind, id)
      WHERE r.kind = d.kind AND r.id = d.id RETURNING r.kind, r.id
    ), buried AS (
      INSERT INTO gridcast_tombstones (kind, id, version) SELECT kind, id, $4 FROM gone
      ON CONFLICT (kind, id) DO UPDATE SET version = EXCLUDED.version
    ), state AS (
      UPDATE gridcast_state SET version = $4, scalars = COALESCE($8::json, scalars) WHERE id = 1
    )
    SELECT 1`, [
    writes.upserts.map((row) => row.kind), writes.upserts.map((row) => row.id), writes.upserts.map((row) => row.ord), version,
    writes.upserts.map((row) => JSON.stringify(row.data)),
    writes.deletes.map((row) => row.kind), writes.deletes.map((row) => row.id),
    writes.scalars ? JSON.stringify(writes.scalars) : null,
  ]);
}

async function pruneTombstones(client: pg.PoolClient, version: number): Promise<void> {
  const below = version - TOMBSTONES_KEPT;
  if (below <= 0) return;
  await client.query('DELETE FROM gridcast_tombstones WHERE version < $1', [below]);
  await client.query('UPDATE gridcast_state SET tombstones_from = $1 WHERE id = 1', [below]);
}

function unavailableOr(error: unknown): unknown {
  return isConnectionError(error) ? new StorageUnavailableError(error) : error;
}
