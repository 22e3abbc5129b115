import type { Draft } from 'immer';
import { UserError } from '../../../kernel/index.js';
import { bucketOf, getRowCells, putCell } from '../cell-store.js';
import type { Sheet } from '../model/sheet.js';
import type { Workbook } from '../model/workbook.js';
import { mergeSpan, setVectorIds, vectorIds, vectorsById, withMergeSpan, type Axis } from './axis.js';
import { draftSheet, sheetBefore, type WorkbookCommand, type WorkbookContext } from './context.js';
import { findMerges, writeMerge, type Merge } from './merges.js';
import { DELETE_ALL_COLUMNS_MESSAGE, DELETE_ALL_ROWS_MESSAGE } from './messages.js';
import { checkedSpan, type VectorSpanParams } from './vector-span.js';
import { rebaseDelete } from './rebase.js';

function deleteVectors(draft: Draft<Workbook>, ctx: WorkbookContext, axis: Axis, params: VectorSpanParams): void {
  const before = sheetBefore(ctx, params.sheetId);
  const { start, count } = checkedSpan(before, axis, params.start, params.count);
  const ids = vectorIds(before, axis);
  if (count >= ids.length) throw new UserError(axis === 'rows' ? DELETE_ALL_ROWS_MESSAGE : DELETE_ALL_COLUMNS_MESSAGE);
  const deleted = ids.slice(start, start + count);
  const sheet = draftSheet(draft, params.sheetId);
  const shrunk = shrunkMerges(before, axis, start, count);
  if (axis === 'rows') deleteRowCells(sheet, deleted);
  else deleteColumnCells(sheet, before, new Set(deleted));
  const byId = vectorsById(sheet, axis);
  for (const id of deleted) delete byId[id];
  setVectorIds(sheet, axis, [...ids.slice(0, start), ...ids.slice(start + count)]);
  for (const merge of shrunk) writeMerge(sheet, merge);
  ctx.adjust({ kind: axis === 'rows' ? 'delete-rows' : 'delete-columns', sheetId: params.sheetId, at: start, count });
}

/**
 * Merges that lose some but not all of their vectors, at their positions after the deletion. Merges
 * wholly inside the deleted block disappear with their cells.
 */
function shrunkMerges(before: Sheet, axis: Axis, at: number, count: number): Merge[] {
  const shrunk: Merge[] = [];
  for (const merge of findMerges(before)) {
    const { start, length } = mergeSpan(merge, axis);
    const end = start + length;
    const overlap = Math.min(end, at + count) - Math.max(start, at);
    if (overlap <= 0 || overlap >= length) continue;
    shrunk.push(withMergeSpan(merge, axis, Math.min(start, at), length - overlap));
  }
  return shrunk;
}

function deleteRowCells(sheet: Draft<Sheet>, rowIds: readonly string[]): void {
  const cells = sheet.cells as Record<string, Record<string, unknown>>;
  for (const rowId of rowIds) {
    const bucket = bucketOf(rowId);
    if (!cells[bucket]?.[rowId]) continue;
    delete cells[bucket][rowId];
    if (Object.keys(cells[bucket]).length === 0) delete cells[bucket];
  }
}

/** Removes a deleted column's cells from every row that has one (touching only those rows). */
function deleteColumnCells(sheet: Draft<Sheet>, before: Sheet, columnIds: ReadonlySet<string>): void {
  for (const rowId of before.rowIds) {
    const row = getRowCells(before, rowId);
    if (!row) continue;
    for (const columnId of Object.keys(row)) if (columnIds.has(columnId)) putCell(sheet, rowId, columnId, undefined);
  }
}

export const deleteRows: WorkbookCommand<VectorSpanParams> = {
  id: 'workbook.delete-rows',
  rebase: rebaseDelete('rows'),
  run: (draft, params, ctx) => deleteVectors(draft, ctx, 'rows', params),
};

export const deleteColumns: WorkbookCommand<VectorSpanParams> = {
  id: 'workbook.delete-columns',
  rebase: rebaseDelete('columns'),
  run: (draft, params, ctx) => deleteVectors(draft, ctx, 'columns', params),
};
