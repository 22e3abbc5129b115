import { iterateCells, isEmptyCell } from './cell-store.js';
import type { Sheet } from './model/sheet.js';
import type { CellPosition } from './view.js';

/** The last used row and the last used column of a sheet (Ctrl+End's target); A1 when it is empty. */
export function lastUsedCell(sheet: Sheet): CellPosition {
  const rowIndex = new Map(sheet.rowIds.map((id, index) => [id, index]));
  const colIndex = new Map(sheet.columnIds.map((id, index) => [id, index]));
  let row = 0;
  let col = 0;
  for (const [rowId, columnId, cell] of iterateCells(sheet)) {
    if (isEmptyCell(cell)) continue;
    row = Math.max(row, rowIndex.get(rowId) ?? 0);
    col = Math.max(col, colIndex.get(columnId) ?? 0);
  }
  return { row, col };
}
