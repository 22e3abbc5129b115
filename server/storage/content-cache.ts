import type { JsonValue } from './records.js';

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

  set(key: string, value: JsonValue): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
