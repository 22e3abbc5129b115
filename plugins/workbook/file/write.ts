import { cellId, getRowCells } from '../cell-store.js';
import type { Cell, CellValue } from '../model/cell.js';
import type { Sheet } from '../model/sheet.js';
import type { Workbook } from '../model/workbook.js';
import type { SheetFile, TemplateFile } from './file-types.js';
import { TEMPLATE_FORMAT } from './limits.js';

export interface WriteOptions {
  /**
   * The engine's current value of a formula cell, written as the cell's cached `value` so that readers
   * without an engine (a cast, a quick look) can show something. Undefined: no cached value.
   */
  computedValue?(sheetId: string, rowId: string, columnId: string): CellValue | undefined;
}

/**
 * The disk form of a workbook (DESIGN.md "Model"). Cells are listed row by row, in sheet order, so the
 * output is stable and diffs well; cell objects are shared with the workbook unless a cached value is added.
 */
export function writeTemplateFile(workbook: Workbook, options: WriteOptions = {}): TemplateFile {
  const sheetsById: Record<string, SheetFile> = {};
  for (const id of workbook.sheetIds) sheetsById[id] = writeSheet(workbook.sheetsById[id], options);
  return {
    format: TEMPLATE_FORMAT,
    name: workbook.name,
    sheetIds: workbook.sheetIds,
    sheetsById,
    namedRangesById: workbook.namedRangesById,
    conditionalFormatsById: workbook.conditionalFormatsById,
    palettesById: workbook.palettesById,
    userFunctions: workbook.userFunctions,
    testShadowsById: workbook.testShadowsById,
    recommendedCastsByName: workbook.recommendedCastsByName,
    customColors: workbook.customColors,
    settings: workbook.settings,
    ...(hasTables(workbook) ? { tablesById: workbook.tablesById } : {}),
    ...(workbook.input !== undefined ? { input: workbook.input } : {}),
  };
}

/** Tables are written only by templates that have some, so files of templates without them stay as they were. */
export function hasTables(workbook: Workbook): boolean {
  return workbook.tablesById !== undefined && Object.keys(workbook.tablesById).length > 0;
}

function writeSheet(sheet: Sheet, options: WriteOptions): SheetFile {
  const { cells: _cells, ...rest } = sheet;
  const cellsById: Record<string, Cell> = {};
  for (const [rowId, columnIds] of cellsInFileOrder(sheet)) {
    const row = getRowCells(sheet, rowId)!;
    for (const columnId of columnIds) {
      cellsById[cellId(columnId, rowId)] = withCachedValue(row[columnId], sheet.id, rowId, columnId, options);
    }
  }
  return { ...rest, cellsById };
}

/**
 * Each row holding cells, in sheet order, with its column ids in sheet order. Only cells in the sheet's
 * rows and columns are part of it: one stored under another id (a bug elsewhere) is left out rather
 * than written as a file the reader refuses (or, keyed by no column, as text that is not JSON).
 */
export function* cellsInFileOrder(sheet: Sheet): Generator<[rowId: string, columnIds: string[]]> {
  const columnOrder = new Map(sheet.columnIds.map((id, index) => [id, index]));
  for (const rowId of sheet.rowIds) {
    const row = getRowCells(sheet, rowId);
    if (row === undefined) continue;
    const columnIds = inColumnOrder(Object.keys(row), columnOrder);
    if (columnIds.length > 0) yield [rowId, columnIds];
  }
}

/** Rows are usually filled left to right, so sorting is rarely needed. */
function inColumnOrder(ids: string[], order: ReadonlyMap<string, number>): string[] {
  let last = -1;
  for (const id of ids) {
    const index = order.get(id);
    if (index === undefined) return inColumnOrder(ids.filter((other) => order.has(other)), order);
    if (index < last) return ids.sort((a, b) => order.get(a)! - order.get(b)!);
    last = index;
  }
  return ids;
}

export function withCachedValue(cell: Cell, sheetId: string, rowId: string, columnId: string, options: WriteOptions): Cell {
  if (cell.formula === undefined || options.computedValue === undefined) return cell;
  const value = options.computedValue(sheetId, rowId, columnId);
  if (value !== undefined) return { ...cell, value };
  if (!('value' in cell)) return cell;
  const { value: _stale, ...rest } = cell;
  return rest;
}
