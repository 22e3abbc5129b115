import type { Pool } from 'pg';
import type { ThrottleState } from '../../auth/throttle-state.js';
import { unlessUnavailable } from './connection-errors.js';

/** Expired rows are deleted by one update in this many, so the table holds about the live keys. */
const SWEEP_EVERY = 200;

interface Row {
  readonly state: unknown;
  readonly revision: string;
  readonly live: boolean;
}

/**
 * Throttle state in gridcast_throttles, shared by every process on the database: an update reads the
 * key's row and writes it back only if its revision is unchanged (else reads again), so failures counted
 * at once by two processes both count.
 */
export class ThrottleRows implements ThrottleState {
  private updates = 0;

  constructor(private readonly pool: Pool) {}

  async get<T>(key: string, now: number): Promise<T | undefined> {
    const { rows } = await unlessUnavailable(() => this.pool.query<{ state: T }>('SELECT state FROM gridcast_throttles WHERE key = $1 AND expires_at > to_timestamp($2 / 1000.0)', [key, now]));
    return rows[0]?.state;
  }

  async update<T>(key: string, now: number, change: (current: T | undefined) => { readonly state: T; readonly expiresAt: number } | undefined): Promise<void> {
    if (++this.updates % SWEEP_EVERY === 0) await unlessUnavailable(() => this.pool.query('DELETE FROM gridcast_throttles WHERE expires_at <= now()'));
    for (;;) {
      const { rows } = await unlessUnavailable(() => this.pool.query<Row>('SELECT state, revision, expires_at > to_timestamp($2 / 1000.0) AS live FROM gridcast_throttles WHERE key = $1', [key, now]));
      const row = rows[0];
      const next = change(row?.live ? row.state as T : undefined);
      if (await unlessUnavailable(() => this.store(key, row?.revision, next))) return;
    }
  }

  /** True when the row was still at `revision` (or still absent) and now holds `next`. */
  private async store(key: string, revision: string | undefined, next: { readonly state: unknown; readonly expiresAt: number } | undefined): Promise<boolean> {
    if (revision === undefined) {
      if (!next) return true;
      const { rowCount } = await this.pool.query(`INSERT INTO gridcast_throttles (key, state, revision, expires_at) VALUES ($1, $2, 1, to_timestamp($3 / 1000.0))
        ON CONFLICT (key) DO NOTHING`, [key, JSON.stringify(next.state), next.expiresAt]);
      return rowCount === 1;
    }
    const { rowCount } = next
      ? await this.pool.query('UPDATE gridcast_throttles SET state = $3, revision = revision + 1, expires_at = to_timestamp($4 / 1000.0) WHERE key = $1 AND revision = $2', [key, revision, JSON.stringify(next.state), next.expiresAt])
      : await this.pool.query('DELETE FROM gridcast_throttles WHERE key = $1 AND revision = $2', [key, revision]);
    return rowCount === 1;
  }
}
