import { MemoryThrottleState, type ThrottleState } from './throttle-state.js';

interface Failures {
  readonly count: number;
  readonly last: number;
}

export interface GrowingDelayOptions {
  readonly free?: number;
  readonly baseMs?: number;
  readonly maxMs?: number;
  readonly forgetMs?: number;
  /** Keys kept in memory when `state` is not given. */
  readonly maxKeys?: number;
  readonly state?: ThrottleState;
  /** Sets this delay's keys apart from others' in a shared `state`. */
  readonly namespace?: string;
}

/**
 * Growing delays between failed attempts per key (for logins: an email from one address): the first
 * `free` failures cost nothing, then each one doubles the wait before the next attempt, from `baseMs` up
 * to `maxMs`. A key's count is forgotten `forgetMs` after its last failure. The counts live in `state`:
 * by default this process's memory, bounded to `maxKeys` keys (the oldest go first), so an attacker
 * spraying keys cannot grow it without bound; on PostgreSQL, the database all processes share.
 */
export class GrowingDelay {
  private readonly free: number;
  private readonly baseMs: number;
  private readonly maxMs: number;
  private readonly forgetMs: number;
  private readonly state: ThrottleState;
  private readonly namespace: string;

  constructor(options: GrowingDelayOptions = {}) {
    this.free = options.free ?? 5;
    this.baseMs = options.baseMs ?? 1000;
    this.maxMs = options.maxMs ?? 15 * 60 * 1000;
    this.forgetMs = options.forgetMs ?? 24 * 3600 * 1000;
    this.state = options.state ?? new MemoryThrottleState(options.maxKeys ?? 100_000);
    this.namespace = options.namespace ?? 'delay';
  }

  /** Seconds to wait before the key may try again, or 0. */
  async retryAfter(key: string, now = Date.now()): Promise<number> {
    const entry = await this.state.get<Failures>(this.keyOf(key), now);
    if (!entry || entry.count < this.free) return 0;
    const wait = Math.min(this.maxMs, this.baseMs * 2 ** (entry.count - this.free));
    return Math.max(0, Math.ceil((entry.last + wait - now) / 1000));
  }

  fail(key: string, now = Date.now()): Promise<void> {
    return this.state.update<Failures>(this.keyOf(key), now, (entry) => ({ state: { count: (entry?.count ?? 0) + 1, last: now }, expiresAt: now + this.forgetMs }));
  }

  succeed(key: string): Promise<void> {
    return this.state.update(this.keyOf(key), Date.now(), () => undefined);
  }

  private keyOf(key: string): string {
    return `${this.namespace}:${key}`;
  }
}
