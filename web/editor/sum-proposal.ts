import type { CellArea } from '../../kernel/index.js';
import type { CellPosition } from '../../plugins/workbook/view.js';
import { areaLabel } from './selection.js';

/** What the Sum button does, as in Sheets. */
export type SumProposal =
  /** A range was selected: totals written below each column (several rows) or beside the row (one row). */
  | { readonly kind: 'write'; readonly cells: readonly { readonly row: number; readonly col: number; readonly text: string }[] }
  /** One cell: a SUM formula to edit, its proposed range (when any) picked so arrows and clicks change it. */
  | { readonly kind: 'edit'; readonly text: string; readonly pick?: { readonly start: number; readonly end: number; readonly anchor: CellPosition; readonly focus: CellPosition } };

/**
 * The Sum button on a selection. On a range: a `=SUM(...)` under each of its columns, or beside it when it
 * is one row. On one cell: the contiguous numbers right above it, else right left of it, proposed as the
 * range of `=SUM(...)`; with none, `=SUM()` with the caret inside.
 */
export function sumProposal(area: CellArea, isNumber: (row: number, col: number) => boolean): SumProposal {
  const single = area.top === area.bottom && area.left === area.right;
  if (!single) {
    if (area.top === area.bottom) {
      return { kind: 'write', cells: [{ row: area.top, col: area.right + 1, text: `=SUM(${areaLabel(area)})` }] };
    }
    const cells = [];
    for (let col = area.left; col <= area.right; col++) {
      cells.push({ row: area.bottom + 1, col, text: `=SUM(${areaLabel({ top: area.top, bottom: area.bottom, left: col, right: col })})` });
    }
    return { kind: 'write', cells };
  }
  const { top: row, left: col } = area;
  let up = row;
  while (up > 0 && isNumber(up - 1, col)) up--;
  let left = col;
  if (up === row) while (left > 0 && isNumber(row, left - 1)) left--;
  if (up === row && left === col) return { kind: 'edit', text: '=SUM()', pick: undefined };
  const range: CellArea = up < row ? { top: up, bottom: row - 1, left: col, right: col } : { top: row, bottom: row, left, right: col - 1 };
  const reference = areaLabel(range);
  return {
    kind: 'edit',
    text: `=SUM(${reference})`,
    pick: { start: 5, end: 5 + reference.length, anchor: { row: range.top, col: range.left }, focus: { row: range.bottom, col: range.right } },
  };
}
