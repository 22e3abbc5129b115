import { MemoryThrottleState, type ThrottleState } from './throttle-state.js';

export interface LoginThrottleOptions {
  readonly limit?: number;
  readonly windowMs?: number;
  /** Keys kept in memory when `state` is not given. */
  readonly maxKeys?: number;
  readonly state?: ThrottleState;
  /** Sets this cap's keys apart from others' in a shared `state`. */
  readonly namespace?: string;
}

/**
 * A cap on failed logins per key (for logins: an address spraying many accounts): after `limit` failures
 * within the window, further attempts are refused until the window passes. The failures live in `state`:
 * by default this process's memory (at most `maxKeys` keys), on PostgreSQL the database all processes
 * share. Never keyed by email alone: that would let anyone lock a known user out (GrowingDelay slows
 * guessing one user's password instead).
 */
export class LoginThrottle {
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly state: ThrottleState;
  private readonly namespace: string;

  constructor(options: LoginThrottleOptions = {}) {
    this.limit = options.limit ?? 10;
    this.windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.state = options.state ?? new MemoryThrottleState(options.maxKeys ?? 100_000);
    this.namespace = options.namespace ?? 'cap';
  }

  /** Seconds to wait before trying again, or 0 when an attempt is allowed. */
  async retryAfter(keys: readonly string[], now = Date.now()): Promise<number> {
    let wait = 0;
    for (const key of keys) {
      const recent = this.recent(await this.state.get<number[]>(this.keyOf(key), now), now);
      if (recent.length >= this.limit) wait = Math.max(wait, Math.ceil((recent[0] + this.windowMs - now) / 1000));
    }
    return wait;
  }

  async fail(keys: readonly string[], now = Date.now()): Promise<void> {
    for (const key of keys) {
      await this.state.update<number[]>(this.keyOf(key), now, (times) => ({ state: [...this.recent(times, now), now], expiresAt: now + this.windowMs }));
    }
  }

  async succeed(keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.state.update(this.keyOf(key), Date.now(), () => undefined);
  }

  private recent(times: readonly number[] | undefined, now: number): number[] {
    return (times ?? []).filter((at) => now - at < this.windowMs);
  }

  private keyOf(key: string): string {
    return `${this.namespace}:${key}`;
  }
}
