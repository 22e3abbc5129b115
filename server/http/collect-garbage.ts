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
 * Collects garbage on this thread's next turn, once a task that handled a file of `bytes` (a compute
 * worker's import or export) has posted its answer, if that file is large. V8 keeps a big task's garbage
 * until its old generation reaches a limit set by how much was live during it, so the next big task built
 * its workbook on top of the last one's: an export right after a 200k-row import started at ~480 MB
 * instead of ~220. The collection holds the worker (not the request thread) while it runs; one at a time.
 */
export function collectSoon(bytes: number): void {
  if (bytes < COLLECT_AFTER_FILE_BYTES || scheduled) return;
  scheduled = true;
  setImmediate(() => {
    scheduled = false;
    fullCollection()();
  });
}
