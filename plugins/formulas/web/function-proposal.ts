import type { CellArea } from '../../../kernel/index.js';
import { a1, type CellPosition } from '../../workbook/index.js';

/** What the Sum button (and Insert > Function) does, as in Sheets. */
export type FunctionProposal =
  /** A range was selected: a call written below each column (several rows) or beside the row (one row). */
  | { readonly kind: 'write'; readonly cells: readonly { readonly row: number; readonly col: number; readonly text: string }[] }
  /** One cell: a call to edit, its proposed range (when any) picked so arrows and clicks change it. */
  | { readonly kind: 'edit'; readonly text: string; readonly pick?: { readonly start: number; readonly end: number; readonly anchor: CellPosition; readonly focus: CellPosition } };

const label = (area: CellArea): string => {
  const from = a1(area.top, area.left);
  return area.top === area.bottom && area.left === area.right ? from : `${from}:${a1(area.bottom, area.right)}`;
};

/**
 * `name` (SUM, AVERAGE...) on a selection. On a range: `=NAME(...)` under each of its columns, or beside
 * it when it is one row. On one cell: the contiguous numbers right above it, else right left of it,
 * proposed as the range of `=NAME(...)`; with none, `=NAME()` with the caret inside.
 */
export function functionProposal(name: string, area: CellArea, isNumber: (row: number, col: number) => boolean): FunctionProposal {
  const single = area.top === area.bottom && area.left === area.right;
  if (!single) {
    if (area.top === area.bottom) {
      return { kind: 'write', cells: [{ row: area.top, col: area.right + 1, text: `=${name}(${label(area)})` }] };
    }
    const cells = [];
    for (let col = area.left; col <= area.right; col++) {
      cells.push({ row: area.bottom + 1, col, text: `=${name}(${label({ top: area.top, bottom: area.bottom, left: col, right: col })})` });
    }
    return { kind: 'write', cells };
  }
  const { top: row, left: col } = area;
  let up = row;
  while (up > 0 && isNumber(up - 1, col)) up--;
  let left = col;
  if (up === row) while (left > 0 && isNumber(row, left - 1)) left--;
  if (up === row && left === col) return { kind: 'edit', text: `=${name}()`, pick: undefined };
  const range: CellArea = up < row ? { top: up, bottom: row - 1, left: col, right: col } : { top: row, bottom: row, left, right: col - 1 };
  const reference = label(range);
  const start = name.length + 2;
  return {
    kind: 'edit',
    text: `=${name}(${reference})`,
    pick: { start, end: start + reference.length, anchor: { row: range.top, col: range.left }, focus: { row: range.bottom, col: range.right } },
  };
}
