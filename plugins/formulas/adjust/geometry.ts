import { moveIndex, type StructuralChange } from '../../../kernel/index.js';

export { moveIndex };

/**
 * Where referenced cells go when rows, columns or cells are inserted, deleted or moved, as Excel
 * rewrites references: a reference follows the cells it points at (absolute and relative alike).
 * All indices are zero-based and inclusive, in positions before the change.
 */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** A rectangle; an absent axis means "every row" (a whole column reference) or "every column". */
export interface Rect {
  readonly rows?: Span;
  readonly cols?: Span;
}

/** `undefined`: every referenced cell was deleted (the reference becomes #REF!). */
export type Moved = Rect | undefined;

type Axis = 'rows' | 'cols';

/** A rectangle after a structural change on its sheet (sheet-level changes leave it as is). */
export function transformRect(rect: Rect, change: StructuralChange): Moved {
  switch (change.kind) {
    case 'insert-rows':
      return onAxis(rect, 'rows', (s) => insertSpan(s, change.at, change.count));
    case 'insert-columns':
      return onAxis(rect, 'cols', (s) => insertSpan(s, change.at, change.count));
    case 'delete-rows':
      return onAxis(rect, 'rows', (s) => deleteSpan(s, change.at, change.count));
    case 'delete-columns':
      return onAxis(rect, 'cols', (s) => deleteSpan(s, change.at, change.count));
    case 'move-rows':
      return onAxis(rect, 'rows', (s) => moveSpan(s, change.from, change.count, change.to));
    case 'move-columns':
      return onAxis(rect, 'cols', (s) => moveSpan(s, change.from, change.count, change.to));
    case 'insert-cells':
      return shiftCells(rect, change.shift === 'down' ? 'rows' : 'cols', change.area, true);
    case 'delete-cells':
      return shiftCells(rect, change.shift === 'up' ? 'rows' : 'cols', change.area, false);
    default:
      return rect;
  }
}

function onAxis(rect: Rect, axis: Axis, map: (span: Span) => Span | undefined): Moved {
  const span = rect[axis];
  if (!span) return rect;
  const next = map(span);
  if (!next) return undefined;
  return axis === 'rows' ? { ...rect, rows: next } : { ...rect, cols: next };
}

/** Inserting `count` lines before `at`: lines at or after it move on; a span across the insertion grows. */
export function insertSpan(span: Span, at: number, count: number): Span {
  return {
    start: span.start >= at ? span.start + count : span.start,
    end: span.end >= at ? span.end + count : span.end,
  };
}

/** Deleting lines `at`..`at+count-1`: the span shrinks; undefined when all its lines are gone. */
export function deleteSpan(span: Span, at: number, count: number): Span | undefined {
  const last = at + count - 1;
  if (span.start >= at && span.end <= last) return undefined;
  const start = span.start < at ? span.start : span.start > last ? span.start - count : at;
  const end = span.end < at ? span.end : span.end > last ? span.end - count : at - 1;
  return { start, end };
}


/**
 * A span after a move: when its lines still sit side by side (the move happened inside it, or took
 * it whole) it covers them all; otherwise each end follows its own line, as Excel does with corners.
 */
export function moveSpan(span: Span, from: number, count: number, to: number): Span {
  const last = from + count - 1;
  const breaks = [span.start, span.end, from - 1, from, last, last + 1, to - 1, to].filter((i) => i >= span.start && i <= span.end);
  const images = breaks.map((i) => moveIndex(i, from, count, to));
  const low = Math.min(...images);
  const high = Math.max(...images);
  if (high - low === span.end - span.start) return { start: low, end: high };
  const a = moveIndex(span.start, from, count, to);
  const b = moveIndex(span.end, from, count, to);
  return { start: Math.min(a, b), end: Math.max(a, b) };
}

/**
 * Inserting or deleting cells shifts only the lines of a band (the area's columns when shifting up or
 * down). A reference moves when it lies wholly inside the band; one that crosses the band's edge, or a
 * whole-row/column reference, stays where it is, as in Excel.
 */
function shiftCells(rect: Rect, axis: Axis, area: { top: number; left: number; bottom: number; right: number }, insert: boolean): Moved {
  const band: Span = axis === 'rows' ? { start: area.left, end: area.right } : { start: area.top, end: area.bottom };
  const cross = axis === 'rows' ? rect.cols : rect.rows;
  if (!cross || !rect[axis] || cross.start < band.start || cross.end > band.end) return rect;
  const at = axis === 'rows' ? area.top : area.left;
  const count = axis === 'rows' ? area.bottom - area.top + 1 : area.right - area.left + 1;
  return onAxis(rect, axis, (s) => (insert ? insertSpan(s, at, count) : deleteSpan(s, at, count)));
}

/** Where one cell's content goes (undefined when deleted), e.g. to find a moved formula cell. */
export function transformCell(row: number, col: number, change: StructuralChange): { row: number; col: number } | undefined {
  const moved = transformRect({ rows: { start: row, end: row }, cols: { start: col, end: col } }, change);
  if (!moved?.rows || !moved.cols) return undefined;
  return { row: moved.rows.start, col: moved.cols.start };
}
