import { bucketOf } from '../cell-store.js';
import type { Cell } from '../model/cell.js';
import type { CellBuckets } from '../model/sheet.js';
import type { JsonRecord } from './checks.js';
import { cellRefProblem, type SheetAxes } from './cell-ref.js';
import { at, refuse } from './errors.js';
import { readCell } from './read-cell.js';

type MutableBuckets = Record<string, Record<string, Record<string, Cell>>>;
const AMPERSAND = 38;

/**
 * Turns a sheet's flat `cellsById` into the bucketed `cells` of cell-store.ts, checking each cell and
 * that its row and column exist. This loop is most of the time spent reading a big template, so it
 * bets on the order files are written in (row by row, columns in sheet order): when a cell id is the
 * expected next column of the current row, it is recognised by comparing characters, without slicing
 * the id or looking anything up. Any other id takes the slow path, which checks everything.
 */
export function readCells(raw: JsonRecord, path: string, axes: SheetAxes): CellBuckets {
  const ids = Object.keys(raw);
  // (Object.values is slow on dictionary-mode objects: measured 4x Object.keys.)
  const columnIds = axes.columnIds;
  const columnIndex = new Map(columnIds.map((id, index) => [id, index]));
  const buckets: MutableBuckets = {};
  const merged: string[] = [];
  let rowId = '';
  let row: Record<string, Cell> | undefined;
  let next = 0;
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k];
    let columnId = columnIds[next];
    if (row === undefined || columnId === undefined || !isCellOf(id, columnId, rowId)) {
      const amp = id.indexOf('&');
      const problem = amp <= 0 || amp === id.length - 1 || !Object.hasOwn(axes.rowsById, id.slice(amp + 1)) || !columnIndex.has(id.slice(0, amp))
        ? cellRefProblem(id, axes)
        : undefined;
      if (problem !== undefined) refuse(at(path, id), problem);
      const index = columnIndex.get(id.slice(0, amp))!;
      columnId = columnIds[index];
      next = index;
      if (row === undefined || !id.endsWith(rowId) || id.length - amp - 1 !== rowId.length) {
        rowId = id.slice(amp + 1);
        const bucket = (buckets[bucketOf(rowId)] ??= newBucket());
        row = bucket[rowId] ??= {};
      }
    }
    next++;
    const cell = readCell(raw[id], path, id);
    row[columnId] = cell;
    if (cell.mergedInto !== undefined) merged.push(id);
  }
  for (const id of merged) checkMergeAnchor(buckets, path, id, axes);
  return buckets;
}

/**
 * An empty object in V8's dictionary mode. Each bucket holds a unique set of row ids; built as ordinary
 * objects, every bucket would add hidden-class transitions to the shared empty-object map, whose
 * transition array then grows with every bucket of every sheet, and reading slowed down sheet after
 * sheet (measured: 2-3x slower from the third sheet on). A dictionary-mode object has no transitions.
 * Deleting a property that is not the last one added is what switches an object to dictionary mode.
 */
function newBucket(): Record<string, Record<string, Cell>> {
  const bucket: Record<string, unknown> = { dictionary: 0, mode: 0 };
  delete bucket.dictionary;
  delete bucket.mode;
  return bucket as Record<string, Record<string, Cell>>;
}

/** Whether `id` is `${columnId}&${rowId}`, compared in place. */
function isCellOf(id: string, columnId: string, rowId: string): boolean {
  return id.length === columnId.length + 1 + rowId.length
    && id.charCodeAt(columnId.length) === AMPERSAND
    && id.startsWith(columnId)
    && id.endsWith(rowId);
}

/** A cell covered by a merge points at the merge's top-left cell, which must exist in the same sheet. */
function checkMergeAnchor(buckets: MutableBuckets, path: string, id: string, axes: SheetAxes): void {
  const amp = id.indexOf('&');
  const target = buckets[bucketOf(id.slice(amp + 1))][id.slice(amp + 1)][id.slice(0, amp)].mergedInto!;
  const where = at(at(path, id), 'mergedInto');
  const problem = cellRefProblem(target, axes);
  if (problem !== undefined) refuse(where, problem);
  const targetAmp = target.indexOf('&');
  const targetRow = target.slice(targetAmp + 1);
  if (buckets[bucketOf(targetRow)]?.[targetRow]?.[target.slice(0, targetAmp)] === undefined) {
    refuse(where, `cell "${target}" does not exist in sheet ${axes.sheetId}`);
  }
  if (target === id) refuse(where, 'a cell cannot be merged into itself');
}
