import type { Draft } from 'immer';
import type { Adjuster, CellArea, StructuralChange } from '../../kernel/index.js';
import { transformRect } from '../formulas/adjust/index.js';
import type { FilterCriteria, Sheet, SheetFilter, Workbook } from '../workbook/model/index.js';
import { areaRange, filterArea } from './filter-area.js';

/**
 * Keeps a sheet's filter on the same data through structural changes. The range is held by cell ids,
 * so inserting rows or columns inside it widens it with no work. Deleting its header row, or every
 * one of its columns, removes the filter (Sheets does the same); deleting other lines shrinks it; the
 * criteria of columns no longer in the range go with them. Cell shifts and moves follow the cells.
 */
export const filtersAdjuster: Adjuster<Workbook> = (draft, change, before) => {
  if (change.kind === 'insert-rows' || change.kind === 'insert-columns' || change.kind === 'rename-sheet' || change.kind === 'delete-sheet') return;
  const sheetBefore = before.sheetsById[change.sheetId];
  const area = sheetBefore && filterArea(sheetBefore);
  if (!sheetBefore?.filter || !area) return;
  const sheet = draft.sheetsById[change.sheetId];
  const next = adjustedFilter(sheetBefore.filter, area, change, sheet as Sheet);
  if (next === undefined) delete sheet.filter;
  else sheet.filter = next as Draft<SheetFilter>;
};

/** The filter after a change (positions before it), read against the sheet's lines after it. */
export function adjustedFilter(filter: SheetFilter, area: CellArea, change: StructuralChange, after: Pick<Sheet, 'id' | 'rowIds' | 'columnIds'>): SheetFilter | undefined {
  if (change.kind === 'delete-rows' && area.top >= change.at && area.top < change.at + change.count) return undefined;
  const moved = transformRect({ rows: { start: area.top, end: area.bottom }, cols: { start: area.left, end: area.right } }, change);
  if (!moved?.rows || !moved.cols) return undefined;
  const next = { top: moved.rows.start, bottom: moved.rows.end, left: moved.cols.start, right: moved.cols.end };
  if (next.bottom >= after.rowIds.length || next.right >= after.columnIds.length) return undefined;
  const range = areaRange(after, next);
  const columns = new Set(after.columnIds.slice(next.left, next.right + 1));
  const criteriaByColumnId: Record<string, FilterCriteria> = {};
  for (const [columnId, criteria] of Object.entries(filter.criteriaByColumnId)) if (columns.has(columnId)) criteriaByColumnId[columnId] = criteria;
  return { range: { ...range, sheetId: filter.range.sheetId }, criteriaByColumnId };
}
