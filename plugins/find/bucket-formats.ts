import type { Cell } from '../workbook/model/index.js';

type Bucket = Readonly<Record<string, Readonly<Record<string, Cell>>>>;

/**
 * The number formats of one bucket of a sheet's cells (see cell-store): the one thing a search needs of
 * a cell that the formula engine does not hold. Only cells with a format are kept, each by its row id,
 * column id and pattern (references to the workbook's strings, not copies), so the index is small when
 * formats are few. Kept per bucket object: an edit replaces the buckets it touches, never changes one
 * in place, so a kept entry is never stale.
 */
export interface BucketFormats {
  /** The rows with formatted cells: row i's entries run from rowEnds[i - 1] (0 for the first) to rowEnds[i]. */
  readonly rowIds: readonly string[];
  readonly rowEnds: readonly number[];
  /** Entry j is the cell in column columnIds[j], formatted with patterns[j]. */
  readonly columnIds: readonly string[];
  readonly patterns: readonly string[];
}

const NONE: BucketFormats = { rowIds: [], rowEnds: [], columnIds: [], patterns: [] };
const byBucket = new WeakMap<Bucket, BucketFormats>();

/** Whether a bucket's formats are read already. */
export function hasBucketFormats(bucket: Bucket): boolean {
  return byBucket.has(bucket);
}

/**
 * A bucket's formats, read when first asked (from a committed state, never a draft). Reading the cell
 * objects is most of a first search's cost, so each cell's one field `data` is read and nothing else.
 * Rows and cells are walked by Object.values (~15% less CPU than for-in with a keyed read of each): the
 * ids are asked of Object.keys, which lists in the same order, only for a row holding a format.
 */
export function bucketFormats(bucket: Bucket): BucketFormats {
  let formats = byBucket.get(bucket);
  if (formats) return formats;
  let kept: { rowIds: string[]; rowEnds: number[]; columnIds: string[]; patterns: string[] } | undefined;
  let rowIds: string[] | undefined;
  const rows = Object.values(bucket);
  for (let r = 0; r < rows.length; r++) {
    const cells = Object.values(rows[r]);
    let columnIds: string[] | undefined;
    for (let c = 0; c < cells.length; c++) {
      const pattern = cells[c].data?.format;
      if (!pattern) continue;
      kept ??= { rowIds: [], rowEnds: [], columnIds: [], patterns: [] };
      columnIds ??= Object.keys(rows[r]);
      kept.columnIds.push(columnIds[c]);
      kept.patterns.push(pattern);
    }
    if (columnIds) {
      rowIds ??= Object.keys(bucket);
      kept!.rowIds.push(rowIds[r]);
      kept!.rowEnds.push(kept!.columnIds.length);
    }
  }
  formats = kept ?? NONE;
  byBucket.set(bucket, formats);
  return formats;
}
