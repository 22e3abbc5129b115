import { closeSync, openSync, readSync } from 'node:fs';
import type { ByteChunks } from '../../plugins/workbook/file/index.js';
import { UsageError } from '../errors.js';

/**
 * Bytes read from a file at a time. Small enough that the text decoded from a chunk (and the reader's
 * window on it) stays under V8's large-object size (128 KB): larger strings go straight to the old
 * generation and stay there until a full collection (1 MB chunks: +60 MB peak RSS for a 75 MB file).
 */
const CHUNK = 1 << 16;

/** A file's bytes, a chunk at a time, each time they are asked for; an unreadable file is a usage error. */
export function fileChunks(path: string): ByteChunks {
  return function* chunks(): Generator<Uint8Array> {
    const fd = reading(path, () => openSync(path, 'r'));
    try {
      // One buffer for every chunk: the reader decodes each chunk before asking for the next.
      const buffer = new Uint8Array(CHUNK);
      for (;;) {
        const length = reading(path, () => readSync(fd, buffer, 0, CHUNK, null));
        if (length === 0) return;
        yield buffer.subarray(0, length);
      }
    } finally {
      closeSync(fd);
    }
  };
}

function reading<T>(path: string, io: () => T): T {
  try {
    return io();
  } catch (error) {
    throw cannotRead(path, error);
  }
}

/** The usage error for a file that cannot be read ('-' is standard input). */
export function cannotRead(path: string, error: unknown): UsageError {
  const code = (error as NodeJS.ErrnoException).code;
  const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (error as Error).message;
  return new UsageError(`cannot read ${path === '-' ? 'standard input' : path}: ${why}`);
}
