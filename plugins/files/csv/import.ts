import type { Draft } from 'immer';
import { MAX_COLUMNS } from '../../workbook/a1.js';
import { putCell } from '../../workbook/cell-store.js';
import { newColumn, newRow, newWorkbook } from '../../workbook/create.js';
import { parseEntry } from '../../workbook/entry.js';
import type { IdGenerator } from '../../workbook/ids.js';
import type { Cell } from '../../workbook/model/cell.js';
import type { Sheet } from '../../workbook/model/sheet.js';
import type { Workbook } from '../../workbook/model/workbook.js';
import { FILE_LIMITS, FileImportError } from '../limits.js';
import { ImportReport, type ImportResult } from '../report.js';
import { decodeText } from './decode.js';
import { detectDelimiter, parseCsv } from './parse.js';

/** Reads CSV text into a one-sheet template; numbers, dates and booleans are recognised as on entry. */
export function importCsv(bytes: Uint8Array, fileName: string, ids: IdGenerator, today = new Date()): ImportResult<Workbook> {
  if (bytes.length > FILE_LIMITS.maxCsvBytes) throw new FileImportError(`${fileName} is larger than ${FILE_LIMITS.maxCsvBytes / 1024 / 1024} MB.`);
  const { text } = decodeText(bytes);
  const delimiter = detectDelimiter(text);
  let cells = 0;
  const parsed = parseCsv(text, delimiter, (row, count) => {
    if (count > FILE_LIMITS.maxRowsPerSheet) throw new FileImportError(`${fileName} has more than ${FILE_LIMITS.maxRowsPerSheet.toLocaleString('en-US')} rows.`);
    if (row.length > MAX_COLUMNS) throw new FileImportError(`${fileName} has a row of ${row.length.toLocaleString('en-US')} fields; at most ${MAX_COLUMNS.toLocaleString('en-US')} columns fit in a sheet.`);
    cells += row.length;
    if (cells > FILE_LIMITS.maxCells) throw new FileImportError(`${fileName} has more than ${FILE_LIMITS.maxCells.toLocaleString('en-US')} cells.`);
    return true;
  });
  const report = new ImportReport();
  if (parsed.unterminatedQuote) report.add('Quotes', 'a quoted field was never closed; the rest of the file was read as one field');
  const widths = new Set(parsed.rows.map((row) => row.length));
  if (widths.size > 1) report.add('Ragged rows', `rows have between ${Math.min(...widths)} and ${Math.max(...widths)} fields; short rows were padded with empty cells`);
  const base = newWorkbook(ids, fileName.replace(/\.[^.]+$/, ''));
  const sheet = fillSheet(base.sheetsById[base.sheetIds[0]], parsed.rows, ids, today);
  const named: Sheet = { ...sheet, name: base.name.slice(0, 100) || 'Sheet1' };
  return { workbook: { ...base, sheetsById: { [named.id]: named } }, report: report.toLines() };
}

function fillSheet(blank: Sheet, rows: readonly string[][], ids: IdGenerator, today: Date): Sheet {
  const width = rows.reduce((max, row) => Math.max(max, row.length), 0);
  const sheet = structuredClone(blank) as Draft<Sheet>;
  while (sheet.rowIds.length < rows.length) addVector(sheet, 'row', ids);
  while (sheet.columnIds.length < width) addVector(sheet, 'column', ids);
  rows.forEach((fields, r) => {
    fields.forEach((text, c) => {
      const cell = cellFromText(text, today);
      if (cell) putCell(sheet, sheet.rowIds[r], sheet.columnIds[c], cell);
    });
  });
  return sheet;
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

function cellFromText(text: string, today: Date): Cell | undefined {
  const entry = parseEntry(text, today);
  if (entry.kind === 'empty') return undefined;
  if (entry.kind === 'formula') return { formula: entry.formula };
  return { value: entry.value, data: { type: entry.type, ...(entry.format ? { format: entry.format } : {}) } };
}
