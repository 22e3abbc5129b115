import type ExcelJS from 'exceljs';
import type { Draft } from 'immer';
import {
  type Cell, cellId, type CellValidation, type Column, type DateSystem, DEFAULT_COLUMN_COUNT, DEFAULT_COLUMN_WIDTH, DEFAULT_ROW_COUNT, DEFAULT_ROW_HEIGHT, getCell, type IdGenerator, putCell, type Row, type Sheet, sheetOf,
} from '../../workbook/index.js';
import { FILE_LIMITS as TEMPLATE_LIMITS } from '../../workbook/file/index.js';
import { FILE_LIMITS, FileImportError } from '../limits.js';
import type { ImportReport } from '../report.js';
import { contentFromExcel } from './cell-values.js';
import { withinFormulaLimit } from './formula-limit.js';
import { embeddedImages } from './images.js';
import { parseRangeText } from './range-text.js';
import { usedColumnCount } from './sheet-width.js';
import { formatFromExcel } from './styles.js';
import type { SheetFormulas } from './sheet-formulas.js';
import { reportUnsupportedFunctions } from './unsupported-functions.js';
import { validationFromExcel } from './validation.js';

/** Excel column widths are in characters of the default font (7 px each plus 5 px of padding). */
export const widthToPixels = (chars: number): number => Math.round(chars * 7 + 5);
export const pixelsToWidth = (px: number): number => Math.max(0, (px - 5) / 7);
/** Row heights are in points. */
export const pointsToPixels = (pt: number): number => Math.round((pt * 4) / 3);
export const pixelsToPoints = (px: number): number => (px * 3) / 4;

export interface SheetContext {
  readonly book: ExcelJS.Workbook;
  readonly ids: IdGenerator;
  readonly report: ImportReport;
  readonly isName: (name: string) => boolean;
  /** The book's date system: ExcelJS gives date cells as instants of it. */
  readonly dateSystem: DateSystem;
  /** The sheet's formulas as Gridcast keeps them (array areas, `@` of legacy formulas). */
  readonly formulas: SheetFormulas;
  /** Counts cells across sheets against FILE_LIMITS.maxCells. */
  countCell(): void;
}

/** One worksheet as our sheet: structure, sizes, hidden state, cells with formats, merges and validation. */
export function importSheet(ws: ExcelJS.Worksheet, context: SheetContext): Sheet {
  const rowCount = Math.max(ws.rowCount, DEFAULT_ROW_COUNT);
  const usedColumns = usedColumnCount(ws);
  const columnCount = Math.max(usedColumns, DEFAULT_COLUMN_COUNT);
  if (ws.rowCount > FILE_LIMITS.maxRowsPerSheet) {
    throw new FileImportError(`Sheet "${ws.name}" has ${ws.rowCount.toLocaleString('en-US')} rows; at most ${FILE_LIMITS.maxRowsPerSheet.toLocaleString('en-US')} can be imported.`);
  }
  const rows = Array.from({ length: rowCount }, (_, i) => importRow(ws, i, context.ids));
  const columns = Array.from({ length: columnCount }, (_, i) => importColumn(ws, i, usedColumns, context.ids));
  const sheet = sheetOf(context.ids.sheetId(), ws.name, rows, columns, ws.state !== 'visible') as Draft<Sheet>;
  // Cells with only a style or validation count too, so rows are visited even without values.
  for (let rowNumber = 1; rowNumber <= ws.rowCount; rowNumber++) {
    ws.findRow(rowNumber)?.eachCell({ includeEmpty: true }, (cell, colNumber) => {
      const content = importCell(cell, ws.name, context);
      if (content) {
        context.countCell();
        putCell(sheet, sheet.rowIds[rowNumber - 1], sheet.columnIds[colNumber - 1], content);
      }
    });
  }
  applyMerges(sheet, ws, context.report);
  placeImages(sheet, ws, context);
  applyPanes(sheet, ws, context.report);
  return sheet;
}

function importRow(ws: ExcelJS.Worksheet, index: number, ids: IdGenerator): Row {
  const source = ws.findRow(index + 1);
  // A row at the sheet's default height (Excel's is 15 pt) gets ours, 21 px.
  const fileDefault = ws.properties.defaultRowHeight ?? 15;
  const size = source?.height && Math.abs(source.height - fileDefault) > 0.01 ? pointsToPixels(source.height) : DEFAULT_ROW_HEIGHT;
  return source?.hidden ? { id: ids.vectorId(), height: 0, hidden: true, hiddenByUser: true, realSize: size } : { id: ids.vectorId(), height: size };
}

function importColumn(ws: ExcelJS.Worksheet, index: number, usedColumns: number, ids: IdGenerator): Column {
  const source = index < usedColumns ? ws.getColumn(index + 1) : undefined;
  const size = source?.width ? widthToPixels(source.width) : DEFAULT_COLUMN_WIDTH;
  return source?.hidden ? { id: ids.vectorId(), width: 0, hidden: true, hiddenByUser: true, realSize: size } : { id: ids.vectorId(), width: size };
}

function importCell(cell: ExcelJS.Cell, sheetName: string, context: SheetContext): Cell | undefined {
  if (cell.isMerged && cell.master !== cell) return undefined;
  const content = withinFormulaLimit(formulaContent(cell, context.formulas, context.dateSystem), cell, context.dateSystem, sheetName, context.report);
  if (content.formula) reportUnsupportedFunctions(content.formula, sheetName, context.report, context.isName);
  const format = formatFromExcel(cell);
  let validation: CellValidation | undefined;
  if (cell.dataValidation) {
    const mapped = validationFromExcel(cell.dataValidation, context.isName);
    if (typeof mapped === 'string') context.report.add('Data validation', `${mapped} are not supported`, sheetName);
    else validation = mapped;
  }
  const out: Cell = {
    ...content,
    ...(format ? { format } : {}),
    ...(validation ? { data: { ...content.data, validation } } : {}),
    ...noteFromExcel(cell.note),
  };
  return Object.keys(out).length ? out : undefined;
}

/**
 * A cell's content with its formula as Gridcast keeps it; a cell inside an array formula's area holds
 * the formula's value, not content of its own: only its number format stays (with the type it gives),
 * and its style, validation and note.
 */
function formulaContent(cell: ExcelJS.Cell, formulas: SheetFormulas, dateSystem: DateSystem): Cell {
  const content = contentFromExcel(cell, dateSystem) ?? {};
  if (formulas.covered(Number(cell.row) - 1, Number(cell.col) - 1)) return content.data?.format === undefined ? {} : { data: content.data };
  return content.formula === undefined ? content : { ...content, ...formulas.formula(cell.address, content.formula) };
}

/** An Excel note or comment as a cell note: its text runs joined, at most a cell's text length. */
function noteFromExcel(note: string | ExcelJS.Comment | undefined): Pick<Cell, 'note'> {
  const text = typeof note === 'string' ? note : (note?.texts ?? []).map((run) => run.text).join('');
  return text.trim() === '' ? {} : { note: text.slice(0, TEMPLATE_LIMITS.cellText) };
}

function applyMerges(sheet: Draft<Sheet>, ws: ExcelJS.Worksheet, report: ImportReport): void {
  const merges: string[] = (ws.model as { merges?: string[] }).merges ?? [];
  for (const ref of merges) {
    const area = parseRangeText(ref);
    if (!area || area.bottom >= sheet.rowIds.length || area.right >= sheet.columnIds.length) {
      report.add('Merged cells', `merge ${ref} could not be read`, ws.name);
      continue;
    }
    const anchorRow = sheet.rowIds[area.top];
    const anchorCol = sheet.columnIds[area.left];
    const anchorId = cellId(anchorCol, anchorRow);
    for (let r = area.top; r <= area.bottom; r++) {
      for (let c = area.left; c <= area.right; c++) {
        const rowId = sheet.rowIds[r];
        const colId = sheet.columnIds[c];
        const isAnchor = r === area.top && c === area.left;
        const current = getCell(sheet, rowId, colId);
        const merged: Cell = isAnchor
          ? { ...current, mergeRows: area.bottom - area.top + 1, mergeColumns: area.right - area.left + 1 }
          : { ...current, mergedInto: anchorId };
        putCell(sheet, rowId, colId, merged);
      }
    }
  }
}

function placeImages(sheet: Draft<Sheet>, ws: ExcelJS.Worksheet, context: SheetContext): void {
  const { placed, skipped } = embeddedImages(context.book, ws);
  for (const reason of skipped) context.report.add('Images', reason, ws.name);
  for (const image of placed) {
    const rowId = sheet.rowIds[image.row];
    const colId = sheet.columnIds[image.col];
    if (rowId === undefined || colId === undefined) {
      context.report.add('Images', `an image at row ${image.row + 1} lies outside the sheet`, ws.name);
      continue;
    }
    const current = getCell(sheet, rowId, colId);
    putCell(sheet, rowId, colId, { ...current, data: { ...current?.data, ...image.cell.data } });
  }
}

/**
 * The sheet view's frozen panes (`pane` state "frozen", xSplit columns and ySplit rows) as the sheet's
 * frozen counts; where the frozen view was scrolled to (topLeftCell) is a view state and is not kept.
 * Split panes that are not frozen have no equivalent.
 */
function applyPanes(sheet: Draft<Sheet>, ws: ExcelJS.Worksheet, report: ImportReport): void {
  const view = ws.views?.[0] as { state?: string; xSplit?: number; ySplit?: number } | undefined;
  if (view?.state === 'split') report.add('Split panes', 'split panes are not kept', ws.name);
  if (view?.state !== 'frozen') return;
  const count = (split: number | undefined, max: number) => Math.min(Math.max(0, Math.floor(Number(split) || 0)), max);
  const rows = count(view.ySplit, sheet.rowIds.length);
  const columns = count(view.xSplit, sheet.columnIds.length);
  if (rows > 0 || columns > 0) sheet.frozen = { rows, columns };
}
