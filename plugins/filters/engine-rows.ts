import type { FilteredRowsOf } from '../formulas/engine/index.js';
import type { Sheet } from '../workbook/model/index.js';
import { isActive } from './criteria.js';
import { engineCellReader } from './engine-cells.js';
import { filterArea } from './filter-area.js';
import { filteredRows } from './hidden-rows.js';

/**
 * The rows a sheet's filter leaves out, read from the engine's values as the grid shows them: the engine's
 * `filteredRows` option, so SUBTOTAL leaves out the rows the filter hides (hosts assembling this plugin
 * pass it to their engines). While the filter filters, every hidden row of its block counts, as in
 * Excel, whose files keep one hidden flag per row: a row hidden inside a filtered list is left out by
 * SUBTOTAL(9) as by SUBTOTAL(109), however it was hidden (and a book saved before its filter was
 * applied again keeps rows hidden that the criteria would show now).
 */
export const filteredRowsOf: FilteredRowsOf = (sheet, values) => {
  const rows = filteredRows(sheet, engineCellReader(sheet, values));
  return filters(sheet) ? withHiddenInside(sheet, rows) : rows;
};

function filters(sheet: Sheet): boolean {
  return Object.values(sheet.filter?.criteriaByColumnId ?? {}).some(isActive);
}

/** `rows` and the rows hidden otherwise inside the filter's block below its header, ascending. */
function withHiddenInside(sheet: Sheet, rows: readonly number[]): number[] {
  const area = filterArea(sheet);
  if (!area) return [...rows];
  const all = new Set(rows);
  for (let row = area.top + 1; row <= area.bottom; row++) {
    if (sheet.rowsById[sheet.rowIds[row]]?.hidden) all.add(row);
  }
  return [...all].sort((a, b) => a - b);
}
