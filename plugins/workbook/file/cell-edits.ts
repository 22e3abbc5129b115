import { type CellMembers, indexCellMembers, scanMembers } from './cell-members.js';
import { at } from './errors.js';
import { readCell } from './read-cell.js';

/** How a text differs from another: `cut` characters at `at` replaced by `text`. */
export interface TextEdit {
  readonly at: number;
  readonly cut: number;
  readonly text: string;
}

/** A template's JSON text that was fully checked, with where its cells are (computed when first needed). */
export class CheckedText {
  private index: CellMembers | undefined;

  /** `edit`: how the text differs from the checked text it was accepted from (acceptCellEdits). */
  constructor(readonly text: string, members?: CellMembers, readonly edit?: TextEdit) {
    this.index = members;
  }

  get members(): CellMembers {
    return (this.index ??= indexCellMembers(this.text));
  }
}

const MERGE_FIELDS = ['mergeRows', 'mergeColumns', 'mergedInto'] as const;
const CHUNK = 4096;

/**
 * Accepts `next` without reading it whole when it differs from a checked text only inside the contents
 * of consecutive cells of one sheet: the same cells, in the same order, each passing the cell check.
 * Everything outside those cells is then byte for byte what was checked before, so `next` is as valid as
 * `previous` was. Returns the checked `next`, or undefined when it must be read whole: any other change,
 * a cell that fails (the whole read reports it with its path), a merge (anchors are checked across cells).
 * The cost grows with the distance between the first and last change, not with the size of the text.
 */
export function acceptCellEdits(previous: CheckedText, next: string): CheckedText | undefined {
  const old = previous.text;
  if (next === old) return new CheckedText(old, previous.members, { at: 0, cut: 0, text: '' });
  const prefix = commonPrefix(old, next);
  const suffix = commonSuffix(old, next, Math.min(old.length, next.length) - prefix);
  const members = previous.members;
  const first = memberAt(members, prefix);
  const last = memberAt(members, Math.max(prefix, old.length - suffix - 1));
  if (first < 0 || last < 0 || members.blocks[first] !== members.blocks[last]) return undefined;
  const shift = next.length - old.length;
  const from = members.starts[first];
  const to = members.ends[last] + shift;
  const spans = [...scanMembers(next, from, to)];
  if (spans.length !== last - first + 1 || spans[spans.length - 1].end !== to) return undefined;
  const cells = parseMembers(next, from, to);
  const before = parseMembers(old, from, members.ends[last]);
  if (cells === undefined || before === undefined) return undefined;
  const path = at(at('sheetsById', members.sheetIds[members.blocks[first]]), 'cellsById');
  for (let k = first; k <= last; k++) {
    const id = members.keys[k];
    if (spans[k - first].key !== id || !Object.hasOwn(cells, id)) return undefined;
    if (hasMerge(before[id]) || hasMerge(cells[id]) || !passes(cells[id], path, id)) return undefined;
  }
  const edit = { at: prefix, cut: old.length - suffix - prefix, text: next.slice(prefix, next.length - suffix) };
  return new CheckedText(next, shifted(members, first, last, spans, shift), edit);
}

/** The members between `from` and `to` of a text as an object, or undefined when they are not valid JSON. */
function parseMembers(text: string, from: number, to: number): Record<string, unknown> | undefined {
  const slice = text.slice(from, to);
  // JSON.parse would make "__proto__" an own member; the body parser refuses it, so the whole read decides.
  if (slice.includes('__proto__')) return undefined;
  try {
    return JSON.parse(`{${slice}}`) as Record<string, unknown>;
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

function shifted(members: CellMembers, first: number, last: number, spans: readonly { start: number; end: number }[], shift: number): CellMembers {
  const starts = members.starts.slice();
  const ends = members.ends.slice();
  for (let k = first; k <= last; k++) {
    starts[k] = spans[k - first].start;
    ends[k] = spans[k - first].end;
  }
  for (let k = last + 1; k < starts.length; k++) {
    starts[k] += shift;
    ends[k] += shift;
  }
  return { ...members, starts, ends };
}

/** Length of the longest common prefix, compared a chunk at a time. */
function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i + CHUNK <= n && a.slice(i, i + CHUNK) === b.slice(i, i + CHUNK)) i += CHUNK;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** Length of the longest common suffix, at most `limit` (so that it never overlaps the common prefix). */
function commonSuffix(a: string, b: string, limit: number): number {
  let i = 0;
  while (i + CHUNK <= limit && a.slice(a.length - i - CHUNK, a.length - i) === b.slice(b.length - i - CHUNK, b.length - i)) i += CHUNK;
  while (i < limit && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i++;
  return i;
}
