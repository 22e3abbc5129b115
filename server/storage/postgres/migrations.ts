import type { Pool } from 'pg';

/** One schema change, applied once, in order, in a transaction of its own. Never edit one that shipped: add the next. */
interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'records, tombstones, contents and secrets',
    sql: `
      -- The version counts committed record writes; its row lock serialises them across processes.
      CREATE TABLE gridcast_state (
        id integer PRIMARY KEY CHECK (id = 1),
        version bigint NOT NULL,
        scalars json NOT NULL,
        tombstones_from bigint NOT NULL DEFAULT 0
      );
      INSERT INTO gridcast_state (id, version, scalars) VALUES (1, 0, '{"schema":1,"nextAccountId":1}');
      -- One row per record of each collection (kind), in array order by ord, as the store's JSON.
      CREATE TABLE gridcast_records (
        kind text NOT NULL,
        id text NOT NULL,
        ord bigint NOT NULL,
        version bigint NOT NULL,
        data json NOT NULL,
        PRIMARY KEY (kind, id)
      );
      CREATE INDEX gridcast_records_version ON gridcast_records (version);
      CREATE TABLE gridcast_tombstones (
        kind text NOT NULL,
        id text NOT NULL,
        version bigint NOT NULL,
        PRIMARY KEY (kind, id)
      );
      CREATE INDEX gridcast_tombstones_version ON gridcast_tombstones (version);
      -- A content document: a whole text, or a patch of its base's text (cut bytes at byte at replaced by body).
      CREATE TABLE gridcast_contents (
        key text PRIMARY KEY,
        base text REFERENCES gridcast_contents (key),
        at integer,
        cut integer,
        body bytea NOT NULL,
        depth integer NOT NULL DEFAULT 0,
        prefix_hash text,
        released boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX gridcast_contents_base ON gridcast_contents (base) WHERE base IS NOT NULL;
      CREATE TABLE gridcast_secrets (
        name text PRIMARY KEY,
        value text NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'sign-in throttles shared by every process',
    sql: `
      -- What a throttle counts per key (failure counts and times), compared and swapped by revision.
      CREATE TABLE gridcast_throttles (
        key text PRIMARY KEY,
        state json NOT NULL,
        revision bigint NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX gridcast_throttles_expires_at ON gridcast_throttles (expires_at);
    `,
  },
  {
    version: 3,
    name: 'the live channel\'s command logs',
    sql: `
      -- One row per sequenced command of a live document (key): the primary key is the arbiter of one
      -- order per document across processes (the process whose insert loses catches up and runs again).
      CREATE TABLE gridcast_commands (
        key text NOT NULL,
        seq bigint NOT NULL,
        body text NOT NULL,
        PRIMARY KEY (key, seq)
      );
    `,
  },
  {
    version: 4,
    name: 'records found by the content they point at',
    sql: `
      -- A content's drop asks whether a record still points at it (a run not ended among them): one
      -- look in this index rather than a scan of every record's JSON.
      CREATE INDEX gridcast_records_content_key ON gridcast_records ((data->>'contentKey')) WHERE data->>'contentKey' IS NOT NULL;
    `,
  },
];

/** Any constant shared by every Gridcast process: the advisory lock that lets one process migrate at a time. */
const MIGRATION_LOCK = 0x67726964;

/**
 * Applies the migrations this database lacks. Two processes starting together take turns on an advisory
 * lock, so the second finds the work done; each migration commits with its version row or not at all.
 */
export async function migrate(pool: Pool, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  const client = await pool.connect();
  const applied: number[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS gridcast_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ version: number }>('SELECT version FROM gridcast_migrations');
    const done = new Set(rows.map((row) => row.version));
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO gridcast_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
      applied.push(migration.version);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  return applied;
}
