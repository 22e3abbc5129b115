import type { Engine } from '../../formulas/engine/index.js';
import type { Sheet } from '../../workbook/model/index.js';
import { engineCellReader } from '../engine-cells.js';
import { filterArea } from '../filter-area.js';
import { filteredRows } from '../hidden-rows.js';
import { isActive } from '../criteria.js';

/** A filter as the canvas draws it, by positions. */
export interface FilterView {
  /** The filtered block; its top row is the header row that carries the buttons. */
  readonly area: { readonly top: number; readonly left: number; readonly bottom: number; readonly right: number };
  /** Columns whose criteria hide something: their buttons look different. */
  readonly filteredColumns: ReadonlySet<number>;
}

/** What the sheet's filter means for the grid: its drawing, and the rows it hides (size 0, like hidden rows). */
export interface SheetFilterLayout {
  readonly view: FilterView;
  readonly hiddenRows: readonly number[];
}

/**
 * Built with the grid model, that is when the document or computed values change; reads only the filter's
 * rows in the columns whose criteria hide something (plugins/filters filteredRows).
 */
export function sheetFilterLayout(sheet: Sheet, engine: Pick<Engine, 'getValue'>): SheetFilterLayout | undefined {
  const area = filterArea(sheet);
  if (!sheet.filter || !area) return undefined;
  const filteredColumns = new Set<number>();
  for (let col = area.left; col <= area.right; col++) {
    if (isActive(sheet.filter.criteriaByColumnId[sheet.columnIds[col]])) filteredColumns.add(col);
  }
  const hiddenRows = filteredColumns.size > 0 ? filteredRows(sheet, engineCellReader(sheet, engine)) : [];
  return { view: { area, filteredColumns }, hiddenRows };
}
