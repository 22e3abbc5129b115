import { closeSync, openSync, readSync } from 'node:fs';

/** Bytes read at a time: each chunk (and the text decoded from it) stays under V8's large-object size. */
const READ_CHUNK = 64 * 1024;

/**
 * A file's bytes, read a chunk at a time as they are asked for. Synchronous, as the template reader that
 * takes them is: each read is of the page cache, ~64 KB. Each chunk is a buffer of its own (a stream may
 * still hold the last one when the next is read). A file removed once opened is still read whole.
 */
export function* fileChunks(path: string): Generator<Uint8Array, void> {
  const fd = openSync(path, 'r');
  try {
    for (;;) {
      const chunk = Buffer.allocUnsafe(READ_CHUNK);
      const read = readSync(fd, chunk, 0, READ_CHUNK, null);
      if (read === 0) return;
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
