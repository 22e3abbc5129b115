import { type Draft, produce } from 'immer';
import pg from 'pg';
import { ContentCache } from '../content-cache.js';
import { ContentMissingError } from '../content-missing.js';
import { type ContentSource, DOCUMENT_HEAD_BYTES, documentTextRange, layeredPrefix, unlayered } from '../content-source.js';
import { bufferBytes } from '../stored-bytes.js';
import type { DbState, JsonValue } from '../records.js';
import type { BodyEdit, RequestReads, Storage, StoredBytes, StoredEdit, TextPieces } from '../storage.js';
import { StorageUnavailableError } from '../unavailable.js';
import { CoalescedRefresh } from './coalesced-refresh.js';
import { isConnectionError, unlessUnavailable } from './connection-errors.js';
import { ContentRows } from './content-rows.js';
import { HeldReads } from './held-reads.js';
import { CommandRows } from './command-rows.js';
import { ThrottleRows } from './throttle-rows.js';
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
/** Optimistic tries of a batch before it waits for the version's row lock instead. */
const OPTIMISTIC_ATTEMPTS = 3;

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
 * that arrive together), so a save through one process is read back through another at once. A write
 * commits only on top of the version its function ran on (else it runs again on the newer records), so a
 * stale save is refused (409) whichever process gets it. Writes made together in one process share one
 * statement.
 */
export class PostgresStorage implements Storage {
  private readonly replica = new RecordReplica();
  private readonly refreshes = new CoalescedRefresh(() => this.look());
  private readonly content: ContentRows;
  /** Sign-in throttles' counts, shared by every process on this database. */
  readonly throttles: ThrottleRows;
  private readonly cache = new ContentCache(64);
  private readonly loading = new Map<string, Promise<JsonValue>>();
  /**
   * A request's reads: one look as it arrives, then the records this process holds (HeldReads). Work a
   * request leaves behind (a webhook call queued by a save) reads them too: as new as the request's start.
   */
  readonly requestReads: RequestReads = { arrive: () => this.refreshes.after(), storage: new HeldReads(this) };
  private queue: PendingWrite[] = [];
  private writing: Promise<void> | undefined;

  /** The live channel's command logs, shared by every process on this database. */
  readonly commands: CommandRows;

  private constructor(private readonly pool: pg.Pool, url: string, log: (line: string) => void) {
    this.content = new ContentRows(pool);
    this.throttles = new ThrottleRows(pool);
    this.commands = new CommandRows(pool, url, log);
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
      const storage = new PostgresStorage(pool, url, log);
      await storage.refresh();
      return storage;
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
  }

  /** Reads made outside requests (webhook calls, start-up, `gridcast migrate`) each wait for a look at the database. */
  async read<T>(query: (db: DbState) => T): Promise<T> {
    await this.refreshes.after();
    return query(this.replica.db);
  }

  /** The records this process holds now, with no look at the database (HeldReads). */
  heldRecords(): DbState {
    return this.replica.db;
  }

  write<T>(change: (db: Draft<DbState>) => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ change, resolve: resolve as (value: unknown) => void, reject });
      this.writing ??= this.drainWrites();
    });
  }

  async putContent(kind: string, content: JsonValue, source?: ContentSource): Promise<string> {
    const text = source ? Buffer.concat([Buffer.from(layeredPrefix(source)), source.body, Buffer.from('}')]) : JSON.stringify(content);
    const key = await unlessUnavailable(() => this.content.put(kind, text, source && layeredPrefix(source)));
    this.cache.set(key, content, text.length);
    return key;
  }

  /** One row holds the whole text, so the pieces are joined here (the embedded store writes them as they come). */
  async putContentBytes(kind: string, pieces: TextPieces): Promise<string> {
    const gathered: Uint8Array[] = [];
    pieces((piece) => gathered.push(piece));
    return unlessUnavailable(() => this.content.put(kind, Buffer.concat(gathered)));
  }

  /** The text is fetched whole (a row), then read in views of it: no string of it, no tree. */
  contentBytes(key: string): Promise<StoredBytes | undefined> {
    if (this.cache.has(key)) return Promise.resolve(undefined);
    return this.lookingAgainIfMissing(async () => {
      const text = await unlessUnavailable(() => this.content.text(key));
      const range = documentTextRange(text.subarray(0, DOCUMENT_HEAD_BYTES), text.length, text.subarray(text.length - 2));
      const document = range && text.subarray(range.start, range.end);
      return document && bufferBytes(document);
    });
  }

  putContentText(kind: string, source: ContentSource, edited?: BodyEdit): Promise<string> {
    return unlessUnavailable(() => this.content.putSource(kind, source, edited));
  }

  getContent(key: string): Promise<JsonValue> {
    return this.lookingAgainIfMissing(() => this.loadContent(key));
  }

  /**
   * The caller read a record another process has replaced since and dropped its content, which it does
   * only once the new record is committed: one more look brings the new record before the caller reads it
   * again (withCurrentContent), even through HeldReads.
   */
  private async lookingAgainIfMissing<T>(load: () => Promise<T>): Promise<T> {
    try {
      return await load();
    } catch (error) {
      if (error instanceof ContentMissingError) await this.refreshes.after().catch(() => undefined);
      throw error;
    }
  }

  private async loadContent(key: string): Promise<JsonValue> {
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    // Reads that miss together share one fetch and parse (a 10k-cell text: a chain query and ~10 ms of JSON.parse each).
    const loading = this.loading.get(key);
    if (loading) return loading;
    const load = unlessUnavailable(() => this.content.text(key)).then((text) => {
      const content = unlayered(JSON.parse(text.toString('utf8')) as JsonValue);
      this.cache.set(key, content, text.length);
      return content;
    }).finally(() => this.loading.delete(key));
    this.loading.set(key, load);
    return load;
  }

  async bodyEditsSince(from: string, to: string, source: ContentSource): Promise<StoredEdit[] | undefined> {
    const patches = await unlessUnavailable(() => this.content.patchesSince(from, to));
    const prefix = Buffer.byteLength(layeredPrefix(source));
    return patches?.map((patch) => ({ at: patch.at - prefix, cut: patch.cut, bytes: patch.body }));
  }

  async storedBody(key: string, like: ContentSource): Promise<Buffer | undefined> {
    const prefix = layeredPrefix(like);
    const text = await this.lookingAgainIfMissing(() => unlessUnavailable(() => this.content.textWithPrefix(key, prefix)));
    return text?.subarray(Buffer.byteLength(prefix), text.length - 1);
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
    await unlessUnavailable(() => this.pool.query('INSERT INTO gridcast_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, make()]));
    // A separate statement: one that inserted beside a concurrent first insert would not see the winner's row.
    const { rows } = await unlessUnavailable(() => this.pool.query<{ value: string }>('SELECT value FROM gridcast_secrets WHERE name = $1', [name]));
    return rows[0].value;
  }

  async close(): Promise<void> {
    while (this.writing) await this.writing;
    await this.refreshes.settle();
    await this.commands.close();
    await this.pool.end();
  }

  /**
   * A look on behalf of reads: most find nothing committed since, which the version alone tells (one row
   * by key, a statement of its own, no union over records and tombstones); otherwise a refresh.
   */
  private async look(): Promise<void> {
    const held = this.replica.version;
    if (held > 0 && await unlessUnavailable(() => committedVersion(this.pool)) === held) return;
    await this.refresh();
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
   * Stores a batch of writes, optimistically first: each write's function runs on this process's records,
   * and one statement stores the changed rows only if the version is still the one they were built on.
   * No lock is held while this process's event loop runs (on a busy machine that wait, under a lock, was
   * what limited saves across processes). When another process committed first, this process catches up
   * and runs the functions again, so a write's function must only change its draft (and remember what
   * it may remember twice); after a few such losses the batch takes the version's row lock instead.
   */
  private async commit(batch: readonly PendingWrite[]): Promise<void> {
    for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
      if (attempt > 0) await this.refresh();
      const expected = this.replica.version;
      const { base, next, outcomes } = this.run(batch);
      if (next === base) {
        // Refused or unchanged: that holds only if no other process has committed since.
        if (await unlessUnavailable(() => committedVersion(this.pool)) !== expected) continue;
        settle(batch, outcomes);
        return;
      }
      const writes = this.replica.diff(base, next);
      if (await unlessUnavailable(() => storeWrites(this.pool, writes, expected))) {
        this.replica.adopt(base, next, writes, expected + 1);
        settle(batch, outcomes);
        if ((expected + 1) % 1000 === 0) await unlessUnavailable(() => pruneTombstones(this.pool, expected + 1)).catch(() => undefined);
        return;
      }
    }
    await this.commitLocked(batch);
  }

  /** The batch in one transaction holding the version's row lock: it cannot lose to another process. */
  private async commitLocked(batch: readonly PendingWrite[]): Promise<void> {
    const client = await unlessUnavailable(() => this.pool.connect());
    let broken = false;
    try {
      await client.query('BEGIN');
      // The lock is taken without changing the row: until this commits, the version read is the committed one.
      const { rows } = await client.query<{ version: string }>('SELECT version FROM gridcast_state WHERE id = 1 FOR UPDATE');
      const committed = Number(rows[0].version);
      if (this.replica.version < committed) await this.refresh(client);
      const { base, next, outcomes } = this.run(batch);
      if (next === base) {
        await client.query('ROLLBACK');
      } else {
        const writes = this.replica.diff(base, next);
        await storeWrites(client, writes, committed);
        await client.query('COMMIT');
        this.replica.adopt(base, next, writes, committed + 1);
      }
      settle(batch, outcomes);
    } catch (error) {
      broken = true;
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /** Runs each write's function in turn on the records (immer: a throw leaves them as they were). */
  private run(batch: readonly PendingWrite[]): { base: DbState; next: DbState; outcomes: Outcome[] } {
    const base = this.replica.db;
    let next = base;
    const outcomes = batch.map((write): Outcome => {
      try {
        let result: unknown;
        next = produce(next, (draft) => {
          result = write.change(draft);
        });
        return { ok: true, result };
      } catch (error) {
        return { ok: false, error };
      }
    });
    return { base, next, outcomes };
  }
}

type Outcome = { readonly ok: true; readonly result: unknown } | { readonly ok: false; readonly error: unknown };

function settle(batch: readonly PendingWrite[], outcomes: readonly Outcome[]): void {
  batch.forEach((write, at) => {
    const outcome = outcomes[at];
    if (outcome.ok) write.resolve(outcome.result);
    else write.reject(outcome.error);
  });
}

async function committedVersion(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ version: string }>({ name: 'gridcast_version', text: 'SELECT version FROM gridcast_state WHERE id = 1' });
  return Number(rows[0].version);
}

async function fetchChanges(client: pg.Pool | pg.PoolClient, from: number): Promise<Changes & { tombstonesFrom: number }> {
  // Named, so each connection parses and plans it once: every request of every process runs it.
  const { rows } = await client.query<ChangeRow>({ name: 'gridcast_changes', text: `
    SELECT 0 AS t, NULL AS kind, NULL AS id, NULL::bigint AS ord, version, scalars AS data, tombstones_from FROM gridcast_state
    UNION ALL SELECT 1, kind, id, ord, version, data, NULL FROM gridcast_records WHERE version > $1
    UNION ALL SELECT 2, kind, id, NULL, version, NULL, NULL FROM gridcast_tombstones WHERE version > $1`, values: [from] });
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

/**
 * One statement (so one transaction, even without BEGIN): if the version is still `expected`, it becomes
 * the next one with the upserts (clearing their tombstones), the deletes (leaving tombstones) and the
 * scalars; otherwise nothing changes. True when stored.
 */
async function storeWrites(client: pg.Pool | pg.PoolClient, writes: RecordWrites, expected: number): Promise<boolean> {
  const { rows } = await client.query<{ stored: number }>(`
    WITH state AS (
      UPDATE gridcast_state SET version = $4, scalars = COALESCE($8::json, scalars) WHERE id = 1 AND version = $9 RETURNING 1
    ), up AS (
      INSERT INTO gridcast_records (kind, id, ord, version, data)
      SELECT kind, id, ord, $4, data FROM unnest($1::text[], $2::text[], $3::bigint[], $5::json[]) AS u(kind, id, ord, data)
      WHERE EXISTS (SELECT 1 FROM state)
      ON CONFLICT (kind, id) DO UPDATE SET ord = EXCLUDED.ord, version = EXCLUDED.version, data = EXCLUDED.data
      RETURNING kind, id
    ), revived AS (
      DELETE FROM gridcast_tombstones t USING up WHERE t.kind = up.kind AND t.id = up.id
    ), gone AS (
      DELETE FROM gridcast_records r USING unnest($6::text[], $7::text[]) AS d(kind, id)
      WHERE r.kind = d.kind AND r.id = d.id AND EXISTS (SELECT 1 FROM state) RETURNING r.kind, r.id
    ), buried AS (
      INSERT INTO gridcast_tombstones (kind, id, version) SELECT kind, id, $4 FROM gone
      ON CONFLICT (kind, id) DO UPDATE SET version = EXCLUDED.version
    )
    SELECT count(*)::int AS stored FROM state`, [
    writes.upserts.map((row) => row.kind), writes.upserts.map((row) => row.id), writes.upserts.map((row) => row.ord), expected + 1,
    writes.upserts.map((row) => JSON.stringify(row.data)),
    writes.deletes.map((row) => row.kind), writes.deletes.map((row) => row.id),
    writes.scalars ? JSON.stringify(writes.scalars) : null, expected,
  ]);
  return rows[0].stored === 1;
}

async function pruneTombstones(client: pg.Pool | pg.PoolClient, version: number): Promise<void> {
  const below = version - TOMBSTONES_KEPT;
  if (below <= 0) return;
  await client.query('DELETE FROM gridcast_tombstones WHERE version < $1', [below]);
  await client.query('UPDATE gridcast_state SET tombstones_from = $1 WHERE id = 1', [below]);
}

function unavailableOr(error: unknown): unknown {
  return isConnectionError(error) ? new StorageUnavailableError(error) : error;
}
