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
  };
}

/** The template file as JSON text. */
export function templateFileText(workbook: Workbook, options: WriteOptions = {}, indent?: number): string {
  return JSON.stringify(writeTemplateFile(workbook, options), null, indent);
}

function writeSheet(sheet: Sheet, options: WriteOptions): SheetFile {
  const { cells: _cells, ...rest } = sheet;
  return { ...rest, cellsById: writeCells(sheet, options) };
}

function writeCells(sheet: Sheet, options: WriteOptions): Record<string, Cell> {
  const out: Record<string, Cell> = {};
  const columnOrder = new Map(sheet.columnIds.map((id, index) => [id, index]));
  const byColumn = (a: string, b: string): number => columnOrder.get(a)! - columnOrder.get(b)!;
  for (const rowId of sheet.rowIds) {
    const row = getRowCells(sheet, rowId);
    if (row === undefined) continue;
    for (const columnId of Object.keys(row).sort(byColumn)) {
      out[cellId(columnId, rowId)] = withCachedValue(row[columnId], sheet.id, rowId, columnId, options);
    }
  }
  return out;
}

function withCachedValue(cell: Cell, sheetId: string, rowId: string, columnId: string, options: WriteOptions): Cell {
  if (cell.formula === undefined || options.computedValue === undefined) return cell;
  const value = options.computedValue(sheetId, rowId, columnId);
  if (value !== undefined) return { ...cell, value };
  if (!('value' in cell)) return cell;
  const { value: _stale, ...rest } = cell;
  return rest;
}
