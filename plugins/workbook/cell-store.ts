import type { Draft } from 'immer';
import type { Cell } from './model/cell.js';
import type { Sheet } from './model/sheet.js';

/**
 * A sheet's cells live in `sheet.cells[bucket][rowId][columnId]`. Rows are spread over a fixed number
 * of buckets by a hash of their id, so an edit copies one bucket, one row and its cells: immer's cost
 * grows with the keys of each copied object, never with the size of the sheet.
 */
export const CELL_BUCKETS = 1024;

export function bucketOf(rowId: string): string {
  return String(bucketIndexOf(rowId));
}

/** bucketOf as a number (a key of `cells` all the same), for callers placing many rows without making its text. */
export function bucketIndexOf(rowId: string): number {
  let hash = 2166136261;
  for (let i = 0; i < rowId.length; i++) {
    hash ^= rowId.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % CELL_BUCKETS;
}

/** The id of a cell: its column id, '&', its row id (SPEC section 3). */
export function cellId(columnId: string, rowId: string): string {
  return `${columnId}&${rowId}`;
}

export function parseCellId(id: string): { columnId: string; rowId: string } | undefined {
  const at = id.indexOf('&');
  if (at <= 0 || at === id.length - 1) return undefined;
  return { columnId: id.slice(0, at), rowId: id.slice(at + 1) };
}

export function getCell(sheet: Sheet, rowId: string, columnId: string): Cell | undefined {
  return sheet.cells[bucketOf(rowId)]?.[rowId]?.[columnId];
}

export function getRowCells(sheet: Sheet, rowId: string): Readonly<Record<string, Cell>> | undefined {
  return sheet.cells[bucketOf(rowId)]?.[rowId];
}

/** Puts a cell, or removes it when `cell` is undefined; empty rows and buckets are removed too. */
export function putCell(sheet: Draft<Sheet>, rowId: string, columnId: string, cell: Cell | undefined): void {
  const bucketKey = bucketOf(rowId);
  const cells = sheet.cells as Record<string, Record<string, Record<string, Cell>>>;
  if (cell === undefined) {
    const row = cells[bucketKey]?.[rowId];
    if (!row || !(columnId in row)) return;
    delete row[columnId];
    if (isEmpty(row)) {
      delete cells[bucketKey][rowId];
      if (isEmpty(cells[bucketKey])) delete cells[bucketKey];
    }
    return;
  }
  const bucket = (cells[bucketKey] ??= {});
  const row = (bucket[rowId] ??= {});
  row[columnId] = cell;
}

/**
 * Replaces a whole row of cells at once (a row must not be empty). For commands that rewrite many cells
 * of a row: one write and one patch per row, instead of a draft and a patch per cell.
 */
export function putRowCells(sheet: Draft<Sheet>, rowId: string, row: Readonly<Record<string, Cell>>): void {
  const cells = sheet.cells as Record<string, Record<string, Readonly<Record<string, Cell>>>>;
  (cells[bucketOf(rowId)] ??= {})[rowId] = row;
}

/** Every stored cell of a sheet, in no particular order. */
export function* iterateCells(sheet: Sheet): Generator<[rowId: string, columnId: string, cell: Cell]> {
  for (const bucket of Object.values(sheet.cells)) {
    for (const rowId in bucket) {
      const row = bucket[rowId];
      for (const columnId in row) yield [rowId, columnId, row[columnId]];
    }
  }
}

/** Number of stored cells of a sheet. */
export function countCells(sheet: Sheet): number {
  let count = 0;
  for (const bucket of Object.values(sheet.cells)) {
    for (const rowId in bucket) count += Object.keys(bucket[rowId]).length;
  }
  return count;
}

/** A cell is empty when it holds nothing worth keeping. */
export function isEmptyCell(cell: Cell): boolean {
  for (const key in cell) {
    if ((cell as Record<string, unknown>)[key] !== undefined) return false;
  }
  return true;
}

function isEmpty(object: object): boolean {
  for (const _ in object) return false;
  return true;
}
