import type { CellArea } from '../../kernel/index.js';
import type { Sheet } from '../workbook/model/index.js';

/** Pixel offset (at zoom 1) of a cell's top-left corner on its sheet: the sizes of the lines before it. */
export function cellOffset(sheet: Sheet, row: number, col: number): { left: number; top: number } {
  let left = 0;
  for (let i = 0; i < col && i < sheet.columnIds.length; i++) left += sheet.columnsById[sheet.columnIds[i]]?.width ?? 0;
  let top = 0;
  for (let i = 0; i < row && i < sheet.rowIds.length; i++) top += sheet.rowsById[sheet.rowIds[i]]?.height ?? 0;
  return { left, top };
}

/** Where a new chart goes: at the selection's top-left cell. */
export function areaOffset(sheet: Sheet, area: CellArea): { left: number; top: number } {
  return cellOffset(sheet, Math.min(area.top, area.bottom), Math.min(area.left, area.right));
}
