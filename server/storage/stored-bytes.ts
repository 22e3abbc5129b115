import { closeSync, openSync, readSync } from 'node:fs';

/** Bytes read at a time: each chunk (and the text decoded from it) stays under V8's large-object size. */
const READ_CHUNK = 64 * 1024;

/**
 * A file's bytes from `start` to `end`, read a chunk at a time as they are asked for. Synchronous, as the
 * template reader that takes them is: each read is of the page cache, ~64 KB. Each chunk is a buffer of its
 * own (a stream may still hold the last one when the next is read). A file removed once opened is still
 * read whole.
 */
export function* fileChunks(path: string, start = 0, end = Infinity): Generator<Uint8Array, void> {
  const fd = openSync(path, 'r');
  try {
    for (let at = start; at < end;) {
      const chunk = Buffer.allocUnsafe(Math.min(READ_CHUNK, end - at));
      const read = readSync(fd, chunk, 0, chunk.byteLength, at);
      if (read === 0) return;
      at += read;
      yield chunk.subarray(0, read);
    }
  } finally {
    closeSync(fd);
  }
}

/** A buffer's bytes as views of READ_CHUNK bytes (no copies), as a file's are read. */
export function* bufferChunks(bytes: Uint8Array): Generator<Uint8Array, void> {
  for (let at = 0; at < bytes.byteLength; at += READ_CHUNK) yield bytes.subarray(at, at + READ_CHUNK);
}
