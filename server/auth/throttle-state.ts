/**
 * Where sign-in throttles keep what they count per key: this process's memory (one process on the embedded
 * store) or the database every process shares (PostgreSQL), so failures spread over several processes
 * add up. Keys are namespaced by the throttle using them.
 */
export interface ThrottleState {
  /** The key's state while it lives (until the `expiresAt` it was last stored with), else undefined. */
  get<T>(key: string, now: number): Promise<T | undefined>;
  /**
   * Replaces the key's state by what `change` makes of it, atomically (concurrent updates of one key
   * from any process each see the other's result); undefined removes the key. Kept until `expiresAt` (ms).
   */
  update<T>(key: string, now: number, change: (current: T | undefined) => { readonly state: T; readonly expiresAt: number } | undefined): Promise<void>;
}

interface Entry {
  readonly state: unknown;
  readonly expiresAt: number;
}

/** ThrottleState in this process's memory: at most `maxKeys` keys, the least recently changed dropped first. */
export class MemoryThrottleState implements ThrottleState {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxKeys = 100_000) {}

  async get<T>(key: string, now: number): Promise<T | undefined> {
    return this.live(key, now)?.state as T | undefined;
  }

  async update<T>(key: string, now: number, change: (current: T | undefined) => { readonly state: T; readonly expiresAt: number } | undefined): Promise<void> {
    const next = change(this.live(key, now)?.state as T | undefined);
    // Re-inserted, so the map's order is by last change and the oldest is evicted first.
    this.entries.delete(key);
    if (!next) return;
    this.entries.set(key, next);
    if (this.entries.size > this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}
