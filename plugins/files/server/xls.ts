import type * as SheetJS from '@e965/xlsx';
import type { IdGenerator, Workbook } from '../../workbook/index.js';
import { importCsv } from '../csv/import.js';
import { FILE_LIMITS, FileImportError } from '../limits.js';
import type { ImportResult } from '../report.js';
import { detectFileKind } from '../sniff.js';

// SheetJS and ExcelJS (~30 MB of a process's memory) are loaded for the books that need them: a CSV
// upload reads none.
const importXlsx: typeof import('../xlsx/import.js').importXlsx = async (...args) => (await import('../xlsx/import.js')).importXlsx(...args);

/**
 * Legacy .xls (BIFF8) workbooks, read on the server only through SheetJS (the @e965 mirror of 0.20.3,
 * which carries the fixes for CVE-2023-30533 and CVE-2024-22363). The book is converted to .xlsx and read
 * through the same mapping as any upload; SheetJS keeps values, formulas, number formats, merges, sizes,
 * hidden sheets and names but not fonts, fills or borders, which the report says.
 */
export async function importXls(bytes: Uint8Array, fileName: string, ids: IdGenerator): Promise<ImportResult<Workbook>> {
  if (bytes.length > FILE_LIMITS.maxFileBytes) throw new FileImportError(`${fileName} is larger than ${FILE_LIMITS.maxFileBytes / 1024 / 1024} MB.`);
  const XLSX = await import('@e965/xlsx');
  let book: SheetJS.WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'array', cellFormula: true, cellNF: true, cellDates: false, sheetRows: FILE_LIMITS.maxRowsPerSheet + 1 });
  } catch (error) {
    throw new FileImportError(`${fileName} is damaged or not an Excel workbook (${error instanceof Error ? error.message : 'unreadable'}).`);
  }
  for (const name of book.SheetNames) {
    const range = XLSX.utils.decode_range(book.Sheets[name]['!ref'] ?? 'A1');
    if (range.e.r + 1 > FILE_LIMITS.maxRowsPerSheet) {
      throw new FileImportError(`${fileName} has a sheet of more than ${FILE_LIMITS.maxRowsPerSheet.toLocaleString('en-US')} rows; at most ${FILE_LIMITS.maxRowsPerSheet.toLocaleString('en-US')} can be imported.`);
    }
  }
  const xlsx = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  const result = await importXlsx(new Uint8Array(xlsx), fileName, ids);
  return { ...result, report: [...result.report, { feature: 'Cell styles', detail: 'fonts, fills and borders of .xls files are not kept; save the file as .xlsx to keep them' }] };
}

/** Any upload on the server: .xlsx, .csv, and .xls too. */
export async function importUpload(fileName: string, bytes: Uint8Array, ids: IdGenerator): Promise<ImportResult<Workbook>> {
  const kind = detectFileKind(fileName, bytes);
  if (kind === 'xls') return importXls(bytes, fileName, ids);
  return kind === 'xlsx' ? importXlsx(bytes, fileName, ids) : importCsv(bytes, fileName, ids);
}
