import type { Draft } from 'immer';
import {
  type Cell, type CellData, type CellType, type IdGenerator, MAX_COLUMNS, newColumn, newRow, newWorkbook, parseEntry, putRowCells, type Sheet, type Workbook,
} from '../../workbook/index.js';
import { bookName } from '../book-name.js';
import { FILE_LIMITS, FileImportError } from '../limits.js';
import { ImportReport, type ImportResult } from '../report.js';
import { decodeText } from './decode.js';
import { detectDelimiter, readCsvRows } from './parse.js';

/**
 * Reads CSV text into a one-sheet template; numbers, dates and booleans are recognised as on entry. Each
 * row becomes the sheet's cells as it is read, so the file never also exists as an array of rows; cells
 * of one type and format share one frozen `data` object (a 200k-row file has a million cells).
 */
export function importCsv(bytes: Uint8Array, fileName: string, ids: IdGenerator, today = new Date()): ImportResult<Workbook> {
  if (bytes.length > FILE_LIMITS.maxCsvBytes) throw new FileImportError(`${fileName} is larger than ${FILE_LIMITS.maxCsvBytes / 1024 / 1024} MB.`);
  const { text } = decodeText(bytes);
  const delimiter = detectDelimiter(text);
  const base = newWorkbook(ids, bookName(fileName));
  const sheet = structuredClone(base.sheetsById[base.sheetIds[0]]) as Draft<Sheet>;
  const data = new SharedCellData();
  const repeated: RepeatedCells[] = [];
  let cells = 0;
  let narrowest = Infinity;
  let widest = 0;
  const read = readCsvRows(text, delimiter, (fields, count) => {
    if (count > FILE_LIMITS.maxRowsPerSheet) throw new FileImportError(`${fileName} has more than ${FILE_LIMITS.maxRowsPerSheet.toLocaleString('en-US')} rows.`);
    if (fields.length > MAX_COLUMNS) throw new FileImportError(`${fileName} has a row of ${fields.length.toLocaleString('en-US')} fields; at most ${MAX_COLUMNS.toLocaleString('en-US')} columns fit in a sheet.`);
    cells += fields.length;
    if (cells > FILE_LIMITS.maxCells) throw new FileImportError(`${fileName} has more than ${FILE_LIMITS.maxCells.toLocaleString('en-US')} cells.`);
    narrowest = Math.min(narrowest, fields.length);
    widest = Math.max(widest, fields.length);
    while (sheet.rowIds.length < count) addVector(sheet, 'row', ids);
    while (sheet.columnIds.length < fields.length) addVector(sheet, 'column', ids);
    const row: Record<string, Cell> = {};
    let filled = false;
    fields.forEach((field, c) => {
      const cell = (repeated[c] ??= new RepeatedCells()).cellOf(field, () => cellFromText(field, today, data));
      if (!cell) return;
      row[sheet.columnIds[c]] = cell;
      filled = true;
    });
    if (filled) putRowCells(sheet, sheet.rowIds[count - 1], row);
  });
  const report = new ImportReport();
  if (read.unterminatedQuote) report.add('Quotes', 'a quoted field was never closed; the rest of the file was read as one field');
  if (read.rowCount && narrowest < widest) report.add('Ragged rows', `rows have between ${narrowest} and ${widest} fields; short rows were padded with empty cells`);
  const named: Sheet = { ...sheet, name: base.name.slice(0, 100) || 'Sheet1' };
  return { workbook: { ...base, sheetsById: { [named.id]: named } }, report: report.toLines() };
}

function addVector(sheet: Draft<Sheet>, kind: 'row' | 'column', ids: IdGenerator): void {
  if (kind === 'row') {
    const row = newRow(ids);
    sheet.rowIds.push(row.id);
    sheet.rowsById[row.id] = row;
  } else {
    const column = newColumn(ids);
    sheet.columnIds.push(column.id);
    sheet.columnsById[column.id] = column;
  }
}

/** One frozen `data` object per type and format, shared by every cell that has them. */
class SharedCellData {
  private readonly byKey = new Map<string, CellData>();

  of(type: CellType, format: string | undefined): CellData {
    const key = `${type}\u0000${format ?? ''}`;
    let found = this.byKey.get(key);
    if (!found) {
      found = Object.freeze(format ? { type, format } : { type });
      this.byKey.set(key, found);
    }
    return found;
  }
}

/** How many first texts of a column tell whether its texts repeat, and how many are kept at most. */
const PROBE_TEXTS = 2048;
const KEPT_TEXTS = 4096;

/**
 * Cells of one column read from the same text share one object, parsed once: a column of categories or
 * dates repeats a few values over 200k rows (in the bench's file two columns of five, ~20 MB of cells and
 * strings). The model is never changed in place (commands go through immer), so a shared cell is as safe
 * as the shared `data` objects. A column whose first texts hardly repeat (ids, amounts) stops looking.
 */
class RepeatedCells {
  private kept: Map<string, Cell | undefined> | undefined = new Map();
  private looked = 0;
  private found = 0;

  cellOf(text: string, read: () => Cell | undefined): Cell | undefined {
    const kept = this.kept;
    if (!kept) return read();
    this.looked++;
    if (kept.has(text)) {
      this.found++;
      return kept.get(text);
    }
    const cell = read();
    if (this.looked >= PROBE_TEXTS && this.found < this.looked / 4) this.kept = undefined;
    else if (kept.size < KEPT_TEXTS) kept.set(text, cell);
    return cell;
  }
}

function cellFromText(text: string, today: Date, data: SharedCellData): Cell | undefined {
  const entry = parseEntry(text, today);
  if (entry.kind === 'empty') return undefined;
  if (entry.kind === 'formula') return { formula: entry.formula };
  return { value: entry.value, data: data.of(entry.type, entry.format) };
}
