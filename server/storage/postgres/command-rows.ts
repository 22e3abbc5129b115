import pg from 'pg';
import type { CommandLog, CommandLogChanges, LogEntry } from '../command-log.js';
import { SeqTakenError } from '../command-log.js';
import { unlessUnavailable } from './connection-errors.js';

/** The NOTIFY channel appends are announced on (payload `<seq> <key>`). */
const CHANNEL = 'gridcast_commands';
/** SQLSTATE of a unique violation: another process logged that seq first. */
const UNIQUE_VIOLATION = '23505';

/**
 * The command logs in gridcast_commands, shared by every process on the database. Appends of one call go
 * in one transaction with a NOTIFY, so the other processes' rooms of that key hear of them once committed;
 * the primary key (key, seq) refuses a seq another process took (SeqTakenError).
 */
export class CommandRows implements CommandLog {
  readonly changes: CommandLogChanges;
  private readonly listeners = new Set<(key: string, seq: number) => void>();
  private listening: Promise<pg.Client> | undefined;

  constructor(private readonly pool: pg.Pool, private readonly url: string, private readonly log: (line: string) => void) {
    this.changes = { subscribe: (listener) => this.subscribe(listener) };
  }

  async append(key: string, entries: readonly LogEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const client = await unlessUnavailable(() => this.pool.connect());
    try {
      await client.query('BEGIN');
      await client.query('INSERT INTO gridcast_commands (key, seq, body) SELECT $1, * FROM unnest($2::bigint[], $3::text[])', [key, entries.map((entry) => entry.seq), entries.map((entry) => entry.text)]);
      await client.query('SELECT pg_notify($1, $2)', [CHANNEL, `${entries[entries.length - 1].seq} ${key}`]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new SeqTakenError(key, entries[0].seq);
      throw error;
    } finally {
      client.release();
    }
  }

  async since(key: string, seq: number): Promise<LogEntry[]> {
    const { rows } = await unlessUnavailable(() => this.pool.query<{ seq: string; body: string }>('SELECT seq, body FROM gridcast_commands WHERE key = $1 AND seq > $2 ORDER BY seq', [key, seq]));
    return rows.map((row) => ({ seq: Number(row.seq), text: row.body }));
  }

  async dropThrough(key: string, seq: number): Promise<void> {
    await unlessUnavailable(() => this.pool.query('DELETE FROM gridcast_commands WHERE key = $1 AND seq <= $2', [key, seq]));
  }

  async drop(key: string): Promise<void> {
    await unlessUnavailable(() => this.pool.query('DELETE FROM gridcast_commands WHERE key = $1', [key]));
  }

  async keys(): Promise<string[]> {
    const { rows } = await unlessUnavailable(() => this.pool.query<{ key: string }>('SELECT DISTINCT key FROM gridcast_commands ORDER BY key'));
    return rows.map((row) => row.key);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    const listening = this.listening;
    this.listening = undefined;
    if (listening) await listening.then((client) => client.end(), () => undefined);
  }

  private subscribe(listener: (key: string, seq: number) => void): () => void {
    this.listeners.add(listener);
    if (!this.listening) this.startListening();
    return () => this.listeners.delete(listener);
  }

  /**
   * Listens on a connection of its own; while the database cannot be reached, tries again every second
   * (a failed attempt is caught here: an unhandled rejection would end the process).
   */
  private startListening(): void {
    const attempt = this.listen();
    this.listening = attempt;
    attempt.catch((error: Error) => {
      this.log(`live channel: cannot listen for commands of other processes (${error.message}); trying again`);
      this.listening = undefined;
      setTimeout(() => {
        if (this.listeners.size > 0 && !this.listening) this.startListening();
      }, 1000).unref();
    });
  }

  /** One connection of its own (a pooled one would be given back): LISTEN holds it for the process's life. */
  private async listen(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', (error) => {
      this.log(`live channel: the command notifications' connection dropped (${error.message}); listening again`);
      this.listening = undefined;
      void client.end().catch(() => undefined);
      if (this.listeners.size > 0) this.startListening();
    });
    client.on('notification', (message) => {
      const payload = message.payload ?? '';
      const space = payload.indexOf(' ');
      const seq = Number(payload.slice(0, space));
      const key = payload.slice(space + 1);
      for (const listener of this.listeners) listener(key, seq);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    return client;
  }
}
