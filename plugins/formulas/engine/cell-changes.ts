import type { Patch } from 'immer';
import { bucketOf } from '../../workbook/index.js';
import type { Cell, Workbook } from '../../workbook/model/index.js';
import type { SheetIndex, WorkbookIndex } from './workbook-sync.js';

type RowCells = Readonly<Record<string, Cell>>;

/** Takes the cell now at a position of one sheet (undefined: emptied). */
export type PutCell = (row: number, col: number, cell: Cell | undefined) => void;

/** The writer of a sheet's cells (undefined for a sheet the engine does not hold). */
export type CellWriters = (sheetId: string) => PutCell | undefined;

/** Which replaced cells are put, by the cell before and after (ReplayReads' filter). */
export type CellFilter = (was: Cell | undefined, is: Cell | undefined) => boolean;
const EVERY_CELL: CellFilter = () => true;

const NO_CELLS: RowCells = Object.freeze({});

/**
 * A sheet of up to this many columns has a changed row's cells compared column by column (a keyed read
 * each), which costs less than enumerating the row's keys and looking each one's position up.
 */
const SCAN_COLUMNS = 64;

/**
 * The cells a document change replaced, found by comparing the rows its patches name (a row, a cell, or
 * every row of a replaced bucket) between the documents before and after by identity, and given to `put`
 * row by row in sheet order. A sort replaces whole buckets of a 200,000-row sheet: each changed row is
 * found once, with its cells before and after, while its bucket is read, and the rows are then put in
 * the order the engine's columns keep them, not in the buckets' hash order.
 */
export function putChangedCells(before: Workbook, next: Workbook, cellPatches: readonly Patch[], index: WorkbookIndex, writers: CellWriters, reads: CellFilter = EVERY_CELL): void {
  const rowsBySheet = new Map<string, ChangedRows>();
  // Patches come bucket by bucket (100,000 of them for an undone row insert on a 100k-row sheet): the
  // buckets before and after are looked up when the bucket changes, not for every patch.
  let rows: ChangedRows | undefined;
  let sheetId: string | undefined;
  let bucket: string | undefined;
  let was: Readonly<Record<string, RowCells>> | undefined;
  let is: Readonly<Record<string, RowCells>> | undefined;
  for (const patch of cellPatches) {
    const path = patch.path;
    const patchSheet = String(path[1]);
    const patchBucket = String(path[3]);
    if (patchSheet !== sheetId) {
      sheetId = patchSheet;
      bucket = undefined;
      rows = rowsBySheet.get(sheetId);
      const positions = index.sheet(sheetId);
      if (!rows && positions) rowsBySheet.set(sheetId, (rows = new ChangedRows(positions, reads)));
    }
    if (!rows) continue;
    if (patchBucket !== bucket) {
      bucket = patchBucket;
      was = before.sheetsById[sheetId]?.cells[bucket];
      is = next.sheetsById[sheetId]?.cells[bucket];
    }
    if (path.length < 5) rows.addBucket(was, is);
    else if (path.length === 5) rows.add(String(path[4]), was?.[path[4]], is?.[path[4]]);
    else putCellChange(before, next, index, sheetId, String(path[4]), String(path[5]), writers, reads);
  }
  for (const [id, changed] of rowsBySheet) {
    const put = writers(id);
    if (put) changed.putAll(put);
  }
}

/**
 * The cells of one sheet a change replaced, compared while their rows are at hand (reading a row again
 * later, in another order, cost more than the comparison), kept as parallel lists and put by row.
 */
class ChangedRows {
  private rows = new Int32Array(1024);
  private cols = new Int32Array(1024);
  private readonly cells: (Cell | undefined)[] = [];
  private count = 0;
  private readonly colIds: readonly string[] | undefined;

  constructor(
    private readonly positions: SheetIndex,
    private readonly reads: CellFilter,
  ) {
    this.colIds = positions.colIds.length <= SCAN_COLUMNS ? positions.colIds : undefined;
  }

  /** The rows of a bucket that are not the same object before and after. */
  addBucket(was: Readonly<Record<string, RowCells>> | undefined, is: Readonly<Record<string, RowCells>> | undefined): void {
    for (const rowId in was) {
      const row = was[rowId];
      const now = is?.[rowId];
      if (row !== now) this.add(rowId, row, now);
    }
    for (const rowId in is) if (was?.[rowId] === undefined) this.add(rowId, undefined, is[rowId]);
  }

  /**
   * A row's cells that are not the same object before and after and that `reads` keeps (a row named
   * twice is compared twice, harmlessly). The row's position is looked up once a cell is kept: an
   * undone insert names 100,000 rows and keeps none of them.
   */
  add(rowId: string, was: RowCells | undefined, is: RowCells | undefined): void {
    if (was === is) return;
    const before = was ?? NO_CELLS;
    const after = is ?? NO_CELLS;
    const { colIds, reads } = this;
    let row: number | undefined;
    if (colIds !== undefined) {
      for (let col = 0; col < colIds.length; col++) {
        const cell = after[colIds[col]];
        const old = before[colIds[col]];
        if (cell === old || !reads(old, cell)) continue;
        row ??= this.positions.rows.get(rowId);
        if (row === undefined) return;
        this.push(row, col, cell);
      }
      return;
    }
    const { rows, cols } = this.positions;
    for (const colId in after) {
      if (after[colId] === before[colId] || !reads(before[colId], after[colId])) continue;
      row ??= rows.get(rowId);
      if (row === undefined) return;
      this.pushAt(row, cols.get(colId), after[colId]);
    }
    for (const colId in before) {
      if (after[colId] !== undefined || !reads(before[colId], undefined)) continue;
      row ??= rows.get(rowId);
      if (row === undefined) return;
      this.pushAt(row, cols.get(colId), undefined);
    }
  }

  private pushAt(row: number, col: number | undefined, cell: Cell | undefined): void {
    if (col !== undefined) this.push(row, col, cell);
  }

  private push(row: number, col: number, cell: Cell | undefined): void {
    if (this.count === this.rows.length) {
      this.rows = grown(this.rows);
      this.cols = grown(this.cols);
    }
    this.rows[this.count] = row;
    this.cols[this.count++] = col;
    this.cells.push(cell);
  }

  /** Each changed cell to `put`, in sheet order (by row, in the order found within a row). */
  putAll(put: PutCell): void {
    const { rows, cols, cells } = this;
    for (const i of this.inSheetOrder()) put(rows[i], cols[i], cells[i]);
  }

  /** Indices of the cells by row: a counting pass over the sheet's rows for many, a sort for a few. */
  private inSheetOrder(): Int32Array {
    const { rows, count } = this;
    const size = this.positions.rowIds.length;
    if (count * 16 < size) return Int32Array.from({ length: count }, (_, i) => i).sort((a, b) => rows[a] - rows[b] || a - b);
    const starts = new Int32Array(size + 1);
    for (let i = 0; i < count; i++) starts[rows[i] + 1]++;
    for (let row = 0; row < size; row++) starts[row + 1] += starts[row];
    const order = new Int32Array(count);
    for (let i = 0; i < count; i++) order[starts[rows[i]]++] = i;
    return order;
  }
}

function grown(list: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const next = new Int32Array(list.length * 2);
  next.set(list);
  return next;
}

function putCellChange(before: Workbook, next: Workbook, index: WorkbookIndex, sheetId: string, rowId: string, colId: string, writers: CellWriters, reads: CellFilter): void {
  const bucket = bucketOf(rowId);
  const was = before.sheetsById[sheetId]?.cells[bucket]?.[rowId]?.[colId];
  const is = next.sheetsById[sheetId]?.cells[bucket]?.[rowId]?.[colId];
  if (was === is || !reads(was, is)) return;
  const at = index.position(sheetId, rowId, colId);
  if (at) writers(sheetId)?.(at.row, at.col, is);
}
