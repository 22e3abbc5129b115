import ExcelJS from 'exceljs';
import type { ConditionalFormat } from '../../conditional-formats/index.js';
import {
  a1, type Cell, type CellFormat, type CellValue, DEFAULT_ROW_HEIGHT, getRowCells, iterateCells, parseCellId, type Sheet, type Workbook,
} from '../../workbook/index.js';
import { excelResult } from './cell-values.js';
import { conditionToExcel } from './conditional-formats.js';
import { pixelsToPoints, pixelsToWidth } from './import-sheet.js';
import { placedTableAt, placedTables, TableParts, type PlacedTable } from './table-export.js';
import { formulaForExcel } from './table-formulas.js';
import { withDynamicArrayFlags } from './dynamic-array-parts.js';
import { type AreaSize, formulaToExcel } from './formula-export.js';
import type { LegacyIntersections } from './legacy-intersection.js';
import { legacyIntersections } from './sheet-formulas.js';
import { formatRangeText } from './range-text.js';
import { applyFormatToExcel } from './styles.js';
import { validationToExcel } from './validation.js';
import { linkedValue, readsOtherBook } from './external-links.js';
import { plainSheetSpans } from './sheet-spans.js';
import { writeWorkbookExtras } from './workbook-xml-export.js';

export interface ExportOptions {
  /** A formula cell's computed value, cached in the file so programs that do not recalculate show it. */
  computedValue?(sheetId: string, row: number, col: number): CellValue | undefined;
  /** The format a cell is written with: its own unless the host resolves more into it (a palette's look). */
  formatOf?(sheetId: string, format: CellFormat): CellFormat;
  /** The size of the array a formula cell spills now (the engine's spillSize): a dynamic-array formula is written over it. */
  spillSize?(sheetId: string, row: number, col: number): AreaSize | undefined;
}

/** Positions of a sheet's rows and columns by id. */
interface SheetIndex {
  readonly sheet: Sheet;
  readonly rows: Map<string, number>;
  readonly columns: Map<string, number>;
  readonly tables?: readonly PlacedTable[];
}

/** How a sheet's formulas are written (formula-export.ts): the workbook's names, and the sheet's dynamic-array cells as written. */
interface FormulaWriting {
  readonly legacy: LegacyIntersections;
  readonly dynamic: Set<string>;
}

function indexSheet(sheet: Sheet, tables?: readonly PlacedTable[]): SheetIndex {
  return {
    sheet,
    rows: new Map(sheet.rowIds.map((id, i) => [id, i])),
    columns: new Map(sheet.columnIds.map((id, i) => [id, i])),
    tables,
  };
}

/** A merge waiting for the rows it covers to be written (1-based, inclusive). */
interface PendingMerge {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/**
 * Rows written before waiting for ExcelJS's zip to take what was written (~130 KB of XML). Each turn's
 * XML is in 64 KB buffers outside V8's heap; a turn of 4096 rows (~1 MB) outlived two scavenges and its
 * buffers were promoted, so they stayed until a full collection, which V8 starts only once such memory has
 * grown by 64 MB: a 200k-row export carried ~55 MB of them (external memory 16 -> 75 MB, the peak with it).
 * At 512 rows they die young (external 16 -> 25 MB, the peak ~50 MB lower).
 */
const ROWS_PER_TURN = 512;

/**
 * Writes a template as an .xlsx workbook: formulas with cached values, styles, sizes, merges, names, rules.
 * Rows are written in order and, with ExcelJS's streaming writer, each is turned into XML and compressed
 * once written (a 200k-row sheet peaked at 1.9 GB in the in-memory workbook and writer). That writer has no
 * pictures, so a workbook with an image cell is written by the in-memory one, which takes the same calls.
 */
export async function exportXlsx(workbook: Workbook, options: ExportOptions = {}): Promise<Uint8Array> {
  const streaming = !hasImageCells(workbook);
  // Inline strings: a shared-strings table is every distinct text kept until the end (~90 MB more peak for
  // 200k rows); Excel, LibreOffice and Sheets read either.
  const book = streaming ? new ExcelJS.stream.xlsx.WorkbookWriter({ useStyles: true, useSharedStrings: false }) : new ExcelJS.Workbook();
  book.creator = 'Gridcast';
  const tables = placedTables(workbook);
  const tableParts = tables.size > 0 ? new TableParts(book, streaming) : undefined;
  const indexes = new Map(workbook.sheetIds.map((id) => [id, indexSheet(workbook.sheetsById[id], tables.get(id))]));
  const rules = conditionalFormatsBySheet(workbook, indexes);
  const legacy = legacyIntersections(areaNamesOf(workbook));
  const dynamicCells = new Map<string, ReadonlySet<string>>();
  for (const sheetId of workbook.sheetIds) {
    const index = indexes.get(sheetId)!;
    const { sheet } = index;
    const ws = book.addWorksheet(sheet.name, {
      state: sheet.hidden ? 'hidden' : 'visible',
      properties: { defaultRowHeight: pixelsToPoints(DEFAULT_ROW_HEIGHT) },
      // Frozen panes are xlsx's `pane` state "frozen": ExcelJS writes topLeftCell as the first unfrozen cell.
      ...(sheet.frozen ? { views: [{ state: 'frozen' as const, xSplit: sheet.frozen.columns, ySplit: sheet.frozen.rows }] } : {}),
    });
    for (const rule of rules.get(sheetId) ?? []) ws.addConditionalFormatting(rule);
    writeColumns(ws, sheet);
    const formulas: FormulaWriting = { legacy, dynamic: new Set() };
    await writeRows(ws, index, options, streaming, formulas);
    if (formulas.dynamic.size > 0) dynamicCells.set(`xl/worksheets/sheet${ws.id}.xml`, formulas.dynamic);
    tableParts?.add(ws, tables.get(sheetId) ?? []);
    if (streaming) ws.commit();
  }
  writeNames(book, workbook, indexes);
  writeWorkbookExtras(book, workbook);
  const bytes = await writtenBytes(book, streaming);
  return dynamicCells.size > 0 ? withDynamicArrayFlags(bytes, dynamicCells) : bytes;
}

async function writtenBytes(book: ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter, streaming: boolean): Promise<Uint8Array> {
  if (!streaming) return new Uint8Array(await (book as ExcelJS.Workbook).xlsx.writeBuffer());
  const writer = book as ExcelJS.stream.xlsx.WorkbookWriter;
  await writer.commit();
  return new Uint8Array((writer as unknown as { stream: { read(): Buffer } }).stream.read());
}

/** Which named ranges cover several cells (a formula intersects them where one value is wanted). */
function areaNamesOf(workbook: Workbook): (name: string) => boolean {
  const names = new Set<string>();
  for (const named of Object.values(workbook.namedRangesById)) {
    if (named.toCellId !== undefined && named.toCellId !== named.fromCellId) names.add(named.name.toUpperCase());
  }
  return (name) => names.has(name.toUpperCase());
}

function hasImageCells(workbook: Workbook): boolean {
  for (const sheetId of workbook.sheetIds) {
    for (const [, , cell] of iterateCells(workbook.sheetsById[sheetId])) if (cell.data?.type === 'IMAGE' && cell.data.imageUrl) return true;
  }
  return false;
}

function writeColumns(ws: ExcelJS.Worksheet, sheet: Sheet): void {
  sheet.columnIds.forEach((id, i) => {
    const column = sheet.columnsById[id];
    const target = ws.getColumn(i + 1);
    target.width = pixelsToWidth(column.hidden ? (column.realSize ?? column.width) : column.width);
    if (column.hidden) target.hidden = true;
  });
}

/**
 * Writes a sheet's rows in order: sizes, cells, then each merge once the last row it covers is written (so
 * a cell written inside it is covered, as a merge made after every cell would). Streaming, rows above any
 * pending merge are committed (written out and forgotten) as they are done.
 */
async function writeRows(ws: ExcelJS.Worksheet, index: SheetIndex, options: ExportOptions, streaming: boolean, formulas: FormulaWriting): Promise<void> {
  const { sheet } = index;
  let pending: PendingMerge[] = [];
  let arrays: PendingMerge[] = [];
  let committed = 0;
  for (let r = 0; r < sheet.rowIds.length; r++) {
    const rowId = sheet.rowIds[r];
    const record = sheet.rowsById[rowId];
    if (record.height !== DEFAULT_ROW_HEIGHT || record.hidden) {
      const target = ws.getRow(r + 1);
      target.height = pixelsToPoints(record.hidden ? (record.realSize ?? DEFAULT_ROW_HEIGHT) : record.height);
      if (record.hidden) target.hidden = true;
    }
    const cells = getRowCells(sheet, rowId);
    if (cells) for (const columnId of Object.keys(cells)) writeCell(ws, index, r, columnId, cells[columnId], options, pending, formulas, arrays);
    arrays = writeArrayValues(ws, index, r, cells, options, arrays);
    // The streaming writer leaves out a row with no value and no height, and with it cells holding only a
    // format or a note: such a row gets its (default) height written.
    if (streaming && cells) {
      const target = ws.getRow(r + 1);
      if (!target.hasValues && target.height === undefined) target.height = pixelsToPoints(DEFAULT_ROW_HEIGHT);
    }
    pending = mergeDone(ws, pending, r + 1);
    if (!streaming) continue;
    const done = pending.reduce((above, merge) => Math.min(above, merge.top - 1), r + 1);
    if (done > committed) {
      ws.getRow(done).commit();
      committed = done;
    }
    if (r % ROWS_PER_TURN === ROWS_PER_TURN - 1) await zipTakesUp(ws);
  }
  mergeDone(ws, pending, Infinity);
}

/**
 * Waits for the zip to take up the sheet's XML written so far. ExcelJS's writer pushes a sheet's XML into
 * the zip's input without waiting, and the zip compressed ~16-64 KB a turn, so a turn's rows (or a timer)
 * let the sheet's XML pile up there (1 MB more every 4096 rows); now it waits until that input is empty.
 */
async function zipTakesUp(ws: ExcelJS.Worksheet): Promise<void> {
  const input = (ws as unknown as { stream: { pipes?: ZipInput[] } }).stream.pipes?.[0];
  await new Promise<void>((resolve) => (input?._writableState?.needDrain ? input.once('drain', resolve) : setTimeout(resolve, 0)));
}

/**
 * The zip's input for a sheet's XML: a PassThrough of readable-stream 2 (archiver's), which has no
 * `writableNeedDrain`; its state says whether more was written than it holds, and 'drain' when it is empty.
 */
interface ZipInput {
  readonly _writableState?: { readonly needDrain: boolean };
  once(event: 'drain', listener: () => void): unknown;
}

function writeCell(ws: ExcelJS.Worksheet, index: SheetIndex, row: number, columnId: string, cell: Cell, options: ExportOptions, merges: PendingMerge[], formulas: FormulaWriting, arrays: PendingMerge[]): void {
  const col = index.columns.get(columnId);
  if (col === undefined || cell.mergedInto) return;
  const target = ws.getCell(row + 1, col + 1);
  const computed = options.computedValue?.(index.sheet.id, row, col);
  const table = placedTableAt(index.tables, row, col);
  // Excel repairs a table whose header cells are not its column names, as text.
  const header = table?.table.headerRow && row === table.top ? table.table.columns[col - table.left]?.name : undefined;
  const content = header === undefined ? cell : { ...cell, formula: undefined, value: header };
  if (content.formula && readsOtherBook(content.formula)) {
    // Another book's links are not written: the formula goes as its value, as Excel's Break Link does.
    target.value = linkedValue(computed ?? cell.value);
  } else if (content.formula) {
    const excelText = (text: string): string => formulaForExcel(plainSheetSpans(text), table?.table.name);
    // Only what the engine computed now is cached: the value a file cached on import may be stale since.
    const write = formulaToExcel(content as Cell & { formula: string }, row, col, excelResult(computed), options.spillSize?.(index.sheet.id, row, col), formulas.legacy, excelText);
    target.value = write.value;
    if (write.dynamic) formulas.dynamic.add(target.address);
    if (write.area && options.computedValue) arrays.push({ top: row, left: col, bottom: row + write.area.rows - 1, right: col + write.area.cols - 1 });
  }
  writeContent(target, content);
  if (cell.data?.format) target.numFmt = cell.data.format;
  if (cell.format) applyFormatToExcel(target, options.formatOf?.(index.sheet.id, cell.format) ?? cell.format);
  const validation = cell.data?.validation && validationToExcel(cell.data.validation);
  if (validation) target.dataValidation = validation;
  if (cell.data?.type === 'IMAGE' && cell.data.imageUrl) placeImage(ws, cell.data.imageUrl, row, col, index.sheet);
  if ((cell.mergeRows ?? 1) > 1 || (cell.mergeColumns ?? 1) > 1) {
    merges.push({ top: row + 1, left: col + 1, bottom: row + (cell.mergeRows ?? 1), right: col + (cell.mergeColumns ?? 1) });
  }
}

/** Makes the merges whose last row is at or above `row` (1-based); returns those still waiting. */
function mergeDone(ws: ExcelJS.Worksheet, pending: PendingMerge[], row: number): PendingMerge[] {
  if (pending.length === 0) return pending;
  const waiting: PendingMerge[] = [];
  for (const merge of pending) {
    if (merge.bottom <= row) ws.mergeCells(merge.top, merge.left, merge.bottom, merge.right);
    else waiting.push(merge);
  }
  return waiting;
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

/**
 * The values an array formula's result gives the cells of its area (0-based, from its own cell on), on
 * the area's rows as they are written, as Excel caches them there; a cell holding content of its own
 * keeps it. Returns the areas still to come.
 */
function writeArrayValues(ws: ExcelJS.Worksheet, index: SheetIndex, row: number, cells: Readonly<Record<string, Cell>> | undefined, options: ExportOptions, arrays: PendingMerge[]): PendingMerge[] {
  if (arrays.length === 0 || !options.computedValue) return arrays;
  for (const area of arrays) {
    if (row < area.top || row > area.bottom) continue;
    for (let col = area.left; col <= area.right; col++) {
      if (row === area.top && col === area.left) continue;
      const own = cells?.[index.sheet.columnIds[col]];
      if (own?.formula || (own?.value !== undefined && own.value !== null && own.value !== '')) continue;
      const value = excelResult(options.computedValue(index.sheet.id, row, col));
      if (value !== undefined) ws.getCell(row + 1, col + 1).value = value as ExcelJS.CellValue;
    }
  }
  return arrays.filter((area) => area.bottom > row);
}

/** A value (a formula cell's formula is written by writeCell) and a note. */
function writeContent(target: ExcelJS.Cell, cell: Cell): void {
  if (!cell.formula && cell.value !== undefined && cell.value !== null && cell.value !== '') target.value = keptText(cell.value);
  if (cell.note !== undefined) writeNote(target, cell);
}

/**
 * Text with spaces at an end goes as one run of rich text: ExcelJS writes that with xml:space="preserve",
 * while the streaming writer's plain string (a `t="str"` value) loses them in LibreOffice and Excel.
 */
function keptText(value: CellValue): ExcelJS.CellValue {
  return typeof value === 'string' && /^\s|\s$/.test(value) ? { richText: [{ text: value }] } : value;
}

/**
 * A note is an Excel note, which Sheets and LibreOffice read too. A reader drops a note whose cell has no
 * record in the sheet, so a cell holding only a note gets one through Excel's default (locked) protection.
 */
function writeNote(target: ExcelJS.Cell, cell: Cell): void {
  target.note = cell.note ?? '';
  if (cell.formula === undefined && (cell.value === undefined || cell.value === null || cell.value === '') && !cell.format && !cell.data) target.style = { protection: { locked: true } };
}

function writeNames(book: ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter, workbook: Workbook, indexes: Map<string, SheetIndex>): void {
  for (const named of Object.values(workbook.namedRangesById)) {
    const area = areaOf(indexes.get(named.sheetId), named.fromCellId, named.toCellId ?? named.fromCellId);
    if (!area || named.invalid || named.formula !== undefined) continue;
    book.definedNames.add(formatRangeText(area.sheet.name, area), named.name);
  }
}

/** Each sheet's conditional formatting, in the workbook's order of rules (a sheet is written whole before the next). */
function conditionalFormatsBySheet(workbook: Workbook, indexes: Map<string, SheetIndex>): Map<string, ExcelJS.ConditionalFormattingOptions[]> {
  const bySheet = new Map<string, ExcelJS.ConditionalFormattingOptions[]>();
  const formats = (Object.values(workbook.conditionalFormatsById) as ConditionalFormat[]).sort((a, b) => a.order - b.order);
  formats.forEach((cf, priority) => {
    for (const range of cf.ranges ?? []) {
      const area = areaOf(indexes.get(range.sheetId), range.fromCellId, range.toCellId);
      if (!area) continue;
      const topLeft = a1(area.top, area.left);
      const rule = conditionToExcel(cf, priority + 1, topLeft);
      if (!rule) continue;
      const rules = bySheet.get(area.sheet.id) ?? [];
      rules.push({ ref: `${topLeft}:${a1(area.bottom, area.right)}`, rules: [rule] });
      bySheet.set(area.sheet.id, rules);
    }
  });
  return bySheet;
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
