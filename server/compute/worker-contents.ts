import type { JsonValue } from '../storage/records.js';
import type { ContentText } from './protocol.js';

/** Text past this is never kept parsed (the store's own rule: a 200k-row template's tree is ~3x its 75 MB). */
export const MAX_KEPT_BYTES = 16 << 20;
/** Text all kept documents of one worker may come from (a 10k-cell template is ~1 MB of text, ~3 MB parsed). */
const KEPT_BYTES = 48 << 20;

/** A content key the worker neither holds nor was sent: the request thread sends it and runs the task again. */
export class MissingContent extends Error {
  constructor(readonly keys: readonly string[]) {
    super(`Content not held by this worker: ${keys.join(', ')}`);
  }
}

/**
 * Stored documents a compute worker keeps parsed between tasks, least recently used dropped first, by the
 * size of their text. Content keys are immutable, so an entry never goes stale.
 */
export class KeptContents {
  private readonly entries = new Map<string, { readonly value: JsonValue; readonly bytes: number }>();
  private bytes = 0;

  get(key: string): JsonValue | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: JsonValue, bytes: number): void {
    if (bytes > MAX_KEPT_BYTES || this.entries.has(key)) return;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= KEPT_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}

/** The byte length of a text sent in pieces. */
export function textSize(text: ContentText): number {
  let size = 0;
  for (const piece of text) size += piece.byteLength;
  return size;
}

/** A text sent in pieces, parsed (a document: its pieces are UTF-8 cut anywhere, so they are joined first). */
export function parseText(text: ContentText): JsonValue {
  const whole = text.length === 1 ? text[0] : Buffer.concat(text);
  return JSON.parse(Buffer.from(whole.buffer, whole.byteOffset, whole.byteLength).toString('utf8')) as JsonValue;
}
