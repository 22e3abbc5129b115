import { bucketOf } from '../cell-store.js';
import type { Cell } from '../model/cell.js';
import type { CellBuckets } from '../model/sheet.js';
import type { JsonRecord } from './checks.js';
import { cellRefProblem, type SheetAxes } from './cell-ref.js';
import { at, refuse } from './errors.js';
import { readCell } from './read-cell.js';

type MutableBuckets = Record<string, Record<string, Record<string, Cell>>>;

/**
 * Turns a sheet's flat `cellsById` into the bucketed `cells` of cell-store.ts, checking each cell and
 * that its row and column exist. Files list cells row by row, so the row of the previous cell is reused
 * without slicing its id again: this loop is most of the time spent reading a big template.
 */
export function readCells(raw: JsonRecord, path: string, axes: SheetAxes): CellBuckets {
  const buckets: MutableBuckets = {};
  const merged: string[] = [];
  let lastRowId = '';
  let lastRow: Record<string, Cell> | undefined;
  for (const id in raw) {
    const amp = id.indexOf('&');
    let row: Record<string, Cell>;
    if (lastRow !== undefined && amp > 0 && id.length - amp - 1 === lastRowId.length && id.endsWith(lastRowId)) {
      row = lastRow;
    } else {
      const problem = amp <= 0 || amp === id.length - 1 || !Object.hasOwn(axes.rowsById, id.slice(amp + 1))
        ? cellRefProblem(id, axes)
        : undefined;
      if (problem !== undefined) refuse(at(path, id), problem);
      lastRowId = id.slice(amp + 1);
      const bucket = (buckets[bucketOf(lastRowId)] ??= {});
      row = bucket[lastRowId] ??= {};
      lastRow = row;
    }
    const columnId = id.slice(0, amp);
    if (!Object.hasOwn(axes.columnsById, columnId)) refuse(at(path, id), cellRefProblem(id, axes)!);
    const cell = readCell(raw[id], path, id);
    row[columnId] = cell;
    if (cell.mergedInto !== undefined) merged.push(id);
  }
  for (const id of merged) checkMergeAnchor(buckets, path, id, axes);
  return buckets;
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
