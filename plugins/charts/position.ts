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

/** Pixels between the data and a new chart beside it. */
export const BESIDE_GAP = 20;

/**
 * Where a new chart goes: beside the data it plots, as in Sheets, its top level with the data's and its
 * left a little past the data's right edge, so the chart covers none of it.
 */
export function besideArea(sheet: Sheet, area: CellArea): { left: number; top: number } {
  const { left } = cellOffset(sheet, 0, Math.max(area.left, area.right) + 1);
  const { top } = cellOffset(sheet, Math.min(area.top, area.bottom), 0);
  return { left: left + BESIDE_GAP, top };
}
