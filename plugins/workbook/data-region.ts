import type { CellArea } from '../../kernel/index.js';
import { getCell } from './cell-store.js';
import type { Sheet } from './model/sheet.js';

/** Whether a cell holds something typed: a formula or a non-blank value (formats alone do not count). */
export function hasContent(sheet: Sheet, row: number, column: number): boolean {
  const rowId = sheet.rowIds[row];
  const columnId = sheet.columnIds[column];
  if (rowId === undefined || columnId === undefined) return false;
  const cell = getCell(sheet, rowId, columnId);
  if (!cell) return false;
  if (cell.formula) return true;
  return cell.value !== undefined && cell.value !== null && cell.value !== '';
}

/** Whether any cell of row `row` between the two columns (clipped to the sheet) has content. */
function rowHasContent(sheet: Sheet, row: number, left: number, right: number): boolean {
  if (row < 0 || row >= sheet.rowIds.length) return false;
  for (let column = Math.max(0, left); column <= Math.min(sheet.columnIds.length - 1, right); column++) {
    if (hasContent(sheet, row, column)) return true;
  }
  return false;
}

function columnHasContent(sheet: Sheet, column: number, top: number, bottom: number): boolean {
  if (column < 0 || column >= sheet.columnIds.length) return false;
  for (let row = Math.max(0, top); row <= Math.min(sheet.rowIds.length - 1, bottom); row++) {
    if (hasContent(sheet, row, column)) return true;
  }
  return false;
}

/**
 * The data region around a cell (Excel's "current region", what Sheets' "Convert to table" takes from
 * one cell): the smallest rectangle holding the cell whose surrounding ring of cells, diagonals
 * included, is empty. Undefined when the cell and its neighbours are all empty.
 *
 * Rows are grown in tight loops first (a table is usually long), and the columns on either side are only
 * scanned again after a change, so a 10k-row table costs a few passes over its cells, not one per row.
 */
export function dataRegion(sheet: Sheet, row: number, column: number): CellArea | undefined {
  const area = { top: row, left: column, bottom: row, right: column };
  let seed = hasContent(sheet, row, column);
  for (let changed = true; changed; ) {
    changed = false;
    while (rowHasContent(sheet, area.bottom + 1, area.left - 1, area.right + 1)) { area.bottom++; changed = true; }
    while (rowHasContent(sheet, area.top - 1, area.left - 1, area.right + 1)) { area.top--; changed = true; }
    while (columnHasContent(sheet, area.right + 1, area.top, area.bottom)) { area.right++; changed = true; }
    while (columnHasContent(sheet, area.left - 1, area.top, area.bottom)) { area.left--; changed = true; }
    seed ||= changed;
  }
  return seed ? area : undefined;
}
