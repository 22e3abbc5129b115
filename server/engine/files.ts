import { Engine, type EngineOptions } from '../../plugins/formulas/engine/index.js';
import { isError } from '../../plugins/formulas/values.js';
import { csvFile } from '../../plugins/files/csv/export.js';
import { FileImportError } from '../../plugins/files/limits.js';
import { resolvedPaletteFormats } from '../../plugins/palettes/index.js';
import { importUpload } from '../../plugins/files/server/xls.js';
import { writeTemplateFileText } from '../../plugins/workbook/file/index.js';
import { RandomIdGenerator } from '../../plugins/workbook/ids.js';
import type { Workbook } from '../../plugins/workbook/model/index.js';
import { badRequest } from '../http/errors.js';
import type { JsonObject, JsonValue } from '../storage/records.js';
import type { TextPieces } from '../storage/storage.js';

export interface ExportedFile {
  /** Its size in bytes, and its bytes: in one array, or (a CSV) in pieces made as they are asked for. */
  readonly size: number;
  readonly bytes: Uint8Array | (() => Iterable<Uint8Array>);
  readonly type: string;
  readonly extension: 'xlsx' | 'csv';
}

/** A template (with an input) as .xlsx with cached values, or its first visible sheet as .csv. */
export async function exportTemplate(workbook: Workbook, input: JsonValue, csv: boolean, options: EngineOptions): Promise<ExportedFile> {
  const { valueAt, formatOf, spillSize } = computed(workbook, input, options);
  if (!csv) {
    // ExcelJS is loaded for the first .xlsx export, not for a CSV.
    const { exportXlsx } = await import('../../plugins/files/xlsx/export.js');
    const bytes = await exportXlsx(workbook, { computedValue: valueAt, formatOf, spillSize });
    return { size: bytes.byteLength, bytes, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' };
  }
  const sheets = workbook.sheetIds.map((id) => workbook.sheetsById[id]);
  const sheet = sheets.find((candidate) => !candidate.hidden) ?? sheets[0];
  // The workbook and the engine can go once the lines are encoded, before the file is sent.
  const file = csvFile(sheet, (row, col) => valueAt(sheet.id, row, col));
  return { size: file.size, bytes: file.pieces, type: 'text/csv; charset=utf-8', extension: 'csv' };
}

/** The workbook computed for an input: values as an export caches them (errors as their text), palettes' looks resolved. */
function computed(workbook: Workbook, input: unknown, options: EngineOptions) {
  const engine = new Engine(options);
  engine.loadWorkbook(workbook, input);
  const valueAt = (sheetId: string, row: number, col: number) => {
    const value = engine.getValue(sheetId, row, col);
    return isError(value) ? value.code : value;
  };
  const spillSize = (sheetId: string, row: number, col: number) => engine.spillSize(sheetId, row, col);
  return { valueAt, formatOf: resolvedPaletteFormats(engine, workbook), spillSize };
}

/** An uploaded .xlsx, .xls or .csv book as a workbook, with what could not be carried over. */
export async function importBook(fileName: string, bytes: Uint8Array): Promise<{ workbook: Workbook; report: readonly JsonObject[] }> {
  try {
    const { workbook, report } = await importUpload(fileName, bytes, new RandomIdGenerator());
    return { workbook, report: report as unknown as JsonObject[] };
  } catch (error) {
    if (error instanceof FileImportError) throw badRequest(error.message);
    throw error;
  }
}

/** Text gathered before it is encoded: the pieces of a template's text are a cell or a few each. */
const TEXT_CHUNK = 1 << 20;

/**
 * A workbook's template file text given to `put` as UTF-8 pieces of ~1 MB, encoded from
 * writeTemplateFileText's pieces: no object tree of the file, no string of the whole text and no buffer
 * of it (a 200k-row sheet's is ~75 MB) when `put` writes each piece out.
 */
export function templateFilePieces(workbook: Workbook): TextPieces {
  return (put) => {
    let pending = '';
    writeTemplateFileText(workbook, (piece) => {
      pending += piece;
      if (pending.length < TEXT_CHUNK) return;
      put(Buffer.from(pending));
      pending = '';
    });
    put(Buffer.from(pending));
  };
}
