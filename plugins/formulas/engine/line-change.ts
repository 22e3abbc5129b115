import { deleteSpan, insertSpan, moveIndex, moveSpan, type Span } from '../adjust/geometry.js';

/**
 * What happened to the rows (or columns) of a sheet, read from their ids before and after a document
 * change: one block inserted, deleted or moved, as the structural commands and their undos do. The
 * spans follow the formulas adjuster's geometry (../adjust/geometry.ts), so the engine moves its ranges
 * exactly where the rewritten formula texts point.
 */
export type LineChange =
  | { readonly kind: 'insert'; readonly at: number; readonly count: number }
  | { readonly kind: 'delete'; readonly at: number; readonly count: number }
  | { readonly kind: 'move'; readonly from: number; readonly count: number; readonly to: number };

/**
 * The change from `before` to `after` ids; 'none' when they are equal, 'other' when it is not one
 * insert, delete or move (several structural commands undone at once): the engine then reloads.
 */
export function lineChangeBetween(before: readonly string[], after: readonly string[]): LineChange | 'none' | 'other' {
  const shorter = Math.min(before.length, after.length);
  let p = 0;
  while (p < shorter && before[p] === after[p]) p++;
  let q = 0;
  while (q < shorter - p && before[before.length - 1 - q] === after[after.length - 1 - q]) q++;
  const oldMid = before.length - p - q;
  const newMid = after.length - p - q;
  if (oldMid === 0 && newMid === 0) return 'none';
  // Ids are unique, and every old id is in the common ends: the ones between are new.
  if (oldMid === 0) return { kind: 'insert', at: p, count: newMid };
  if (newMid === 0) return { kind: 'delete', at: p, count: oldMid };
  if (oldMid !== newMid) return 'other';
  // A move rotates the lines between the first and last that differ: the first k went to the end.
  const k = before.indexOf(after[p], p) - p;
  if (k <= 0 || k >= oldMid) return 'other';
  for (let i = 0; i < oldMid; i++) if (after[p + i] !== before[p + ((i + k) % oldMid)]) return 'other';
  return { kind: 'move', from: p, count: k, to: p + oldMid };
}

/** Where line `index` goes, or -1 when it was deleted. */
export function mapLine(change: LineChange, index: number): number {
  switch (change.kind) {
    case 'insert':
      return index >= change.at ? index + change.count : index;
    case 'delete':
      return index < change.at ? index : index < change.at + change.count ? -1 : index - change.count;
    case 'move':
      return moveIndex(index, change.from, change.count, change.to);
  }
}

/**
 * Which run of lines that move by one distance holds line `index` (0 to 3, in order), or -1 when it
 * was deleted: an insert has the lines before it and after it, a delete the same, a move the lines
 * before, the two blocks that trade places, and the lines after.
 */
export function segmentOf(change: LineChange, index: number): number {
  switch (change.kind) {
    case 'insert':
      return index < change.at ? 0 : 1;
    case 'delete':
      return index < change.at ? 0 : index < change.at + change.count ? -1 : 1;
    case 'move': {
      const { from, count, to } = change;
      const low = Math.min(from, to);
      const middle = to > from ? from + count : from;
      const high = Math.max(from + count, to);
      return index < low ? 0 : index < middle ? 1 : index < high ? 2 : 3;
    }
  }
}

/** The first and last line of the segment (segmentOf) holding a line that is not deleted; the last one ends at `max - 1`. */
export function segmentBounds(change: LineChange, index: number, max: number): [number, number] {
  let first = 0;
  let last = max - 1;
  for (const start of segmentStarts(change)) {
    if (start <= index) first = start;
    else last = Math.min(last, start - 1);
  }
  return [first, last];
}

/** The lines where segments start, in order. */
function segmentStarts(change: LineChange): number[] {
  switch (change.kind) {
    case 'insert':
      return [change.at];
    case 'delete':
      return [change.at, change.at + change.count];
    case 'move': {
      const { from, count, to } = change;
      return to > from ? [from, from + count, to] : [to, from, from + count];
    }
  }
}

/** Where a span of lines goes (undefined when all its lines were deleted), as the adjuster moves references. */
export function mapSpan(change: LineChange, span: Span): Span | undefined {
  switch (change.kind) {
    case 'insert':
      return insertSpan(span, change.at, change.count);
    case 'delete':
      return deleteSpan(span, change.at, change.count);
    case 'move':
      return moveSpan(span, change.from, change.count, change.to);
  }
}

/**
 * Whether the lines of a span stay side by side, in order, with nothing new between them: a range
 * over them still reads the same values, so its readers need no recalculation.
 */
export function keepsSpan(change: LineChange, start: number, end: number): boolean {
  switch (change.kind) {
    case 'insert':
      return !(start < change.at && change.at <= end);
    case 'delete':
      return end < change.at || start > change.at + change.count - 1;
    case 'move': {
      const { from, count, to } = change;
      const last = from + count - 1;
      const [first, second]: [Span, Span] = to > last
        ? [{ start: from, end: last }, { start: last + 1, end: to - 1 }]
        : [{ start: to, end: from - 1 }, { start: from, end: last }];
      const inside = (s: Span) => start >= s.start && end <= s.end;
      return end < first.start || start > second.end || inside(first) || inside(second);
    }
  }
}

/**
 * Rearranges a dense per-line array as the lines move (`blank` fills inserted lines). Arrays shorter
 * than the first changed line are left alone.
 */
export function moveEntries<T>(list: T[], change: LineChange, blank: () => T): void {
  if (change.kind === 'insert') {
    if (list.length <= change.at) return;
    if (change.count <= 1024) {
      list.splice(change.at, 0, ...Array.from({ length: change.count }, blank));
      return;
    }
    const { at, count } = change; // too many to spread as arguments
    list.length += count;
    for (let i = list.length - 1; i >= at + count; i--) list[i] = list[i - count];
    for (let i = at; i < at + count; i++) list[i] = blank();
    return;
  }
  if (change.kind === 'delete') {
    if (list.length > change.at) list.splice(change.at, change.count);
    return;
  }
  const { from, count, to } = change;
  const low = Math.min(from, to);
  if (list.length <= low) return;
  const high = Math.max(from + count, to);
  while (list.length < high) list.push(blank());
  const moved = list.slice(low, high);
  for (let i = 0; i < moved.length; i++) list[mapLine(change, low + i)] = moved[i];
}
