interface Failures {
  count: number;
  last: number;
}

/**
 * Growing delays between failed attempts per key (for logins: an email from one address): the first
 * `free` failures cost nothing, then each one doubles the wait before the next attempt, from `baseMs` up
 * to `maxMs`. A key's count is forgotten `maxMs` after its last failure. At most `maxKeys` keys are kept
 * (the oldest go first), so an attacker spraying keys cannot grow it without bound. In memory, per process.
 */
export class GrowingDelay {
  private readonly failures = new Map<string, Failures>();

  constructor(
    private readonly free = 5,
    private readonly baseMs = 1000,
    private readonly maxMs = 15 * 60 * 1000,
    private readonly forgetMs = 24 * 3600 * 1000,
    private readonly maxKeys = 100_000,
  ) {}

  /** Seconds to wait before the key may try again, or 0. */
  retryAfter(key: string, now = Date.now()): number {
    const entry = this.current(key, now);
    if (!entry || entry.count < this.free) return 0;
    const wait = Math.min(this.maxMs, this.baseMs * 2 ** (entry.count - this.free));
    return Math.max(0, Math.ceil((entry.last + wait - now) / 1000));
  }

  fail(key: string, now = Date.now()): void {
    const count = (this.current(key, now)?.count ?? 0) + 1;
    // Re-inserted, so the map's order is by last failure and the oldest is evicted first.
    this.failures.delete(key);
    this.failures.set(key, { count, last: now });
    if (this.failures.size > this.maxKeys) this.failures.delete(this.failures.keys().next().value!);
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  private current(key: string, now: number): Failures | undefined {
    const entry = this.failures.get(key);
    if (entry && now - entry.last >= this.forgetMs) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }
}
