/**
 * A cap on failed logins per key (for logins: an address spraying many accounts): after `limit` failures
 * within the window, further attempts are refused until the window passes. At most `maxKeys` keys are kept.
 * In memory: per process, reset on restart. Never keyed by email alone: that would let anyone lock a
 * known user out (GrowingDelay slows guessing one user's password instead).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limit = 10, private readonly windowMs = 15 * 60 * 1000, private readonly maxKeys = 100_000) {}

  /** Seconds to wait before trying again, or 0 when an attempt is allowed. */
  retryAfter(keys: readonly string[], now = Date.now()): number {
    let wait = 0;
    for (const key of keys) {
      const recent = this.recent(key, now);
      if (recent.length >= this.limit) wait = Math.max(wait, Math.ceil((recent[0] + this.windowMs - now) / 1000));
    }
    return wait;
  }

  fail(keys: readonly string[], now = Date.now()): void {
    for (const key of keys) {
      const recent = [...this.recent(key, now), now];
      // Re-inserted, so the oldest failures are evicted first when there are too many keys.
      this.failures.delete(key);
      this.failures.set(key, recent);
      if (this.failures.size > this.maxKeys) this.failures.delete(this.failures.keys().next().value!);
    }
  }

  succeed(keys: readonly string[]): void {
    for (const key of keys) this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    return kept;
  }
}
