import type { Storage } from '../storage/storage.js';
import type { ContentText } from './protocol.js';

/** Pieces of text sent to a worker: read this much, then let other requests run before reading on. */
const PIECE_BYTES = 1 << 20;

/**
 * Stored content `key`'s JSON text for a compute worker, in pieces of memory of their own (so their
 * memory is transferred, not copied): the stored text itself when the store holds it as such, read a
 * megabyte at a time between other requests' turns; else the parsed document (which the store may hold
 * cached) written out. A worker keeps what it is sent parsed, so a key is sent to each worker about once.
 */
export async function storedText(storage: Storage, key: string): Promise<ContentText> {
  const bytes = await storage.contentBytes(key);
  if (!bytes) return [new Uint8Array(Buffer.from(JSON.stringify(await storage.getContent(key))))];
  try {
    const pieces: Uint8Array[] = [];
    let piece = new Uint8Array(PIECE_BYTES);
    let filled = 0;
    for (const chunk of bytes.chunks()) {
      for (let at = 0; at < chunk.byteLength;) {
        const take = Math.min(chunk.byteLength - at, PIECE_BYTES - filled);
        piece.set(chunk.subarray(at, at + take), filled);
        filled += take;
        at += take;
        if (filled < PIECE_BYTES) continue;
        pieces.push(piece);
        piece = new Uint8Array(PIECE_BYTES);
        filled = 0;
        await new Promise((next) => setImmediate(next));
      }
    }
    if (filled > 0) pieces.push(piece.slice(0, filled));
    return pieces;
  } finally {
    await bytes.release();
  }
}
