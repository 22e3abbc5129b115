import { bucketFormats, type BucketFormats, indexOfIds } from '../workbook/index.js';
import type { Sheet } from '../workbook/model/index.js';

/**
 * The formatted cells of one column: pattern ids (indexes into `SheetFormats.patterns`) by row, -1 for
 * none, when at least one row in DENSE_ROWS is formatted; otherwise the formatted rows, ascending, and
 * each one's pattern id.
 */
export type ColumnFormats = { readonly byRow: Int32Array } | { readonly rows: Int32Array; readonly patternIds: Int32Array };

/** A sheet's number formats by position, for a search that walks its cells column by column, row by row. */
export interface SheetFormats {
  /** The distinct patterns. */
  readonly patterns: readonly string[];
  /** By column; undefined for a column without formatted cells. */
  readonly columns: readonly (ColumnFormats | undefined)[];
}

/** A column keeps a pattern id for every row when at least one row in this many is formatted (4 bytes a row). */
const DENSE_ROWS = 16;

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

/** The formatted cells of a sheet by position, in flat arrays: entry i is at rows[i], cols[i]. */
interface Placed {
  readonly rows: Int32Array;
  readonly cols: Int32Array;
  readonly patternIds: Int32Array;
  readonly patterns: readonly string[];
  /** Entries per column. */
  readonly counts: Int32Array;
}

function formatsByPosition(sheet: Sheet): SheetFormats {
  const buckets: BucketFormats[] = [];
  let total = 0;
  for (const bucketKey in sheet.cells) {
    const formats = bucketFormats(sheet.cells[bucketKey]);
    if (formats.columnIds.length > 0) buckets.push(formats);
    total += formats.columnIds.length;
  }
  // Most cells have no format: the ids' index (a map of every row id) is made only when one has.
  if (total === 0) return NO_FORMATS;
  return byColumn(place(sheet, buckets, total), sheet.rowIds.length);
}

/** Puts each column's formatted cells in row order: by row when many, sorted when few (see ColumnFormats). */
function byColumn(placed: Placed, height: number): SheetFormats {
  const patternCount = placed.patterns.length;
  const dense: (Int32Array | undefined)[] = [];
  // A sparse column's cells, each packed as row * patternCount + pattern id so that the typed array's native sort orders them.
  const packed: (Float64Array | undefined)[] = [];
  const filled = new Int32Array(placed.counts.length);
  placed.counts.forEach((count, col) => {
    if (count === 0) return;
    if (count * DENSE_ROWS >= height) dense[col] = new Int32Array(height).fill(-1);
    else packed[col] = new Float64Array(count);
  });
  for (let i = 0; i < placed.cols.length; i++) {
    const col = placed.cols[i];
    if (col < 0) continue;
    const byRow = dense[col];
    if (byRow) byRow[placed.rows[i]] = placed.patternIds[i];
    else packed[col]![filled[col]++] = placed.rows[i] * patternCount + placed.patternIds[i];
  }
  const columns = Array.from({ length: placed.counts.length }, (_, col): ColumnFormats | undefined => {
    const byRow = dense[col];
    if (byRow) return { byRow };
    const cells = packed[col];
    return cells && unpacked(cells.sort(), patternCount);
  });
  return { patterns: placed.patterns, columns };
}

function unpacked(packed: Float64Array, patternCount: number): ColumnFormats {
  const rows = new Int32Array(packed.length);
  const patternIds = new Int32Array(packed.length);
  for (let i = 0; i < packed.length; i++) {
    rows[i] = Math.floor(packed[i] / patternCount);
    patternIds[i] = packed[i] - rows[i] * patternCount;
  }
  return { rows, patternIds };
}

/** Each formatted cell's row, column and pattern id (-1 for a row or column the sheet no longer has). */
function place(sheet: Sheet, buckets: readonly BucketFormats[], total: number): Placed {
  const rowIndex = indexOfIds(sheet.rowIds);
  const columnIndex = indexOfIds(sheet.columnIds);
  const rows = new Int32Array(total);
  const cols = new Int32Array(total);
  const patternIds = new Int32Array(total);
  const counts = new Int32Array(sheet.columnIds.length);
  const patterns: string[] = [];
  const patternIndex = new Map<string, number>();
  const ids = sheet.columnIds;
  let entry = 0;
  let col = -1;
  let pattern: string | undefined;
  let id = -1;
  for (const { rowIds, rowEnds, columnIds, patterns: bucketPatterns } of buckets) {
    let r = -1;
    let row = -1;
    for (let i = 0; i < columnIds.length; i++, entry++) {
      if (r < 0 || i === rowEnds[r]) row = rowIndex.get(rowIds[++r]) ?? -1;
      // A row's cells are mostly stored left to right, and neighbours mostly share a format: try those before a look-up.
      const columnId = columnIds[i];
      col = ids[col + 1] === columnId ? col + 1 : (columnIndex.get(columnId) ?? -1);
      rows[entry] = row;
      cols[entry] = row < 0 ? -1 : col;
      if (row < 0 || col < 0) continue;
      if (bucketPatterns[i] !== pattern) {
        pattern = bucketPatterns[i];
        id = patternIndex.get(pattern) ?? -1;
        if (id < 0) patternIndex.set(pattern, (id = patterns.push(pattern) - 1));
      }
      patternIds[entry] = id;
      counts[col]++;
    }
  }
  return { rows, cols, patternIds, patterns, counts };
}
