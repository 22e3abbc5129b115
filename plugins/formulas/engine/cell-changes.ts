import type { Patch } from 'immer';
import { bucketOf } from '../../workbook/cell-store.js';
import type { Cell, Workbook } from '../../workbook/model/index.js';
import { cellPatchTarget, type SheetIndex, type WorkbookIndex } from './workbook-sync.js';

type RowCells = Readonly<Record<string, Cell>>;

/** Takes the cell now at a position of one sheet (undefined: emptied). */
export type PutCell = (row: number, col: number, cell: Cell | undefined) => void;

/** The writer of a sheet's cells (undefined for a sheet the engine does not hold). */
export type CellWriters = (sheetId: string) => PutCell | undefined;

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
export function putChangedCells(before: Workbook, next: Workbook, cellPatches: readonly Patch[], index: WorkbookIndex, writers: CellWriters): void {
  const rowsBySheet = new Map<string, ChangedRows>();
  for (const patch of cellPatches) {
    const { sheetId, bucket, rowId, colId } = cellPatchTarget(patch);
    const positions = index.sheet(sheetId);
    if (!positions) continue;
    let rows = rowsBySheet.get(sheetId);
    if (!rows) rowsBySheet.set(sheetId, (rows = new ChangedRows(positions)));
    const was = before.sheetsById[sheetId]?.cells[bucket];
    const is = next.sheetsById[sheetId]?.cells[bucket];
    if (rowId === undefined) rows.addBucket(was, is);
    else if (colId === undefined) rows.add(rowId, was?.[rowId], is?.[rowId]);
    else putCellChange(before, next, index, sheetId, rowId, colId, writers);
  }
  for (const [sheetId, rows] of rowsBySheet) {
    const put = writers(sheetId);
    if (put) rows.putAll(put);
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

  constructor(private readonly positions: SheetIndex) {
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

  /** A row's cells that are not the same object before and after (a row named twice is compared twice, harmlessly). */
  add(rowId: string, was: RowCells | undefined, is: RowCells | undefined): void {
    const row = this.positions.rows.get(rowId);
    if (row === undefined || was === is) return;
    const before = was ?? NO_CELLS;
    const after = is ?? NO_CELLS;
    const { colIds } = this;
    if (colIds !== undefined) {
      for (let col = 0; col < colIds.length; col++) {
        const cell = after[colIds[col]];
        if (cell !== before[colIds[col]]) this.push(row, col, cell);
      }
      return;
    }
    const { cols } = this.positions;
    for (const colId in after) if (after[colId] !== before[colId]) this.pushAt(row, cols.get(colId), after[colId]);
    for (const colId in before) if (after[colId] === undefined) this.pushAt(row, cols.get(colId), undefined);
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

function putCellChange(before: Workbook, next: Workbook, index: WorkbookIndex, sheetId: string, rowId: string, colId: string, writers: CellWriters): void {
  const bucket = bucketOf(rowId);
  const was = before.sheetsById[sheetId]?.cells[bucket]?.[rowId]?.[colId];
  const is = next.sheetsById[sheetId]?.cells[bucket]?.[rowId]?.[colId];
  if (was === is) return;
  const at = index.position(sheetId, rowId, colId);
  if (at) writers(sheetId)?.(at.row, at.col, is);
}
