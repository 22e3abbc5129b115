import type { CellArea } from '../../kernel/index.js';
import type { CellPosition } from '../../plugins/workbook/index.js';
import type { VectorLayout } from '../grid/index.js';

export type Axis = 'rows' | 'columns';

/** A selection as the view stores it: where it started and where it was extended to. */
export interface SelectionRange {
  readonly anchor: CellPosition;
  readonly focus: CellPosition;
}

/** First and last selected index along one axis, inclusive. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** The first visible row or column (0 when all are hidden), where a whole-vector selection's active cell goes. */
export function firstVisible(layout: VectorLayout): number {
  const first = layout.nextVisible(-1, 1);
  return first < 0 ? 0 : first;
}

/** Rows `from`..`to` (or columns) across the whole sheet; `from` holds the active cell, on its first visible cell. */
export function wholeVectors(axis: Axis, from: number, to: number, rows: VectorLayout, columns: VectorLayout): SelectionRange {
  if (axis === 'rows') return { anchor: { row: from, col: firstVisible(columns) }, focus: { row: to, col: columns.count - 1 } };
  return { anchor: { row: firstVisible(rows), col: from }, focus: { row: rows.count - 1, col: to } };
}

/** Whether a span reaches every visible vector of a layout (hidden ones at the edges do not count). */
function spansAll(start: number, end: number, layout: VectorLayout): boolean {
  return start <= firstVisible(layout) && end >= layout.count - 1;
}

/** The rows (or columns) the area selects whole, or undefined when it is not whole rows (columns). */
export function selectedVectors(axis: Axis, area: CellArea, rows: VectorLayout, columns: VectorLayout): Span | undefined {
  if (axis === 'rows') return spansAll(area.left, area.right, columns) ? { start: area.top, end: area.bottom } : undefined;
  return spansAll(area.top, area.bottom, rows) ? { start: area.left, end: area.right } : undefined;
}

export function isWholeSheet(area: CellArea, rows: VectorLayout, columns: VectorLayout): boolean {
  return spansAll(area.top, area.bottom, rows) && spansAll(area.left, area.right, columns);
}

/**
 * Select-all (the corner or Cmd/Ctrl+A) toggles (SPEC section 4): from any selection (a cell, a range,
 * whole rows or columns) to the whole sheet, and from the whole sheet back to the selection it replaced
 * (or to the active cell alone when there is none to go back to). `remembered` is what to go back to.
 */
export function toggleSelectAll(
  current: SelectionRange,
  area: CellArea,
  remembered: SelectionRange | undefined,
  rows: VectorLayout,
  columns: VectorLayout,
): { next: SelectionRange; remembered: SelectionRange | undefined } {
  if (isWholeSheet(area, rows, columns)) {
    const back = remembered ?? { anchor: current.anchor, focus: current.anchor };
    return { next: back, remembered: undefined };
  }
  const next = { anchor: { row: firstVisible(rows), col: firstVisible(columns) }, focus: { row: rows.count - 1, col: columns.count - 1 } };
  return { next, remembered: current };
}
