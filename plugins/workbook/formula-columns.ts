import type { Cell } from './model/cell.js';
import type { Sheet } from './model/sheet.js';

type Bucket = Readonly<Record<string, Readonly<Record<string, Cell>>>>;

/**
 * For each cell bucket, the ids of the columns that may hold a formula in it (every one that does, and
 * perhaps others), cached by the bucket object like merge-index.ts: buckets are replaced, never changed
 * in place, so an entry stays true while its bucket lives. A sort moves each row's formulas and nothing
 * else needs its cells read: with this it reads the cells of these columns only, not all 1.2M cells of
 * a 200,000 x 6 sheet (each a fetch from a scattered heap).
 */
const byBucket = new WeakMap<object, readonly string[]>();

const NONE: readonly string[] = [];

/** A bucket's formula columns, read from its cells when first asked (from a committed state, never a draft). */
function bucketFormulaColumns(bucket: Bucket): readonly string[] {
  let columns = byBucket.get(bucket);
  if (columns) return columns;
  let found: string[] | undefined;
  for (const rowId in bucket) {
    const row = bucket[rowId];
    for (const columnId in row) if (row[columnId].formula !== undefined && !found?.includes(columnId)) (found ??= []).push(columnId);
  }
  columns = found ?? NONE;
  byBucket.set(bucket, columns);
  return columns;
}

/** Whether a bucket's formula columns are known already (read, told, or noted by the file reader that built it). */
export function hasFormulaColumns(bucket: object): boolean {
  return byBucket.has(bucket);
}

/** The ids of the columns of a sheet that may hold a formula (every one that does; one cached look-up per bucket). */
export function formulaColumnsOf(sheet: Sheet): readonly string[] {
  const columns = new Set<string>();
  for (const key in sheet.cells) for (const columnId of bucketFormulaColumns(sheet.cells[key])) columns.add(columnId);
  return [...columns];
}

/**
 * Tells the index that `bucket` holds formulas in `columns` at most, for a command that built it from
 * rows of a sheet whose formula columns it asked (a sort's rebuilt buckets). Without it the bucket is
 * read when next asked.
 */
export function noteFormulaColumns(bucket: object, columns: readonly string[]): void {
  byBucket.set(bucket, columns);
}

/**
 * Notes the formula columns of the buckets a file reader builds as their cells go by, so that a loaded
 * sheet's first sort does not read every cell back. A cell written over later (a repeated id in the
 * file) can only leave a column noted that holds no formula now, which the index allows.
 */
export class BucketFormulasRecorder {
  private readonly seen = new Map<object, string[]>();
  /** The bucket noted last and its columns: a file lists a row's cells together. */
  private lastBucket: object | undefined;
  private last: string[] = [];

  /** A cell holding a formula was put in `bucket`, in column `columnId`. */
  note(bucket: object, columnId: string): void {
    if (bucket !== this.lastBucket) {
      this.lastBucket = bucket;
      let columns = this.seen.get(bucket);
      if (columns === undefined) this.seen.set(bucket, (columns = []));
      this.last = columns;
    }
    if (!this.last.includes(columnId)) this.last.push(columnId);
  }

  /** Records the formula columns of finished buckets, every cell of which holding a formula went through `note`. */
  keep(buckets: Readonly<Record<string, Bucket>>): void {
    for (const key in buckets) byBucket.set(buckets[key], this.seen.get(buckets[key]) ?? NONE);
    this.seen.clear();
    this.lastBucket = undefined;
    this.last = [];
  }
}
