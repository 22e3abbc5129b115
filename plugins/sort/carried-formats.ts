import {
  bucketFormats, type BucketFormats, bucketIndexOf, hasBucketFormats, noteBucketFormats,
} from '../workbook/index.js';
import type { Cell, Sheet } from '../workbook/model/index.js';

type Bucket = Readonly<Record<string, Readonly<Record<string, Cell>>>>;

interface Entries {
  rowIds: string[];
  rowEnds: number[];
  columnIds: string[];
  patterns: string[];
}

/**
 * The number formats find keeps per bucket (workbook/bucket-formats.ts), carried from the buckets a sort
 * read to the buckets it rebuilds, so that find's first search after a sort does not read every moved
 * cell back (1.2M for 200,000 rows). A moved row holds its own row's formatted cells outside the area
 * and its source row's inside it (a shifted formula keeps its cell's data). Nothing is carried unless
 * every bucket of the sheet has its formats known: the new buckets are then read when first searched.
 */
export class CarriedFormats {
  /** Every bucket's formats are known. */
  private readonly known: boolean;
  /** Known, and no cell of the sheet has a format: every new bucket has none. */
  private readonly none: boolean;
  /** Per rebuilt bucket, its moved rows: target row id, then source row id. */
  private readonly moved = new Map<number, string[]>();
  /** Per bucket read, the index of each row in its formats' rowIds. */
  private readonly rowIndexes = new Map<Bucket, Map<string, number>>();

  constructor(
    private readonly sheet: Sheet,
    private readonly inArea: ReadonlySet<string>,
  ) {
    let known = true;
    let none = true;
    for (const key in sheet.cells) {
      const bucket = sheet.cells[key];
      known = hasBucketFormats(bucket);
      if (!known) break;
      if (bucketFormats(bucket).columnIds.length > 0) none = false;
    }
    this.known = known;
    this.none = known && none;
  }

  /** Row `rowId` of bucket `bucket` takes the area's cells of row `sourceRowId`. */
  move(bucket: number, rowId: string, sourceRowId: string): void {
    if (!this.known || this.none) return;
    const rows = this.moved.get(bucket);
    if (rows) rows.push(rowId, sourceRowId);
    else this.moved.set(bucket, [rowId, sourceRowId]);
  }

  /** Notes the formats of `copy`, rebuilt in place of bucket `bucket` (`original`, undefined when there was none). */
  note(copy: Bucket, original: Bucket | undefined, bucket: number): void {
    if (!this.known) return;
    if (this.none) return noteBucketFormats(copy, undefined);
    const moved = this.moved.get(bucket) ?? [];
    const targets = new Set<string>();
    for (let i = 0; i < moved.length; i += 2) targets.add(moved[i]);
    const out: Entries = { rowIds: [], rowEnds: [], columnIds: [], patterns: [] };
    const own = original === undefined ? undefined : bucketFormats(original);
    if (own) for (let r = 0; r < own.rowIds.length; r++) if (!targets.has(own.rowIds[r])) this.add(out, own.rowIds[r], own, r, () => true);
    for (let i = 0; i < moved.length; i += 2) {
      const rowId = moved[i];
      if (original !== undefined) this.add(out, rowId, own!, this.rowIndex(original, rowId), (columnId) => !this.inArea.has(columnId));
      const sourceBucket = this.sheet.cells[bucketIndexOf(moved[i + 1])];
      if (sourceBucket !== undefined) this.add(out, rowId, bucketFormats(sourceBucket), this.rowIndex(sourceBucket, moved[i + 1]), (columnId) => this.inArea.has(columnId));
    }
    noteBucketFormats(copy, out.columnIds.length === 0 ? undefined : out);
  }

  /** Adds to `out`, for row `rowId`, the entries of row `r` of `formats` (none when r < 0) whose columns `keep` says. */
  private add(out: Entries, rowId: string, formats: BucketFormats, r: number, keep: (columnId: string) => boolean): void {
    if (r < 0) return;
    const start = r === 0 ? 0 : formats.rowEnds[r - 1];
    for (let j = start; j < formats.rowEnds[r]; j++) {
      if (!keep(formats.columnIds[j])) continue;
      const last = out.rowIds.length - 1;
      if (last >= 0 && out.rowIds[last] === rowId) out.rowEnds[last]++;
      else {
        out.rowIds.push(rowId);
        out.rowEnds.push(out.columnIds.length + 1);
      }
      out.columnIds.push(formats.columnIds[j]);
      out.patterns.push(formats.patterns[j]);
    }
  }

  /** Where row `rowId` is in `bucket`'s formats' rows (-1: it has no formatted cell). */
  private rowIndex(bucket: Bucket, rowId: string): number {
    let index = this.rowIndexes.get(bucket);
    if (index === undefined) {
      index = new Map(bucketFormats(bucket).rowIds.map((id, r) => [id, r]));
      this.rowIndexes.set(bucket, index);
    }
    return index.get(rowId) ?? -1;
  }
}
