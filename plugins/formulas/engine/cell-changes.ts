import type { Patch } from 'immer';
import { bucketOf } from '../../workbook/cell-store.js';
import type { Cell, Workbook } from '../../workbook/model/index.js';
import { cellPatchTarget, type SheetIndex, type WorkbookIndex } from './workbook-sync.js';

type RowCells = Readonly<Record<string, Cell>>;

/** Takes the cell now at a position (undefined: emptied). */
export type PutCell = (sheetId: string, row: number, col: number, cell: Cell | undefined) => void;

const NO_CELLS: RowCells = Object.freeze({});

/**
 * The cells a document change replaced, found by comparing the rows its patches name (a row, a cell, or
 * every row of a replaced bucket) between the documents before and after by identity, and given to `put`
 * row by row in sheet order. A sort replaces whole buckets of a 200,000-row sheet: its changed rows are
 * read once each, in the order the engine's columns keep them, not in the buckets' hash order.
 */
export function putChangedCells(before: Workbook, next: Workbook, cellPatches: readonly Patch[], index: WorkbookIndex, put: PutCell): void {
  const rowsBySheet = new Map<string, string[]>();
  for (const patch of cellPatches) {
    const { sheetId, bucket, rowId, colId } = cellPatchTarget(patch);
    let rows = rowsBySheet.get(sheetId);
    if (!rows) rowsBySheet.set(sheetId, (rows = []));
    if (rowId === undefined) changedRowsOf(before.sheetsById[sheetId]?.cells[bucket], next.sheetsById[sheetId]?.cells[bucket], rows);
    else if (colId === undefined) rows.push(rowId);
    else putCellChange(before, next, index, sheetId, rowId, colId, put);
  }
  for (const [sheetId, rowIds] of rowsBySheet) {
    const positions = index.sheet(sheetId);
    if (positions) putRows(before, next, sheetId, positions, rowIds, put);
  }
}

/** Ids of the rows of a bucket that are not the same object before and after. */
function changedRowsOf(was: Readonly<Record<string, RowCells>> | undefined, is: Readonly<Record<string, RowCells>> | undefined, out: string[]): void {
  for (const rowId in was) if (was[rowId] !== is?.[rowId]) out.push(rowId);
  for (const rowId in is) if (was?.[rowId] === undefined) out.push(rowId);
}

function putRows(before: Workbook, next: Workbook, sheetId: string, positions: SheetIndex, rowIds: readonly string[], put: PutCell): void {
  const rows = new Int32Array(rowIds.length);
  let count = 0;
  for (const rowId of rowIds) {
    const row = positions.rows.get(rowId);
    if (row !== undefined) rows[count++] = row;
  }
  const ordered = rows.subarray(0, count).sort();
  const wasSheet = before.sheetsById[sheetId];
  const isSheet = next.sheetsById[sheetId];
  let last = -1;
  for (const row of ordered) {
    if (row === last) continue;
    last = row;
    const rowId = positions.rowIds[row];
    const bucket = bucketOf(rowId);
    const was = wasSheet?.cells[bucket]?.[rowId] ?? NO_CELLS;
    const is = isSheet?.cells[bucket]?.[rowId] ?? NO_CELLS;
    if (was === is) continue;
    for (const colId in is) if (is[colId] !== was[colId]) putAt(sheetId, positions, row, colId, is[colId], put);
    for (const colId in was) if (is[colId] === undefined) putAt(sheetId, positions, row, colId, undefined, put);
  }
}

function putAt(sheetId: string, positions: SheetIndex, row: number, colId: string, cell: Cell | undefined, put: PutCell): void {
  const col = positions.cols.get(colId);
  if (col !== undefined) put(sheetId, row, col, cell);
}

function putCellChange(before: Workbook, next: Workbook, index: WorkbookIndex, sheetId: string, rowId: string, colId: string, put: PutCell): void {
  const bucket = bucketOf(rowId);
  const was = before.sheetsById[sheetId]?.cells[bucket]?.[rowId]?.[colId];
  const is = next.sheetsById[sheetId]?.cells[bucket]?.[rowId]?.[colId];
  if (was === is) return;
  const at = index.position(sheetId, rowId, colId);
  if (at) put(sheetId, at.row, at.col, is);
}
