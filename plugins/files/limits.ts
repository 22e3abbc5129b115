/**
 * Bounds on what an import may cost, checked before and during reading so that a zip bomb or a
 * million-row sheet is refused with a clear message instead of exhausting memory.
 */
export const FILE_LIMITS = {
  /** Size of the uploaded file itself. */
  maxFileBytes: 50 * 1024 * 1024,
  /** Sum of the declared uncompressed sizes of a workbook's zip entries. */
  maxUncompressedBytes: 300 * 1024 * 1024,
  /** Declared uncompressed size over compressed size of any entry larger than 1 MB. */
  maxCompressionRatio: 200,
  maxZipEntries: 10_000,
  maxRowsPerSheet: 200_000,
  maxColumnsPerSheet: 18_278,
  maxCells: 2_000_000,
  maxCsvBytes: 100 * 1024 * 1024,
} as const;

/** A file that cannot be imported, with one clear sentence for the person who chose it. */
export class FileImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileImportError';
  }
}
