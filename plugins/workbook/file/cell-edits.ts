import { type CellMembers, decodeSlice, indexCellMembers, scanMembers } from './cell-members.js';
import { at } from './errors.js';
import { readCell } from './read-cell.js';

/** How a text differs from another: `cut` bytes at byte `at` replaced by the UTF-8 of `text`. */
export interface TextEdit {
  readonly at: number;
  readonly cut: number;
  readonly text: string;
}

/**
 * A template's JSON text (UTF-8 bytes, as received) that was fully checked, with where its cells are
 * (computed when first needed). Kept as bytes: a save body is compared and stored without being decoded.
 */
export class CheckedText {
  private index: CellMembers | undefined;

  /** `edit`: how the text differs from the checked text it was accepted from (acceptCellEdits). */
  constructor(readonly bytes: Uint8Array, members?: CellMembers, readonly edit?: TextEdit) {
    this.index = members;
  }

  get members(): CellMembers {
    return (this.index ??= indexCellMembers(this.bytes));
  }

  /** Its members, when they were found already (never computed here). */
  get knownMembers(): CellMembers | undefined {
    return this.index;
  }

  /** The same checked text held in other bytes of equal content (a copy the caller keeps). */
  heldIn(bytes: Uint8Array): CheckedText {
    return new CheckedText(bytes, this.index, this.edit);
  }
}

/**
 * Offset arrays of a members index that nobody reads any more, which an accepted text's index may be
 * written into instead of new arrays. A server checking hundreds of saves a second otherwise allocates
 * 80 KB of memory outside the JavaScript heap per 10k-cell save, and V8 answers that with full collections.
 */
export interface SpareOffsets {
  readonly starts: Int32Array;
  readonly ends: Int32Array;
}

const MERGE_FIELDS = ['mergeRows', 'mergeColumns', 'mergedInto'] as const;

/**
 * Accepts `next` without reading it whole when it differs from a checked text only inside the contents
 * of consecutive cells of one sheet: the same cells, in the same order, each passing the cell check.
 * Everything outside those cells is then byte for byte what was checked before, so `next` is as valid as
 * `previous` was. Returns the checked `next`, or undefined when it must be read whole: any other change,
 * a cell that fails (the whole read reports it with its path), a merge (anchors are checked across cells).
 * The cost grows with the distance between the first and last change, not with the size of the text.
 */
export function acceptCellEdits(previous: CheckedText, next: Uint8Array, same: SameBytes = sameBytesInJs, spare?: SpareOffsets): CheckedText | undefined {
  const old = previous.bytes;
  const prefix = commonPrefix(old, next, same);
  // Even unchanged, the index is a copy: an accepted text's offsets are its own, so `spare` may be any
  // that belonged to a text nobody reads any more.
  if (prefix === old.length && prefix === next.length) return new CheckedText(next, shifted(previous.members, 0, -1, [], 0, spare), { at: 0, cut: 0, text: '' });
  const suffix = commonSuffix(old, next, Math.min(old.length, next.length) - prefix, same);
  const members = previous.members;
  const first = memberAt(members, prefix);
  const last = memberAt(members, Math.max(prefix, old.length - suffix - 1));
  if (first < 0 || last < 0 || members.blocks[first] !== members.blocks[last]) return undefined;
  const shift = next.length - old.length;
  const from = members.starts[first];
  const to = members.ends[last] + shift;
  const spans = [...scanMembers(next, from, to)];
  if (spans.length !== last - first + 1 || spans[spans.length - 1].end !== to) return undefined;
  const changed = decodeSlice(next, from, to);
  const cells = parseMembers(changed);
  const before = parseMembers(decodeSlice(old, from, members.ends[last]));
  if (cells === undefined || before === undefined) return undefined;
  const path = at(at('sheetsById', members.sheetIds[members.blocks[first]]), 'cellsById');
  for (let k = first; k <= last; k++) {
    const id = members.keys[k];
    if (spans[k - first].key !== id || !Object.hasOwn(cells, id)) return undefined;
    if (hasMerge(before[id]) || hasMerge(cells[id]) || !passes(cells[id], path, id)) return undefined;
  }
  // The edit spans whole members, so it starts and ends between characters.
  const edit = { at: from, cut: members.ends[last] - from, text: changed };
  return new CheckedText(next, shifted(members, first, last, spans, shift, spare), edit);
}

/** Members' text as an object, or undefined when they are not valid JSON. */
function parseMembers(members: string): Record<string, unknown> | undefined {
  // JSON.parse would make "__proto__" an own member; the body parser refuses it, so the whole read decides.
  if (members.includes('__proto__')) return undefined;
  try {
    return JSON.parse(`{${members}}`) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function passes(cell: unknown, path: string, id: string): boolean {
  try {
    readCell(cell, path, id);
    return true;
  } catch {
    return false;
  }
}

function hasMerge(cell: unknown): boolean {
  return typeof cell === 'object' && cell !== null && MERGE_FIELDS.some((field) => field in cell);
}

/** The member whose text (key to end of value) contains `offset`, or -1 (between members, or outside cells). */
function memberAt(members: CellMembers, offset: number): number {
  let low = 0;
  let high = members.starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (members.starts[middle] <= offset) low = middle + 1;
    else high = middle - 1;
  }
  return high >= 0 && offset < members.ends[high] ? high : -1;
}

/** The members with those from `first` to `last` at `spans` and the ones after moved by `shift`, in `spare` when it fits. */
function shifted(members: CellMembers, first: number, last: number, spans: readonly { start: number; end: number }[], shift: number, spare?: SpareOffsets): CellMembers {
  const starts = copied(members.starts, spare?.starts);
  const ends = copied(members.ends, spare?.ends);
  for (let k = first; k <= last; k++) {
    starts[k] = spans[k - first].start;
    ends[k] = spans[k - first].end;
  }
  if (shift !== 0) {
    for (let k = last + 1; k < starts.length; k++) {
      starts[k] += shift;
      ends[k] += shift;
    }
  }
  return { ...members, starts, ends };
}

function copied(from: Int32Array, into: Int32Array | undefined): Int32Array {
  if (into === undefined || into.length !== from.length || into === from) return from.slice();
  into.set(from);
  return into;
}

/**
 * Whether `length` bytes of `a` from `aFrom` equal those of `b` from `bFrom`. A host with a native
 * comparison (Node's Buffer.compare) passes it: comparing 360 KB a byte at a time in JS costs more
 * than the rest of the check.
 */
export type SameBytes = (a: Uint8Array, aFrom: number, b: Uint8Array, bFrom: number, length: number) => boolean;

const CHUNK = 4096;

function sameBytesInJs(a: Uint8Array, aFrom: number, b: Uint8Array, bFrom: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (a[aFrom + i] !== b[bFrom + i]) return false;
  return true;
}

/** Length of the longest common prefix, compared a chunk at a time. */
function commonPrefix(a: Uint8Array, b: Uint8Array, same: SameBytes): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i + CHUNK <= n && same(a, i, b, i, CHUNK)) i += CHUNK;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

/** Length of the longest common suffix, at most `limit` (so that it never overlaps the common prefix). */
function commonSuffix(a: Uint8Array, b: Uint8Array, limit: number, same: SameBytes): number {
  let i = 0;
  while (i + CHUNK <= limit && same(a, a.length - i - CHUNK, b, b.length - i - CHUNK, CHUNK)) i += CHUNK;
  while (i < limit && a[a.length - 1 - i] === b[b.length - 1 - i]) i++;
  return i;
}
