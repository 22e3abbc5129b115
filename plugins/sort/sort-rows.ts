import type { Draft } from 'immer';
import { UserError, type CellArea } from '../../kernel/index.js';
import { shiftFormula } from '../formulas/adjust/shift-formula.js';
import { getRowCells, putCell, putRowCells } from '../workbook/cell-store.js';
import { clampArea, draftSheet, sheetBefore, type WorkbookCommand } from '../workbook/commands/context.js';
import type { Cell, Sheet } from '../workbook/model/index.js';
import { SORT_ORDER_MESSAGE } from './messages.js';

export interface SortRowsParams {
  readonly sheetId: string;
  /** The rows and columns whose cells move (a header row is not part of it). */
  readonly area: CellArea;
  /** For each row of the area, top to bottom, the sheet index of the row whose cells it takes (planSort). */
  readonly order: readonly number[];
}

/**
 * Rearranges the rows of a range (one undo step). Cells move with their formats; a formula's relative
 * references move with it, as Excel does when it sorts (a row's `=B2*C2` becomes `=B5*C5` in row 5),
 * and references elsewhere to the sorted cells keep their addresses. Each row is built outside immer and
 * put whole: a 200,000-row sort drafts rows, not cells.
 */
export const sortRows: WorkbookCommand<SortRowsParams> = {
  id: 'sort.rows',
  run(draft, params, ctx) {
    const sheet = sheetBefore(ctx, params.sheetId);
    const area = clampArea(sheet, params.area);
    checkOrder(area, params.order);
    const moved = params.order.map((source, offset) => rowCells(sheet, area, source, area.top + offset));
    const target = draftSheet(draft, params.sheetId);
    moved.forEach((cells, offset) => writeRow(target, sheet, area, area.top + offset, cells));
  },
};

function checkOrder(area: CellArea, order: readonly number[]): void {
  const rows = area.bottom - area.top + 1;
  const seen = new Set<number>();
  for (const row of order) {
    if (!Number.isInteger(row) || row < area.top || row > area.bottom || seen.has(row)) throw new UserError(SORT_ORDER_MESSAGE);
    seen.add(row);
  }
  if (seen.size !== rows) throw new UserError(SORT_ORDER_MESSAGE);
}

/** The cells of the area's columns in row `source`, as they will be in row `to`. */
function rowCells(sheet: Sheet, area: CellArea, source: number, to: number): Map<string, Cell> {
  const found = new Map<string, Cell>();
  const cells = getRowCells(sheet, sheet.rowIds[source]);
  if (!cells) return found;
  for (let col = area.left; col <= area.right; col++) {
    const columnId = sheet.columnIds[col];
    const cell = cells[columnId];
    if (!cell) continue;
    found.set(columnId, cell.formula && to !== source ? { ...cell, formula: shiftFormula(cell.formula, to - source, 0) } : cell);
  }
  return found;
}

/** Row `row` keeps its cells outside the area and takes `moved` inside it. */
function writeRow(target: Draft<Sheet>, sheet: Sheet, area: CellArea, row: number, moved: Map<string, Cell>): void {
  const rowId = sheet.rowIds[row];
  const before = getRowCells(sheet, rowId) ?? {};
  const inArea = new Set(sheet.columnIds.slice(area.left, area.right + 1));
  const next: Record<string, Cell> = {};
  for (const columnId in before) if (!inArea.has(columnId)) next[columnId] = before[columnId];
  for (const [columnId, cell] of moved) next[columnId] = cell;
  if (Object.keys(next).length > 0) {
    putRowCells(target, rowId, Object.freeze(next));
    return;
  }
  for (const columnId in before) putCell(target, rowId, columnId, undefined);
}
