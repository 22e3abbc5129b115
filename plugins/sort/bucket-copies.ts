import type { Draft } from 'immer';
import { CELL_BUCKETS } from '../workbook/cell-store.js';
import { noteFormulaColumns } from '../workbook/formula-columns.js';
import { sameMergesAs } from '../workbook/merge-index.js';
import type { Cell, Sheet } from '../workbook/model/index.js';

export type RowCells = Readonly<Record<string, Cell>>;
type Bucket = Record<string, RowCells>;

/**
 * New rows of a sheet put into copies of their buckets outside immer, each copy then completed and put
 * into the draft whole: a command rewriting 200,000 rows makes at most one patch per bucket (1,024)
 * instead of one per row, and immer drafts nothing below the sheet's `cells`. The new rows go into a
 * copy first and its original's other rows after, so a bucket whose rows a sort all replaced is built
 * with one insertion per row rather than copied and then overwritten.
 */
export class BucketCopies {
  /** Per bucket (by bucketIndexOf), its copy so far: the rows set in it (undefined: it holds none now). */
  private readonly copies = new Array<Record<string, RowCells | undefined> | undefined>(CELL_BUCKETS);
  /** Per bucket, the rows set to hold no cells (rare: removed from the copy when it is completed). */
  private readonly emptied = new Array<string[] | undefined>(CELL_BUCKETS);

  constructor(private readonly sheet: Sheet) {}

  /** Row `rowId`, in bucket `bucket` (bucketIndexOf), holds `row` now (undefined: no cells). Each row is set once. */
  set(bucket: number, rowId: string, row: RowCells | undefined): void {
    (this.copies[bucket] ??= dictionary())[rowId] = row;
    if (row === undefined) (this.emptied[bucket] ??= []).push(rowId);
  }

  /**
   * Puts every rebuilt bucket into the draft (frozen, so immer does not walk it); empty ones are removed.
   * The caller has moved only cells carrying no merge fields, so each copy holds its original's merged
   * cells, and the merge index is told so rather than scanning 200,000 new rows on the next look-up;
   * likewise its formulas are in `formulaColumns` (the sheet's, which the caller asked) at most.
   */
  putInto(target: Draft<Sheet>, formulaColumns: readonly string[]): void {
    const cells = target.cells as Record<string, Bucket>;
    for (let bucket = 0; bucket < CELL_BUCKETS; bucket++) {
      const copy = this.copies[bucket];
      if (copy === undefined) continue;
      const original = this.sheet.cells[bucket];
      const built = completed(copy, original, this.emptied[bucket]);
      if (built === undefined) {
        delete cells[bucket];
        continue;
      }
      cells[bucket] = Object.freeze(built);
      sameMergesAs(built, original);
      noteFormulaColumns(built, formulaColumns);
    }
  }
}

/**
 * `copy` (the rows set in a bucket) with the rows of `original` it does not name, less the rows set
 * empty; undefined when that is nothing.
 */
function completed(copy: Record<string, RowCells | undefined>, original: Readonly<Bucket> | undefined, emptied: readonly string[] | undefined): Bucket | undefined {
  for (const rowId in original) if (!(rowId in copy)) copy[rowId] = original[rowId];
  // Every row set holds cells unless it is listed here (asking a hash-table object for its keys sorts them).
  if (emptied === undefined) return copy as Bucket;
  for (const rowId of emptied) delete copy[rowId];
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
