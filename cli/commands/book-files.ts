import { closeSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { basename } from 'node:path';
import { Engine, type EngineOptions } from '../../plugins/formulas/engine/index.js';
import type { ExportOptions, ImportReportLine } from '../../plugins/files/index.js';
import { FileImportError } from '../../plugins/files/limits.js';
import { resolvedPaletteFormats } from '../../plugins/palettes/index.js';
import { RandomIdGenerator } from '../../plugins/workbook/ids.js';
import type { CellValue } from '../../plugins/workbook/model/cell.js';
import type { Workbook } from '../../plugins/workbook/model/workbook.js';
import { isError } from '../../plugins/formulas/values.js';
import { UsageError } from '../errors.js';

/** Reads an .xlsx, .xls or .csv book as a template, with its import report; problems are usage errors. */
export async function loadBook(path: string): Promise<{ workbook: Workbook; report: readonly ImportReportLine[] }> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
  try {
    // The readers (ExcelJS, SheetJS) load only for a book.
    const { importUpload } = await import('../../plugins/files/server/xls.js');
    return await importUpload(basename(path), bytes, new RandomIdGenerator());
  } catch (error) {
    if (error instanceof FileImportError) throw new UsageError(error.message);
    throw error;
  }
}

/**
 * A workbook computed for an input, as an export writes it: values cached with errors as their text, and
 * palettes' looks resolved into plain formats.
 */
export function computedExport(workbook: Workbook, options: EngineOptions, input: unknown = {}): Required<ExportOptions> {
  const engine = new Engine(options);
  engine.loadWorkbook(workbook, input);
  return {
    computedValue: (sheetId: string, row: number, col: number): CellValue | undefined => {
      const value = engine.getValue(sheetId, row, col);
      return isError(value) ? value.code : value;
    },
    formatOf: resolvedPaletteFormats(engine, workbook),
    spillSize: (sheetId: string, row: number, col: number) => engine.spillSize(sheetId, row, col),
  };
}

export function writeOutput(path: string, content: Uint8Array | string): void {
  try {
    writeFileSync(path, content);
  } catch (error) {
    throw new UsageError(`cannot write ${path}: ${(error as Error).message}`);
  }
}

/** Text gathered into a string of about this many characters before it goes to the file. */
const PIECES_CHUNK = 1 << 20;

/**
 * Writes text that `fill` gives in pieces, a chunk at a time, so the whole text (a 200k-row template is
 * ~75 MB) is never one string in memory.
 */
export function writeOutputPieces(path: string, fill: (write: (piece: string) => void) => void): void {
  const fd = onFile(path, () => openSync(path, 'w'));
  try {
    let pending = '';
    fill((piece) => {
      pending += piece;
      if (pending.length < PIECES_CHUNK) return;
      onFile(path, () => writeSync(fd, pending));
      pending = '';
    });
    onFile(path, () => writeSync(fd, pending));
  } finally {
    closeSync(fd);
  }
}

function onFile<T>(path: string, io: () => T): T {
  try {
    return io();
  } catch (error) {
    throw new UsageError(`cannot write ${path}: ${(error as Error).message}`);
  }
}
