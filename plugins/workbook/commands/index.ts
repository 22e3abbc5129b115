import type { CommandDefinition } from '../../../kernel/index.js';
import type { Workbook } from '../model/workbook.js';
import { setBorders } from './borders.js';
import { clearContent, setCell, setCells } from './cell-content.js';
import { clearFormat, setDataType, setFormat, setNumberFormat } from './cell-format.js';
import { toggleCheckbox } from './checkbox.js';
import { addCustomColor } from './custom-colors.js';
import { formatAsTable } from './format-as-table.js';
import { deleteColumns, deleteRows } from './delete-vectors.js';
import { insertColumns, insertRows } from './insert-vectors.js';
import { mergeCells, unmergeCells } from './merge-cells.js';
import { moveColumns, moveRows } from './move-vectors.js';
import { changePrecision } from './precision.js';
import { deleteCells, insertCells } from './shift-cells.js';
import { sheetCommands } from './sheets.js';
import { hideColumns, hideRows, resizeColumns, resizeRows, unhideColumns, unhideRows } from './vector-sizes.js';

export type { SetBordersParams } from './borders.js';
export type { AreaParams, SetCellParams, SetCellsParams } from './cell-content.js';
export type { SetDataTypeParams, SetFormatParams, SetNumberFormatParams } from './cell-format.js';
export type { AddCustomColorParams } from './custom-colors.js';
export { tableArea, type FormatAsTableParams } from './format-as-table.js';
export type { InsertColumnsParams, InsertRowsParams } from './insert-vectors.js';
export type { MergeCellsParams, MergeMode } from './merge-cells.js';
export type { MoveVectorsParams } from './move-vectors.js';
export type { ChangePrecisionParams } from './precision.js';
export { shiftPrecision } from './precision.js';
export { BIG_COMMAND_CELLS, setCellsInParts, type CellText } from './set-cells-in-parts.js';
export type { DeleteCellsParams, InsertCellsParams } from './shift-cells.js';
export type { AddSheetParams, DuplicateSheetParams, RenameSheetParams, ReorderSheetParams, SheetParams } from './sheets.js';
export type { ResizeVectorsParams } from './vector-sizes.js';
export type { VectorSpanParams } from './vector-span.js';
export * from './messages.js';
// What other plugins' commands build on: a sheet drafted and read, cells updated and tidied.
export { clampArea, compact, draftSheet, idGenerator, readCell, sheetBefore, type WorkbookCommand, type WorkbookContext } from './context.js';
export { forEachPosition, forEachStoredCell, tidy, updateCell } from './cell-update.js';
export { edgesOnFill } from './borders.js';
export { findMerges, mergeArea, type Merge } from './merges.js';
export { indexOfIds } from './positions.js';
export { copySheetName, isSheetNameTaken, nextSheetName } from './sheet-names.js';

/** Every command of the workbook plugin, in the order of the Edit, Insert and Format menus. */
export const workbookCommands: readonly CommandDefinition<never, Workbook>[] = [
  ...sheetCommands,
  insertRows, insertColumns, deleteRows, deleteColumns, moveRows, moveColumns,
  hideRows, hideColumns, unhideRows, unhideColumns, resizeRows, resizeColumns,
  setCell, setCells, clearContent, clearFormat, setFormat, setNumberFormat, setDataType, changePrecision, toggleCheckbox,
  mergeCells, unmergeCells, setBorders, formatAsTable, insertCells, deleteCells,
  addCustomColor,
] as readonly CommandDefinition<never, Workbook>[];
