import type { Context } from 'koa';
import { finished } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A file this large read or written by a request stands for a workbook of tens of MB of heap (the
 * 13 MB CSV of 200k rows: ~125 MB), all garbage once the answer is sent.
 */
export const COLLECT_AFTER_FILE_BYTES = 4 * 1024 * 1024;

let collection: (() => void) | undefined;
let scheduled = false;

/**
 * V8's full collection, as `--expose-gc` gives it. Taken from a new context with the flag set only
 * meanwhile, so no other code sees a `gc`, and it works in a server started without Node's flags (tests).
 */
function fullCollection(): () => void {
  if (!collection) {
    setFlagsFromString('--expose-gc');
    collection = runInNewContext('gc') as () => void;
    setFlagsFromString('--no-expose-gc');
  }
  return collection;
}

/**
 * Collects garbage now, when a file of `bytes` was just read into a workbook and more is to be built
 * beside it. Reading a stored 200k-row template leaves ~80 MB of garbage (the parsed rows' dictionaries,
 * text windows, cell batches) that V8 would otherwise keep under the engine and the export built next:
 * the export's peak was that garbage's size above the workbook's own.
 */
export function collectAfterReading(bytes: number): void {
  if (bytes >= COLLECT_AFTER_FILE_BYTES) fullCollection()();
}

/**
 * Collects garbage once the answer to a request that handled a file of `bytes` is sent, if that is
 * large. V8 keeps a big request's garbage until its old generation reaches a limit set by how much
 * was live during it, so the next big request built its workbook on top of the last one's: an export
 * right after a 200k-row import started at ~480 MB instead of ~220. The collection holds the event
 * loop while it runs (~0.15 s with ~45 MB live on a busy machine), after requests that took seconds;
 * one at a time.
 */
export function collectOnceAnswered(ctx: Context, bytes: number): void {
  if (bytes < COLLECT_AFTER_FILE_BYTES || scheduled) return;
  scheduled = true;
  // Called back however the response ends (sent, or the client gone), even if it has already.
  finished(ctx.res, () => {
    setImmediate(() => {
      scheduled = false;
      fullCollection()();
    });
  });
}
