import type { Draft } from 'immer';
import { CELL_BUCKETS, noteFormulaColumns, sameMergesAs } from '../workbook/index.js';
import type { Cell, Sheet } from '../workbook/model/index.js';
import type { CarriedFormats } from './carried-formats.js';

export type RowCells = Readonly<Record<string, Cell>>;
type Bucket = Record<string, RowCells>;

/** Buckets a step of a prepared sort rebuilds (a 200k-row sort's 1,024 buckets are ~65 ms): ~4 ms. */
const BUCKETS_PER_STEP = 64;

/**
 * New rows of a sheet gathered per bucket outside immer, then each bucket built once (in steps) and put
 * into the draft whole: a command rewriting 200,000 rows makes at most one patch per bucket (1,024)
 * instead of one per row, and immer drafts nothing below the sheet's `cells`. Gathered first: putting rows straight into
 * 1,024 growing hash tables in sheet order cost more (each insertion a cache miss; measured ~100 ms of
 * CPU more per 200k-row sort than gathering and building each bucket at once).
 */
export class BucketCopies {
  /** Per bucket (by bucketIndexOf), the rows set in it: row id, then its cells (undefined: it holds none now). */
  private readonly rows = new Array<(string | RowCells | undefined)[] | undefined>(CELL_BUCKETS);
  /** Per bucket rebuilt (by build), the new bucket, or undefined where it was left empty. */
  private readonly built = new Map<number, Bucket | undefined>();

  constructor(private readonly sheet: Sheet) {}

  /** Row `rowId`, in bucket `bucket` (bucketIndexOf), holds `row` now (undefined: no cells). Each row is set once. */
  set(bucket: number, rowId: string, row: RowCells | undefined): void {
    const rows = this.rows[bucket];
    if (rows) rows.push(rowId, row);
    else this.rows[bucket] = [rowId, row];
  }

  /**
   * Rebuilds every bucket a row was set in (frozen, so immer does not walk it), yielding every few
   * buckets (a step of a prepared sort). The caller has moved only cells carrying no merge fields, so
   * each copy holds its original's merged cells, and the merge index is told so rather than scanning
   * 200,000 new rows on the next look-up; likewise its formulas are in `formulaColumns` (the sheet's,
   * which the caller asked) at most, and its number formats are those `carried` was told of.
   */
  *build(formulaColumns: readonly string[], carried: CarriedFormats): Generator<void, void, void> {
    for (let bucket = 0; bucket < CELL_BUCKETS; bucket++) {
      if (bucket > 0 && bucket % BUCKETS_PER_STEP === 0) yield;
      const rows = this.rows[bucket];
      if (rows === undefined) continue;
      const original = this.sheet.cells[bucket];
      const copy = rebuilt(original, rows);
      this.built.set(bucket, copy && Object.freeze(copy));
      if (copy !== undefined) {
        sameMergesAs(copy, original);
        noteFormulaColumns(copy, formulaColumns);
        carried.note(copy, original, bucket);
      }
    }
  }

  /** Puts the rebuilt buckets into the draft of the sheet they were built from (empty ones removed). */
  putInto(target: Draft<Sheet>): void {
    const cells = target.cells as Record<string, Bucket>;
    for (const [bucket, copy] of this.built) {
      if (copy === undefined) delete cells[bucket];
      else cells[bucket] = copy;
    }
  }
}

/**
 * A bucket holding `rows` (id, cells pairs) and the rows of `original` they do not name; undefined when
 * that is nothing. The new rows go in first and the others are added after, so a bucket whose rows a
 * sort all replaced is built with one insertion per row rather than copied and then overwritten.
 */
function rebuilt(original: Readonly<Bucket> | undefined, rows: readonly (string | RowCells | undefined)[]): Bucket | undefined {
  const copy = dictionary();
  let removed = false;
  for (let i = 0; i < rows.length; i += 2) {
    copy[rows[i] as string] = rows[i + 1] as RowCells | undefined;
    if (rows[i + 1] === undefined) removed = true;
  }
  for (const rowId in original) if (!(rowId in copy)) copy[rowId] = original[rowId];
  // A row set holds cells unless it was set empty (asking a hash-table object for its keys sorts them).
  if (!removed) return copy as Bucket;
  for (let i = 0; i < rows.length; i += 2) if (rows[i + 1] === undefined) delete copy[rows[i] as string];
  for (const _ in copy) return copy as Bucket;
  return undefined;
}

/**
 * An object kept by V8 as a hash table (deleting a property that is not the last one makes it one). A
 * bucket built as an ordinary object gets a hidden class of its own with ~200 properties, and every row
 * read out of 1,024 of them (the engine reads each changed row) was 5-10x slower.
 */
function dictionary(): Record<string, RowCells | undefined> {
  const object: Record<string, RowCells | undefined> = { first: undefined, second: undefined };
  delete object.first;
  delete object.second;
  return object;
}
