import type { IdGenerator, Workbook } from '../workbook/index.js';
import { importCsv } from './csv/import.js';
import { FileImportError } from './limits.js';
import type { ImportResult } from './report.js';
import { detectFileKind } from './sniff.js';
import { importXlsx } from './xlsx/import.js';

export { csvFile, exportCsv, type CsvFile } from './csv/export.js';
export { FILE_LIMITS, FileImportError } from './limits.js';
export { filesPlugin } from './manifest.js';
export type { ImportReportLine, ImportResult } from './report.js';
export { detectFileKind, emptyFileMessage, isEmptyFile, type FileKind } from './sniff.js';
export { exportXlsx, type ExportOptions } from './xlsx/export.js';
export { importXlsx } from './xlsx/import.js';
export { importCsv } from './csv/import.js';

/**
 * Imports an uploaded .xlsx or .csv file (by content, checked against its name). Legacy .xls is read
 * by the server part, which converts it first; here it is refused with a clear message.
 */
export async function importFile(fileName: string, bytes: Uint8Array, ids: IdGenerator): Promise<ImportResult<Workbook>> {
  const kind = detectFileKind(fileName, bytes);
  if (kind === 'xlsx') return importXlsx(bytes, fileName, ids);
  if (kind === 'csv') return importCsv(bytes, fileName, ids);
  throw new FileImportError(`${fileName} is a legacy .xls workbook, which only the server can read.`);
}
