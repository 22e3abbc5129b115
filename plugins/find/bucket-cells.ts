import { displayText } from '../formulas/number-format/display-text.js';
import { indexOfIds } from '../workbook/commands/positions.js';
import type { Cell, CellData } from '../workbook/model/index.js';

/** How find reads a stored cell: a value whose shown text does not depend on its format (text, TRUE/FALSE, an empty value). */
export const TEXT_CELL = 0;
/** A number, shown through its number format. */
export const NUMBER_CELL = 1;
/** A formula: its text, or its computed value as shown. */
export const FORMULA_CELL = 2;
export type CellKind = typeof TEXT_CELL | typeof NUMBER_CELL | typeof FORMULA_CELL;

type Bucket = Readonly<Record<string, Readonly<Record<string, Cell>>>>;

/**
 * The stored cells of one bucket of a sheet (see cell-store) as find reads them, in flat arrays: what
 * each cell is, its text, number and number format. Walking the workbook's nested objects costs most
 * of a search (every cell's fields are slow megamorphic reads), so this is built once per bucket object
 * and kept while the bucket lives: an edit replaces the buckets it touches, never changes one in place,
 * so a kept entry is never stale. Positions are kept per row and column ids arrays, which are replaced
 * the same way by structural changes.
 */
export class BucketCells {
  /** The bucket's rows, in the order walked: row i's entries run from rowStarts[i] to rowStarts[i + 1]. */
  private readonly rowIds: string[] = [];
  private readonly rowStarts: number[] = [];
  private readonly columnIds: string[] = [];
  readonly kinds: CellKind[] = [];
  /** Text: what the cell shows; Formula: the formula; Number: unused. */
  readonly texts: string[] = [];
  /** Number: its value; otherwise unused. */
  readonly numbers: number[] = [];
  /** The entries a query with letters must read: a number in a format without letters cannot show it. */
  readonly mayShowLetters: number[] = [];
  /** Each entry's number format pattern ('' for General), up to the last cell with data: most cells have none. */
  private formats: string[] | undefined;
  /** Each entry's format can write letters (a date, a time, quoted text): see `formatCanWriteLetters`. */
  private letterFormats: boolean[] | undefined;
  private positionsFor: { rowIds: readonly string[]; columnIds: readonly string[]; rows: Int32Array; cols: Int32Array } | undefined;

  get size(): number {
    return this.kinds.length;
  }

  format(entry: number): string {
    return this.formats?.[entry] ?? '';
  }

  formatWritesLetters(entry: number): boolean {
    return this.letterFormats?.[entry] === true;
  }

  /** Each entry's row and column on a sheet with these ids, -1 when the sheet no longer has it. */
  positions(rowIds: readonly string[], columnIds: readonly string[]): { readonly rows: Int32Array; readonly cols: Int32Array } {
    const kept = this.positionsFor;
    if (kept && kept.rowIds === rowIds && kept.columnIds === columnIds) return kept;
    const rowIndex = indexOfIds(rowIds);
    const columnIndex = indexOfIds(columnIds);
    const rows = new Int32Array(this.size);
    const cols = new Int32Array(this.size);
    for (let r = 0; r < this.rowIds.length; r++) {
      const row = rowIndex.get(this.rowIds[r]) ?? -1;
      const end = r + 1 < this.rowStarts.length ? this.rowStarts[r + 1] : this.size;
      let col = -1;
      for (let entry = this.rowStarts[r]; entry < end; entry++) {
        // A row's cells are mostly stored left to right: try the next column before a lookup.
        const columnId = this.columnIds[entry];
        col = columnIds[col + 1] === columnId ? col + 1 : (columnIndex.get(columnId) ?? -1);
        rows[entry] = row;
        cols[entry] = col;
      }
    }
    this.positionsFor = { rowIds, columnIds, rows, cols };
    return this.positionsFor;
  }

  /** The cells added next are this row's. */
  startRow(rowId: string): void {
    this.rowIds.push(rowId);
    this.rowStarts.push(this.size);
  }

  /** Adds a cell of the current row; a cell with no value (only a format) shows nothing and is left out. */
  add(columnId: string, cell: Cell): void {
    const { formula, value, data } = cell;
    if (formula === undefined && value === undefined) return;
    const entry = this.kinds.length;
    let kind: CellKind;
    let text = '';
    let number = 0;
    if (formula !== undefined) {
      kind = FORMULA_CELL;
      text = formula;
    } else if (typeof value === 'number') {
      kind = NUMBER_CELL;
      number = value;
    } else {
      kind = TEXT_CELL;
      text = typeof value === 'string' ? value : displayText(value ?? null, cell).text;
    }
    const letters = data !== undefined && this.addData(entry, data);
    if (kind !== NUMBER_CELL || letters) this.mayShowLetters.push(entry);
    this.columnIds.push(columnId);
    this.kinds.push(kind);
    this.texts.push(text);
    this.numbers.push(number);
  }

  /** Keeps an entry's number format; says whether it can write letters. */
  private addData(entry: number, data: CellData): boolean {
    const format = data.format ?? '';
    const letters = data.type === 'DATE' || formatCanWriteLetters(format);
    const formats = (this.formats ??= []);
    const letterFormats = (this.letterFormats ??= []);
    while (formats.length < entry) formats.push('');
    while (letterFormats.length < entry) letterFormats.push(false);
    formats.push(format);
    letterFormats.push(letters);
    return letters;
  }
}

const byBucket = new WeakMap<Bucket, BucketCells>();

/** Whether a bucket's cells are read into the index already. */
export function hasBucketCells(bucket: Bucket): boolean {
  return byBucket.has(bucket);
}

/** A bucket's cells as find reads them, made when first asked (read from a committed state, never a draft). */
export function bucketCells(bucket: Bucket): BucketCells {
  let cells = byBucket.get(bucket);
  if (cells) return cells;
  cells = new BucketCells();
  for (const rowId in bucket) {
    const row = bucket[rowId];
    cells.startRow(rowId);
    for (const columnId in row) cells.add(columnId, row[columnId]);
  }
  byBucket.set(bucket, cells);
  return cells;
}

/**
 * Whether a number format can write letters: dates, times and quoted text do. A number in General or a
 * plain pattern shows digits, separators, signs, currency, % and E.
 */
export function formatCanWriteLetters(pattern: string): boolean {
  return FORMAT_WRITES_LETTERS.test(pattern);
}

const FORMAT_WRITES_LETTERS = /[a-df-z"\\]/i;
