import type { FileHandle } from 'node:fs/promises';
import { readSync } from 'node:fs';
import type { StoredBytes } from './storage.js';

/** Bytes read at a time: each chunk (and the text decoded from it) stays under V8's large-object size. */
const READ_CHUNK = 64 * 1024;

/**
 * The bytes of an open file from `start` to `end` as StoredBytes, read a chunk at a time as they are asked
 * for. Synchronous, as the template reader that takes them is: each read is of the page cache, ~64 KB.
 * The file stays open until `release`, so a file removed (a deleted template, content replaced by a save)
 * is still read whole; after `release` no read is made, since the descriptor's number may then be another
 * file's. Each chunk is a buffer of its own (a stream may still hold the last one when the next is read).
 */
export function heldFileBytes(file: FileHandle, start: number, end: number): StoredBytes {
  let closing: Promise<void> | undefined;
  function* chunks(): Generator<Uint8Array, void> {
    for (let at = start; at < end;) {
      if (closing) throw new Error('Stored text read after it was released.');
      const chunk = Buffer.allocUnsafe(Math.min(READ_CHUNK, end - at));
      const read = readSync(file.fd, chunk, 0, chunk.byteLength, at);
      if (read === 0) return;
      at += read;
      yield chunk.subarray(0, read);
    }
  }
  return { size: end - start, chunks, release: () => (closing ??= file.close()) };
}

/** A buffer's bytes as StoredBytes in views of READ_CHUNK bytes (no copies), as a file's are read; nothing to release. */
export function bufferBytes(bytes: Uint8Array): StoredBytes {
  function* chunks(): Generator<Uint8Array, void> {
    for (let at = 0; at < bytes.byteLength; at += READ_CHUNK) yield bytes.subarray(at, at + READ_CHUNK);
  }
  return { size: bytes.byteLength, chunks, release: async () => undefined };
}
