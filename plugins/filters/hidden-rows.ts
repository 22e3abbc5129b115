import type { Sheet } from '../workbook/model/index.js';
import { hides, isActive, type FilterCell } from './criteria.js';
import { filterArea } from './filter-area.js';

/** Reads what a filter sees in a cell, by position (the host supplies it from its engine). */
export type FilterCellReader = (row: number, col: number) => FilterCell;

/**
 * The rows the sheet's filter hides, by position, ascending. Derived, never stored: only the rows of
 * the filter's block below its header are read, and only in columns whose criteria hide something, so
 * a sheet without a filter (or a filter without criteria) costs nothing. `exceptColumn` leaves one
 * column's criteria out (the rows the other columns hide, for that column's value list).
 */
export function filteredRows(sheet: Sheet, read: FilterCellReader, exceptColumn?: number): number[] {
  const area = filterArea(sheet);
  if (!area || !sheet.filter) return [];
  const columns: { col: number; test: (cell: FilterCell) => boolean }[] = [];
  for (let col = area.left; col <= area.right; col++) {
    if (col === exceptColumn) continue;
    const criteria = sheet.filter.criteriaByColumnId[sheet.columnIds[col]];
    if (!isActive(criteria)) continue;
    const hidden = new Set(criteria.hiddenValues ?? []);
    columns.push({ col, test: (cell) => hides(criteria, cell, hidden) });
  }
  if (columns.length === 0) return [];
  const rows: number[] = [];
  for (let row = area.top + 1; row <= area.bottom; row++) {
    if (columns.some(({ col, test }) => test(read(row, col)))) rows.push(row);
  }
  return rows;
}
