import type { Draft } from 'immer';
import { UserError } from '../../../kernel/index.js';
import type { Sheet } from '../model/sheet.js';
import type { Workbook } from '../model/workbook.js';
import { mergeSpan, newVector, setVectorIds, vectorIds, vectorsById, withMergeSpan, type Axis } from './axis.js';
import { draftSheet, idGenerator, sheetBefore, type WorkbookCommand, type WorkbookContext } from './context.js';
import { findMerges, writeMerge } from './merges.js';
import { OUTSIDE_SHEET_MESSAGE } from './messages.js';
import { rebaseInsert } from './rebase.js';

export interface InsertRowsParams {
  readonly sheetId: string;
  /** The row next to which the new rows go. */
  readonly index: number;
  readonly side: 'above' | 'below';
  /** How many rows (default 1). */
  readonly count?: number;
}

export interface InsertColumnsParams {
  readonly sheetId: string;
  readonly index: number;
  readonly side: 'left' | 'right';
  readonly count?: number;
}

/** Inserts `count` default-size vectors before position `at` (0 to length). */
function insertVectors(draft: Draft<Workbook>, ctx: WorkbookContext, axis: Axis, sheetId: string, at: number, requested = 1): void {
  const before = sheetBefore(ctx, sheetId);
  const ids = vectorIds(before, axis);
  const count = Math.trunc(requested);
  if (!Number.isInteger(at) || at < 0 || at > ids.length || !(count >= 1)) throw new UserError(OUTSIDE_SHEET_MESSAGE);
  const sheet = draftSheet(draft, sheetId);
  const generator = idGenerator(ctx);
  const added = Array.from({ length: count }, () => newVector(axis, generator));
  const byId = vectorsById(sheet, axis);
  for (const vector of added) byId[vector.id] = vector;
  setVectorIds(sheet, axis, [...ids.slice(0, at), ...added.map((vector) => vector.id), ...ids.slice(at)]);
  growMerges(sheet, before, axis, at, count);
  ctx.adjust({ kind: axis === 'rows' ? 'insert-rows' : 'insert-columns', sheetId, at, count });
}

/** A merge that the new vectors land inside grows to cover them; merges after them just move. */
function growMerges(sheet: Draft<Sheet>, before: Sheet, axis: Axis, at: number, count: number): void {
  for (const merge of findMerges(before)) {
    const { start, length } = mergeSpan(merge, axis);
    if (start < at && at < start + length) writeMerge(sheet, withMergeSpan(merge, axis, start, length + count));
  }
}

export const insertRows: WorkbookCommand<InsertRowsParams> = {
  id: 'workbook.insert-rows',
  rebase: rebaseInsert('rows'),
  run(draft, params, ctx) {
    const at = params.side === 'above' ? params.index : params.index + 1;
    insertVectors(draft, ctx, 'rows', params.sheetId, at, params.count);
  },
};

export const insertColumns: WorkbookCommand<InsertColumnsParams> = {
  id: 'workbook.insert-columns',
  rebase: rebaseInsert('columns'),
  run(draft, params, ctx) {
    const at = params.side === 'left' ? params.index : params.index + 1;
    insertVectors(draft, ctx, 'columns', params.sheetId, at, params.count);
  },
};
