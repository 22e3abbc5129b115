import type { CellArea } from '../../kernel/index.js';
import type { Cell } from './model/cell.js';
import type { Sheet } from './model/sheet.js';
import { indexOfIds } from './commands/positions.js';

type Bucket = Readonly<Record<string, Readonly<Record<string, Cell>>>>;

/** A merge's top-left cell, by ids, with the merge's size. */
export interface Anchor {
  readonly rowId: string;
  readonly columnId: string;
  readonly rows: number;
  readonly columns: number;
}

/** A cell covered by a merge (it points at the merge's anchor). */
interface Covered {
  readonly rowId: string;
  readonly columnId: string;
}

/** The cells of one bucket that carry merge fields. */
interface BucketMerges {
  readonly anchors: readonly Anchor[];
  readonly covered: readonly Covered[];
}

const NONE: BucketMerges = { anchors: [], covered: [] };

/**
 * The merged cells of each cell bucket, derived from the cells and cached by the bucket object. Buckets
 * are replaced, never changed in place (immer, undo and redo alike), so a cached entry stays true for as
 * long as its bucket lives, and an edit rescans only the buckets it replaced. Merges stay fields of their
 * cells (the template file's form); this is only an index over them.
 */
const mergesByBucket = new WeakMap<object, BucketMerges>();

/**
 * A bucket's merged cells, read when first asked. Reading a million cell objects is the cost, so rows and
 * cells are walked by Object.values (as bucket-formats.ts measured: less CPU than for-in with a keyed
 * read of each), and ids are asked of Object.keys, which lists in the same order, only for a row holding
 * a merged cell.
 */
function bucketMerges(bucket: Bucket): BucketMerges {
  let merges = mergesByBucket.get(bucket);
  if (merges) return merges;
  let anchors: Anchor[] | undefined;
  let covered: Covered[] | undefined;
  let rowIds: string[] | undefined;
  const rows = Object.values(bucket);
  for (let r = 0; r < rows.length; r++) {
    const cells = Object.values(rows[r]);
    let columnIds: string[] | undefined;
    for (let c = 0; c < cells.length; c++) {
      const cell = cells[c];
      const anchor = cell.mergeRows !== undefined || cell.mergeColumns !== undefined;
      if (!anchor && cell.mergedInto === undefined) continue;
      rowIds ??= Object.keys(bucket);
      columnIds ??= Object.keys(rows[r]);
      const at = { rowId: rowIds[r], columnId: columnIds[c] };
      if (anchor) (anchors ??= []).push({ ...at, rows: cell.mergeRows ?? 1, columns: cell.mergeColumns ?? 1 });
      if (cell.mergedInto !== undefined) (covered ??= []).push(at);
    }
  }
  merges = anchors || covered ? { anchors: anchors ?? [], covered: covered ?? [] } : NONE;
  mergesByBucket.set(bucket, merges);
  return merges;
}

/** Whether a bucket's merged cells are known already (read, told, or noted by the file reader that built it). */
export function hasMergeIndex(bucket: object): boolean {
  return mergesByBucket.has(bucket);
}

/**
 * Notes the merged cells of the buckets a file reader builds as their cells go by (it holds each cell
 * then), so that a loaded sheet's first sort or structural edit does not read a million cells back to
 * learn that none is merged. A noted cell written over later (a repeated id in the file) is caught by
 * `keep`, which then leaves its bucket to be read from its cells.
 */
export class BucketMergesRecorder {
  private readonly noted = new Map<object, { rowId: string; columnId: string; cell: Cell }[]>();

  /** `cell`, carrying merge fields, was put at bucket[rowId][columnId]. */
  note(bucket: object, rowId: string, columnId: string, cell: Cell): void {
    const cells = this.noted.get(bucket);
    if (cells) cells.push({ rowId, columnId, cell });
    else this.noted.set(bucket, [{ rowId, columnId, cell }]);
  }

  /** Keeps the merged cells of finished buckets, every cell of which carrying merge fields went through `note`. */
  keep(buckets: Readonly<Record<string, Bucket>>): void {
    for (const key in buckets) {
      const bucket = buckets[key];
      const cells = this.noted.get(bucket);
      if (cells === undefined) mergesByBucket.set(bucket, NONE);
      else if (cells.every(({ rowId, columnId, cell }) => bucket[rowId]?.[columnId] === cell)) mergesByBucket.set(bucket, mergesOf(cells));
    }
    this.noted.clear();
  }
}

function mergesOf(cells: readonly { rowId: string; columnId: string; cell: Cell }[]): BucketMerges {
  const anchors: Anchor[] = [];
  const covered: Covered[] = [];
  for (const { rowId, columnId, cell } of cells) {
    if (cell.mergeRows !== undefined || cell.mergeColumns !== undefined) anchors.push({ rowId, columnId, rows: cell.mergeRows ?? 1, columns: cell.mergeColumns ?? 1 });
    if (cell.mergedInto !== undefined) covered.push({ rowId, columnId });
  }
  return { anchors, covered };
}

/** Every merge anchor of a sheet, by ids (read from a committed state, never a draft). */
export function sheetAnchors(sheet: Sheet): Anchor[] {
  const anchors: Anchor[] = [];
  for (const bucket of Object.values(sheet.cells)) {
    const merges = bucketMerges(bucket);
    if (merges.anchors.length > 0) anchors.push(...merges.anchors);
  }
  return anchors;
}

/**
 * Whether any cell of `area` is part of a merge: a merge's block meets the area, or a cell in it points
 * at an anchor. A cell still carrying a size of 1x1 (a file may hold one) counts: it is unmerged like any
 * other. One cached look-up per bucket when the sheet has no merges.
 */
export function hasMergedCellIn(sheet: Sheet, area: CellArea): boolean {
  let anchors: Anchor[] | undefined;
  let covered: Covered[] | undefined;
  for (const bucket of Object.values(sheet.cells)) {
    const merges = bucketMerges(bucket);
    if (merges === NONE) continue;
    (anchors ??= []).push(...merges.anchors);
    (covered ??= []).push(...merges.covered);
  }
  if (!anchors || !covered) return false;
  const rows = indexOfIds(sheet.rowIds);
  const columns = indexOfIds(sheet.columnIds);
  const inside = (rowId: string, columnId: string, height: number, width: number): boolean => {
    const top = rows.get(rowId);
    const left = columns.get(columnId);
    return top !== undefined && left !== undefined
      && top <= area.bottom && area.top < top + height && left <= area.right && area.left < left + width;
  };
  return anchors.some((anchor) => inside(anchor.rowId, anchor.columnId, anchor.rows, anchor.columns))
    || covered.some((cell) => inside(cell.rowId, cell.columnId, 1, 1));
}

/**
 * Tells the index that `copy` holds the same merged cells as `original` (undefined: an absent bucket),
 * for a command that rebuilt a bucket from cells carrying no merge fields in place of others carrying
 * none (a sort of an area holding no merged cell). Without it the copy is scanned when next asked.
 */
export function sameMergesAs(copy: object, original: Bucket | undefined): void {
  const merges = original === undefined ? NONE : mergesByBucket.get(original);
  if (merges) mergesByBucket.set(copy, merges);
}
