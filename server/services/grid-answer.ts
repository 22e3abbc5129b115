import { Readable } from 'node:stream';
import type { StoredBytes } from '../storage/storage.js';

/**
 * GET /api/grids/:id's answer, `{ grid: { ...content, ...summary, content }, ...rest }`, written with the
 * stored content's text passed through as it is, a chunk at a time: no tree of the content is built nor
 * serialised again, and the answer (twice the content: ~151 MB of JSON for a 200k-row template) is never
 * in memory. The content's members come before the summary's, so where both have a member (`name`) the
 * summary's, written last, is the one a JSON reader keeps, as with the spread. The text is the one the
 * store gave when the answer started (StoredBytes): a delete or a save meanwhile neither cuts nor changes it.
 */
export function gridAnswerStream(content: StoredBytes, summary: object, rest: object): Readable {
  const answer = Readable.from(gridAnswerPieces(content, summary, rest), { objectMode: false });
  // Sent whole, failed or cut by the client: the stored text, held until now, is let go.
  answer.once('close', () => content.release().catch(() => undefined));
  return answer;
}

function* gridAnswerPieces(content: StoredBytes, summary: object, rest: object): Generator<Uint8Array, void> {
  yield Buffer.from('{"grid":{');
  if (content.size > 2) {
    yield* members(content.chunks());
    yield Buffer.from(',');
  }
  yield Buffer.from(`${JSON.stringify(summary).slice(1, -1)},"content":`);
  yield* content.chunks();
  yield Buffer.from(`},${JSON.stringify(rest).slice(1)}`);
}

/** An object's text without its braces (its first and last bytes: a stored text has no space around them). */
function* members(chunks: Iterable<Uint8Array>): Generator<Uint8Array, void> {
  let held: Uint8Array | undefined;
  let first = true;
  for (const chunk of chunks) {
    const piece = first ? chunk.subarray(1) : chunk;
    first = false;
    if (held && held.byteLength > 0) yield held;
    held = piece;
  }
  if (held && held.byteLength > 1) yield held.subarray(0, -1);
}
