import type { CellArea } from '../../kernel/index.js';
import { cellId, indexOfIds, parseCellId } from '../workbook/index.js';
import type { CellRange, Sheet, SheetFilter } from '../workbook/model/index.js';

/** The filter's block by positions (top = header row), or undefined if its cells are gone. */
export function filterArea(sheet: Sheet, filter: SheetFilter | undefined = sheet.filter): CellArea | undefined {
  if (!filter) return undefined;
  return rangeArea(sheet, filter.range);
}

/** A range of cell ids as positions, corners in order. */
export function rangeArea(sheet: Pick<Sheet, 'rowIds' | 'columnIds'>, range: Pick<CellRange, 'fromCellId' | 'toCellId'>): CellArea | undefined {
  const from = parseCellId(range.fromCellId);
  const to = parseCellId(range.toCellId);
  if (!from || !to) return undefined;
  const rows = indexOfIds(sheet.rowIds);
  const columns = indexOfIds(sheet.columnIds);
  const r1 = rows.get(from.rowId);
  const r2 = rows.get(to.rowId);
  const c1 = columns.get(from.columnId);
  const c2 = columns.get(to.columnId);
  if (r1 === undefined || r2 === undefined || c1 === undefined || c2 === undefined) return undefined;
  return { top: Math.min(r1, r2), bottom: Math.max(r1, r2), left: Math.min(c1, c2), right: Math.max(c1, c2) };
}

/** The cell-id range of a block of positions (which must be inside the sheet). */
export function areaRange(sheet: Pick<Sheet, 'id' | 'rowIds' | 'columnIds'>, area: CellArea): CellRange {
  return {
    sheetId: sheet.id,
    fromCellId: cellId(sheet.columnIds[area.left], sheet.rowIds[area.top]),
    toCellId: cellId(sheet.columnIds[area.right], sheet.rowIds[area.bottom]),
  };
}

/** The column ids of the filter's block, left to right. */
export function filterColumnIds(sheet: Sheet, area: CellArea): readonly string[] {
  return sheet.columnIds.slice(area.left, area.right + 1);
}
