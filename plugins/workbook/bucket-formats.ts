import type { Cell } from './model/cell.js';

type Bucket = Readonly<Record<string, Readonly<Record<string, Cell>>>>;

/**
 * The number formats of one bucket of a sheet's cells (see cell-store): the one thing find needs of a
 * cell that the formula engine does not hold. Only cells with a format are kept, each by its row id,
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

/**
 * Tells the index the formats of a bucket a command built from cells whose formats it knew (a sort's
 * rebuilt buckets: plugins/sort/carried-formats.ts); undefined: it holds none.
 */
export function noteBucketFormats(bucket: Bucket, formats: BucketFormats | undefined): void {
  byBucket.set(bucket, formats ?? NONE);
}

/** Whether a bucket's formats are known already (read, told, or seen by the file reader that built it). */
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

/** A bucket's formatted cells as a reader saw them, with the cell objects to check them against. */
interface Seen {
  readonly rowIds: string[];
  readonly rowEnds: number[];
  readonly columnIds: string[];
  readonly patterns: string[];
  readonly cells: Cell[];
}

/**
 * Notes the formats of the cells a reader puts into new buckets (the template file reader), so that the
 * buckets it builds come with their formats known: the reader holds each cell anyway, while reading them
 * back from a million cell objects is most of a first search's cost (~130 ms per million cells). A
 * cell written again later (a repeated id) is caught by `keep`, which then leaves its bucket to be read.
 */
export class BucketFormatsRecorder {
  private readonly seen = new Map<Bucket, Seen>();
  /** The bucket noted last: a file lists a row's cells together. */
  private lastBucket: Bucket | undefined;
  private last: Seen | undefined;

  /** A cell with `data` put at bucket[rowId][columnId], its `data` as it stays. */
  note(bucket: Bucket, rowId: string, columnId: string, cell: Cell): void {
    const pattern = cell.data?.format;
    if (!pattern) return;
    let seen = bucket === this.lastBucket ? this.last : this.seen.get(bucket);
    if (seen === undefined) this.seen.set(bucket, (seen = { rowIds: [], rowEnds: [], columnIds: [], patterns: [], cells: [] }));
    this.lastBucket = bucket;
    this.last = seen;
    const last = seen.rowIds.length - 1;
    if (last >= 0 && seen.rowIds[last] === rowId) seen.rowEnds[last]++;
    else {
      seen.rowIds.push(rowId);
      seen.rowEnds.push(seen.columnIds.length + 1);
    }
    seen.columnIds.push(columnId);
    seen.patterns.push(pattern);
    seen.cells.push(cell);
  }

  /** Records the formats of finished buckets, every cell of which with `data` went through `note`. */
  keep(buckets: Readonly<Record<string, Bucket>>): void {
    for (const key in buckets) {
      const bucket = buckets[key];
      const seen = this.seen.get(bucket);
      if (seen === undefined) byBucket.set(bucket, NONE);
      else if (stillHeld(bucket, seen)) byBucket.set(bucket, { rowIds: seen.rowIds, rowEnds: seen.rowEnds, columnIds: seen.columnIds, patterns: seen.patterns });
    }
    this.seen.clear();
    this.lastBucket = this.last = undefined;
  }
}

/** Whether each cell noted is still the one in its place (none was replaced by a repeated id). */
function stillHeld(bucket: Bucket, seen: Seen): boolean {
  let j = 0;
  for (let r = 0; r < seen.rowIds.length; r++) {
    const row = bucket[seen.rowIds[r]];
    for (; j < seen.rowEnds[r]; j++) if (row?.[seen.columnIds[j]] !== seen.cells[j]) return false;
  }
  return true;
}
