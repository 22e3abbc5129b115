import { indexOfIds } from '../workbook/commands/positions.js';
import type { Sheet } from '../workbook/model/index.js';
import { bucketFormats, type BucketFormats } from './bucket-formats.js';

/** The formatted cells of one column: their rows, ascending, and each one's pattern (an index into `patterns`). */
export interface ColumnFormats {
  readonly rows: Int32Array;
  readonly patternIds: Int32Array;
}

/** A sheet's number formats by position, for a search that walks its cells column by column, row by row. */
export interface SheetFormats {
  /** The distinct patterns. */
  readonly patterns: readonly string[];
  /** By column; undefined for a column without formatted cells. */
  readonly columns: readonly (ColumnFormats | undefined)[];
}

interface Kept {
  readonly rowIds: readonly string[];
  readonly columnIds: readonly string[];
  readonly formats: SheetFormats;
}

const bySheetCells = new WeakMap<Sheet['cells'], Kept>();

/**
 * A sheet's formats by position, from its buckets' (`bucketFormats`). Kept while the sheet's cells and
 * its row and column ids live: each is replaced, never changed in place, by the edit that changes it,
 * and then only the buckets it replaced are read again.
 */
export function sheetFormats(sheet: Sheet): SheetFormats {
  const kept = bySheetCells.get(sheet.cells);
  if (kept && kept.rowIds === sheet.rowIds && kept.columnIds === sheet.columnIds) return kept.formats;
  const formats = formatsByPosition(sheet);
  bySheetCells.set(sheet.cells, { rowIds: sheet.rowIds, columnIds: sheet.columnIds, formats });
  return formats;
}

const NO_FORMATS: SheetFormats = { patterns: [], columns: [] };

function formatsByPosition(sheet: Sheet): SheetFormats {
  const buckets: BucketFormats[] = [];
  for (const bucketKey in sheet.cells) {
    const formats = bucketFormats(sheet.cells[bucketKey]);
    if (formats.rowIds.length > 0) buckets.push(formats);
  }
  // Most cells have no format: the ids' index (a map of every row id) is made only when one has.
  if (buckets.length === 0) return NO_FORMATS;
  const rowIndex = indexOfIds(sheet.rowIds);
  const columnIndex = indexOfIds(sheet.columnIds);
  const patterns: string[] = [];
  const patternIndex = new Map<string, number>();
  // Per column, each formatted cell as row and pattern id; put in row order below.
  const cells: { rows: number[]; patternIds: number[] }[] = [];
  for (const { rowIds, columnIds, patterns: bucketPatterns } of buckets) {
    let rowId: string | undefined;
    let row = -1;
    for (let i = 0; i < rowIds.length; i++) {
      if (rowIds[i] !== rowId) {
        rowId = rowIds[i];
        row = rowIndex.get(rowId) ?? -1;
      }
      const col = columnIndex.get(columnIds[i]) ?? -1;
      if (row < 0 || col < 0) continue;
      const pattern = bucketPatterns[i];
      let id = patternIndex.get(pattern);
      if (id === undefined) patternIndex.set(pattern, (id = patterns.push(pattern) - 1));
      const column = (cells[col] ??= { rows: [], patternIds: [] });
      column.rows.push(row);
      column.patternIds.push(id);
    }
  }
  return { patterns, columns: Array.from(cells, (column) => column && inRowOrder(column.rows, column.patternIds, patterns.length)) };
}

/** Sorts a column's formatted cells by row: each packed into one number, so the typed array's native sort does it. */
function inRowOrder(rows: readonly number[], patternIds: readonly number[], patternCount: number): ColumnFormats {
  const packed = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) packed[i] = rows[i] * patternCount + patternIds[i];
  packed.sort();
  const sortedRows = new Int32Array(rows.length);
  const sortedIds = new Int32Array(rows.length);
  for (let i = 0; i < packed.length; i++) {
    sortedRows[i] = Math.floor(packed[i] / patternCount);
    sortedIds[i] = packed[i] - sortedRows[i] * patternCount;
  }
  return { rows: sortedRows, patternIds: sortedIds };
}
