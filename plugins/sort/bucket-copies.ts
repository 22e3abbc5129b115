import type { Draft } from 'immer';
import { bucketOf } from '../workbook/cell-store.js';
import { sameMergesAs } from '../workbook/commands/merge-index.js';
import type { Cell, Sheet } from '../workbook/model/index.js';

export type RowCells = Readonly<Record<string, Cell>>;
type Bucket = Record<string, RowCells>;

/**
 * New rows of a sheet gathered into copies of their buckets outside immer, each bucket copied once on its
 * first row, then put into the draft whole: a command rewriting 200,000 rows makes at most one patch per
 * bucket (1,024) instead of one per row, and immer drafts nothing below the sheet's `cells`.
 */
export class BucketCopies {
  private readonly copies = new Map<string, Bucket>();

  constructor(private readonly sheet: Sheet) {}

  /** Row `rowId` holds `row` now (undefined: it holds no cells). */
  set(rowId: string, row: RowCells | undefined): void {
    const bucket = bucketOf(rowId);
    let copy = this.copies.get(bucket);
    if (!copy) this.copies.set(bucket, (copy = copyOf(this.sheet.cells[bucket])));
    if (row) copy[rowId] = row;
    else delete copy[rowId];
  }

  /**
   * Puts every copied bucket into the draft (frozen, so immer does not walk it); empty ones are removed.
   * The caller has moved only cells carrying no merge fields, so each copy holds its original's merged
   * cells, and the merge index is told so rather than scanning 200,000 new rows on the next look-up.
   */
  putInto(target: Draft<Sheet>): void {
    const cells = target.cells as Record<string, Bucket>;
    for (const [bucket, copy] of this.copies) {
      if (isEmpty(copy)) delete cells[bucket];
      else cells[bucket] = Object.freeze(copy);
      sameMergesAs(copy, this.sheet.cells[bucket]);
    }
  }
}

/**
 * A copy kept by V8 as a hash table (deleting a property that is not the last one makes it one). A copy
 * made by spreading gets a hidden class of its own with ~200 properties, and every row read out of 1,024
 * of them (the engine reads each changed row) was 5-10x slower.
 */
function copyOf(bucket: Readonly<Bucket> | undefined): Bucket {
  const copy: Record<string, RowCells | undefined> = { first: undefined, second: undefined };
  delete copy.first;
  delete copy.second;
  for (const rowId in bucket) copy[rowId] = bucket[rowId];
  return copy as Bucket;
}

function isEmpty(object: object): boolean {
  for (const _ in object) return false;
  return true;
}
