import type { JsonValue } from './records.js';

/**
 * Documents whose stored text is larger than this are not kept parsed: a 200k-row template's text is
 * ~75 MB and its object tree ~3x that, which a cache of 64 would keep for the life of the process.
 * A 10k-cell shadow or template (the sizes the cache is for) is ~1 MB.
 */
export const MAX_CACHED_BYTES = 16 << 20;

/** A small LRU of parsed content documents; keys are immutable so entries never go stale. */
export class ContentCache {
  private readonly entries = new Map<string, JsonValue>();

  constructor(private readonly capacity: number) {}

  get(key: string): JsonValue | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Keeps `value`, parsed from (or written as) `bytes` bytes of text, unless that text is too large to keep parsed. */
  set(key: string, value: JsonValue, bytes: number): void {
    this.entries.delete(key);
    if (bytes > MAX_CACHED_BYTES) return;
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
