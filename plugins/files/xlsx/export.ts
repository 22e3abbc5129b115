import ExcelJS from 'exceljs';
import type { ConditionalFormat } from '../../conditional-formats/model.js';
import { a1 } from '../../workbook/a1.js';
import { iterateCells, parseCellId } from '../../workbook/cell-store.js';
import { DEFAULT_ROW_HEIGHT } from '../../workbook/defaults.js';
import type { Cell, CellValue } from '../../workbook/model/cell.js';
import type { CellFormat } from '../../workbook/model/format.js';
import type { Sheet } from '../../workbook/model/sheet.js';
import type { Workbook } from '../../workbook/model/workbook.js';
import { excelResult } from './cell-values.js';
import { conditionToExcel } from './conditional-formats.js';
import { pixelsToPoints, pixelsToWidth } from './import-sheet.js';
import { withFutureFunctionPrefixes } from './future-functions.js';
import { formatRangeText } from './range-text.js';
import { applyFormatToExcel } from './styles.js';
import { validationToExcel } from './validation.js';

export interface ExportOptions {
  /** A formula cell's computed value, cached in the file so programs that do not recalculate show it. */
  computedValue?(sheetId: string, row: number, col: number): CellValue | undefined;
  /** The format a cell is written with: its own unless the host resolves more into it (a palette's look). */
  formatOf?(sheetId: string, format: CellFormat): CellFormat;
}

/** Positions of a sheet's rows and columns by id. */
interface SheetIndex {
  readonly sheet: Sheet;
  readonly rows: Map<string, number>;
  readonly columns: Map<string, number>;
}

function indexSheet(sheet: Sheet): SheetIndex {
  return {
    sheet,
    rows: new Map(sheet.rowIds.map((id, i) => [id, i])),
    columns: new Map(sheet.columnIds.map((id, i) => [id, i])),
  };
}

/** Writes a template as an .xlsx workbook: formulas with cached values, styles, sizes, merges, names, rules. */
export async function exportXlsx(workbook: Workbook, options: ExportOptions = {}): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Gridcast';
  const indexes = new Map<string, SheetIndex>();
  for (const sheetId of workbook.sheetIds) {
    const sheet = workbook.sheetsById[sheetId];
    const index = indexSheet(sheet);
    indexes.set(sheetId, index);
    const ws = book.addWorksheet(sheet.name, {
      state: sheet.hidden ? 'hidden' : 'visible',
      properties: { defaultRowHeight: pixelsToPoints(DEFAULT_ROW_HEIGHT) },
      // Frozen panes are xlsx's `pane` state "frozen": ExcelJS writes topLeftCell as the first unfrozen cell.
      ...(sheet.frozen ? { views: [{ state: 'frozen' as const, xSplit: sheet.frozen.columns, ySplit: sheet.frozen.rows }] } : {}),
    });
    writeVectors(ws, sheet);
    writeCells(ws, index, options);
  }
  writeNames(book, workbook, indexes);
  writeConditionalFormats(book, workbook, indexes);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

function writeVectors(ws: ExcelJS.Worksheet, sheet: Sheet): void {
  sheet.columnIds.forEach((id, i) => {
    const column = sheet.columnsById[id];
    const target = ws.getColumn(i + 1);
    target.width = pixelsToWidth(column.hidden ? (column.realSize ?? column.width) : column.width);
    if (column.hidden) target.hidden = true;
  });
  sheet.rowIds.forEach((id, i) => {
    const row = sheet.rowsById[id];
    if (row.height === DEFAULT_ROW_HEIGHT && !row.hidden) return;
    const target = ws.getRow(i + 1);
    target.height = pixelsToPoints(row.hidden ? (row.realSize ?? DEFAULT_ROW_HEIGHT) : row.height);
    if (row.hidden) target.hidden = true;
  });
}

function writeCells(ws: ExcelJS.Worksheet, index: SheetIndex, options: ExportOptions): void {
  const merges: [number, number, number, number][] = [];
  for (const [rowId, columnId, cell] of iterateCells(index.sheet)) {
    const row = index.rows.get(rowId);
    const col = index.columns.get(columnId);
    if (row === undefined || col === undefined || cell.mergedInto) continue;
    const target = ws.getCell(row + 1, col + 1);
    writeContent(target, cell, options.computedValue?.(index.sheet.id, row, col));
    if (cell.data?.format) target.numFmt = cell.data.format;
    if (cell.format) applyFormatToExcel(target, options.formatOf?.(index.sheet.id, cell.format) ?? cell.format);
    const validation = cell.data?.validation && validationToExcel(cell.data.validation);
    if (validation) target.dataValidation = validation;
    if (cell.data?.type === 'IMAGE' && cell.data.imageUrl) placeImage(ws, cell.data.imageUrl, row, col, index.sheet);
    if ((cell.mergeRows ?? 1) > 1 || (cell.mergeColumns ?? 1) > 1) {
      merges.push([row + 1, col + 1, row + (cell.mergeRows ?? 1), col + (cell.mergeColumns ?? 1)]);
    }
  }
  for (const [top, left, bottom, right] of merges) ws.mergeCells(top, left, bottom, right);
}

/** An image cell holding a picture as a data URL becomes an embedded picture the size of its cell. */
function placeImage(ws: ExcelJS.Worksheet, url: string, row: number, col: number, sheet: Sheet): void {
  const match = /^data:image\/(png|jpeg|gif);base64,(.+)$/.exec(url);
  if (!match) return;
  const book = (ws as unknown as { workbook: ExcelJS.Workbook }).workbook;
  const id = book.addImage({ base64: match[2], extension: match[1] as 'png' | 'jpeg' | 'gif' });
  const width = sheet.columnsById[sheet.columnIds[col]]?.width ?? 100;
  const height = sheet.rowsById[sheet.rowIds[row]]?.height ?? 21;
  ws.addImage(id, { tl: { col, row }, ext: { width, height } });
}

function writeContent(target: ExcelJS.Cell, cell: Cell, computed: CellValue | undefined): void {
  if (cell.formula) {
    target.value = { formula: withFutureFunctionPrefixes(cell.formula.slice(1)), result: excelResult(computed ?? cell.value) } as ExcelJS.CellFormulaValue;
  } else if (cell.value !== undefined && cell.value !== null && cell.value !== '') {
    target.value = cell.value;
  }
  if (cell.note !== undefined) writeNote(target, cell);
}

/**
 * A note is an Excel note, which Sheets and LibreOffice read too. A reader drops a note whose cell has no
 * record in the sheet, so a cell holding only a note gets one through Excel's default (locked) protection.
 */
function writeNote(target: ExcelJS.Cell, cell: Cell): void {
  target.note = cell.note ?? '';
  if (cell.formula === undefined && (cell.value === undefined || cell.value === null || cell.value === '') && !cell.format && !cell.data) target.style = { protection: { locked: true } };
}

function writeNames(book: ExcelJS.Workbook, workbook: Workbook, indexes: Map<string, SheetIndex>): void {
  for (const named of Object.values(workbook.namedRangesById)) {
    const area = areaOf(indexes.get(named.sheetId), named.fromCellId, named.toCellId ?? named.fromCellId);
    if (!area || named.invalid) continue;
    book.definedNames.add(formatRangeText(area.sheet.name, area), named.name);
  }
}

function writeConditionalFormats(book: ExcelJS.Workbook, workbook: Workbook, indexes: Map<string, SheetIndex>): void {
  const formats = (Object.values(workbook.conditionalFormatsById) as ConditionalFormat[]).sort((a, b) => a.order - b.order);
  formats.forEach((cf, priority) => {
    for (const range of cf.ranges ?? []) {
      const area = areaOf(indexes.get(range.sheetId), range.fromCellId, range.toCellId);
      if (!area) continue;
      const topLeft = a1(area.top, area.left);
      const rule = conditionToExcel(cf, priority + 1, topLeft);
      if (!rule) continue;
      book.getWorksheet(area.sheet.name)?.addConditionalFormatting({ ref: `${topLeft}:${a1(area.bottom, area.right)}`, rules: [rule] });
    }
  });
}

function areaOf(index: SheetIndex | undefined, fromCellId: string, toCellId: string) {
  if (!index) return undefined;
  const from = parseCellId(fromCellId);
  const to = parseCellId(toCellId);
  if (!from || !to) return undefined;
  const rows = [index.rows.get(from.rowId), index.rows.get(to.rowId)];
  const cols = [index.columns.get(from.columnId), index.columns.get(to.columnId)];
  if (rows.includes(undefined) || cols.includes(undefined)) return undefined;
  const [r1, r2] = rows as number[];
  const [c1, c2] = cols as number[];
  return { sheet: index.sheet, top: Math.min(r1, r2), bottom: Math.max(r1, r2), left: Math.min(c1, c2), right: Math.max(c1, c2) };
}
