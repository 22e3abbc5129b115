import type { Draft } from 'immer';
import { UserError, type CellArea } from '../../kernel/index.js';
import { shiftRows } from './shift-rows.js';
import { bucketOf, getRowCells } from '../workbook/cell-store.js';
import { clampArea, draftSheet, sheetBefore, type WorkbookCommand } from '../workbook/commands/context.js';
import type { Cell, Sheet } from '../workbook/model/index.js';
import { SORT_ORDER_MESSAGE } from './messages.js';

export interface SortRowsParams {
  readonly sheetId: string;
  /** The rows and columns whose cells move (a header row is not part of it). */
  readonly area: CellArea;
  /** For each row of the area, top to bottom, the sheet index of the row whose cells it takes (planSort). */
  readonly order: readonly number[];
}

type RowCells = Readonly<Record<string, Cell>>;
type Buckets = Record<string, Readonly<Record<string, RowCells>>>;

/**
 * Rearranges the rows of a range (one undo step). Cells move with their formats; a formula's relative
 * references move with it, as Excel does when it sorts (a row's `=B2*C2` becomes `=B5*C5` in row 5),
 * and references elsewhere to the sorted cells keep their addresses. The rows are built outside immer
 * and each changed bucket of rows is put whole: a 200,000-row sort makes at most one patch per bucket
 * (1,024), not one per row or cell.
 */
export const sortRows: WorkbookCommand<SortRowsParams> = {
  id: 'sort.rows',
  run(draft, params, ctx) {
    const sheet = sheetBefore(ctx, params.sheetId);
    const area = clampArea(sheet, params.area);
    checkOrder(area, params.order);
    const inArea = new Set(sheet.columnIds.slice(area.left, area.right + 1));
    const before = sheet.rowIds.slice(area.top, area.bottom + 1).map((rowId) => getRowCells(sheet, rowId));
    const changed = new Map<string, Map<string, RowCells | undefined>>();
    params.order.forEach((source, offset) => {
      const to = area.top + offset;
      const next = source === to ? before[offset] : movedRow(before[offset], before[source - area.top], inArea, to - source);
      if (next === before[offset]) return;
      const rowId = sheet.rowIds[to];
      const bucket = bucketOf(rowId);
      let rows = changed.get(bucket);
      if (!rows) changed.set(bucket, (rows = new Map()));
      rows.set(rowId, next);
    });
    putBuckets(draftSheet(draft, params.sheetId), sheet, changed);
  },
};

function checkOrder(area: CellArea, order: readonly number[]): void {
  const rows = area.bottom - area.top + 1;
  const seen = new Set<number>();
  for (const row of order) {
    if (!Number.isInteger(row) || row < area.top || row > area.bottom || seen.has(row)) throw new UserError(SORT_ORDER_MESSAGE);
    seen.add(row);
  }
  if (seen.size !== rows) throw new UserError(SORT_ORDER_MESSAGE);
}

/**
 * A row that keeps its cells outside the area and takes the area's cells of the row `shift` rows above
 * it (formulas shifted as they go); undefined when nothing is left in it.
 */
function movedRow(own: RowCells | undefined, from: RowCells | undefined, inArea: ReadonlySet<string>, shift: number): RowCells | undefined {
  const next: Record<string, Cell> = {};
  let empty = true;
  for (const columnId in own) {
    if (inArea.has(columnId)) continue;
    next[columnId] = own[columnId];
    empty = false;
  }
  for (const columnId in from) {
    if (!inArea.has(columnId)) continue;
    const cell = from[columnId];
    next[columnId] = cell.formula ? { ...cell, formula: shiftRows(cell.formula, shift) } : cell;
    empty = false;
  }
  return empty ? undefined : Object.freeze(next);
}

/** Each changed bucket is copied once outside immer, its rows replaced, and put whole (or removed when empty). */
function putBuckets(target: Draft<Sheet>, sheet: Sheet, changed: ReadonlyMap<string, ReadonlyMap<string, RowCells | undefined>>): void {
  const cells = target.cells as Buckets;
  for (const [bucket, rows] of changed) {
    const next = hashedObject<RowCells>();
    const old = sheet.cells[bucket];
    for (const rowId in old) next[rowId] = old[rowId];
    let emptied = false;
    for (const [rowId, row] of rows) {
      if (row) next[rowId] = row;
      else emptied = delete next[rowId];
    }
    if (emptied && isEmpty(next)) delete cells[bucket];
    else cells[bucket] = Object.freeze(next);
  }
}

/**
 * An empty object that V8 keeps as a hash table (deleting a property that is not the last one does it).
 * A bucket copied by spreading gets a hidden class of its own with ~200 properties, and reading rows
 * out of 1,024 such buckets (the engine reads every changed row) was 5-10x slower.
 */
function hashedObject<T>(): Record<string, T> {
  const object: Record<string, T | undefined> = { first: undefined, second: undefined };
  delete object.first;
  delete object.second;
  return object as Record<string, T>;
}

function isEmpty(object: object): boolean {
  for (const _ in object) return false;
  return true;
}
