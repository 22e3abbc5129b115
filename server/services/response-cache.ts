import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * A serialised JSON response, kept with its gzip form and an entity tag so hot reads cost neither
 * stringify nor compression, and a client holding this body gets a 304 instead of it.
 */
export interface CachedBody {
  /** The JSON text, UTF-8. */
  readonly json: Uint8Array;
  readonly gzip: Uint8Array;
  /** Weak: the gzip and identity forms are the same JSON. */
  readonly etag: string;
}

export function cachedBody(value: unknown): CachedBody {
  const json = Buffer.from(JSON.stringify(value));
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  return { json, gzip: gzipSync(json, { level: 6 }), etag };
}

/** A small LRU with a time to live (volatile functions like TODAY() make results age). */
export class ResponseCache {
  private readonly entries = new Map<string, { body: CachedBody; at: number }>();

  constructor(private readonly capacity: number, private readonly ttlMs: number) {}

  get(key: string): CachedBody | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (Date.now() - entry.at > this.ttlMs) return undefined;
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, body: CachedBody): void {
    this.entries.delete(key);
    this.entries.set(key, { body, at: Date.now() });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }
}
