import type { Draft } from 'immer';
import { UserError } from '../../../kernel/index.js';
import type { Sheet } from '../model/sheet.js';
import type { Workbook } from '../model/workbook.js';
import { mergeSpan, setVectorIds, vectorIds, type Axis } from './axis.js';
import { draftSheet, sheetBefore, type WorkbookCommand, type WorkbookContext } from './context.js';
import { findMerges } from './merges.js';
import { rebaseMove } from './rebase.js';
import {
  COLUMNS_INTO_MERGE_MESSAGE, COLUMNS_PART_OF_MERGE_MESSAGE, OUTSIDE_SHEET_MESSAGE, ROWS_INTO_MERGE_MESSAGE, ROWS_PART_OF_MERGE_MESSAGE,
} from './messages.js';

/**
 * Moves the block `from`..`from + count - 1` so that it sits before the vector that was at index `to`
 * before the move (`to` may be the length, for the end). Positions are before the change, as in the
 * kernel's StructuralChange; a `to` inside the block or just after it changes nothing.
 */
export interface MoveVectorsParams {
  readonly sheetId: string;
  readonly from: number;
  readonly count?: number;
  readonly to: number;
}

function moveVectors(draft: Draft<Workbook>, ctx: WorkbookContext, axis: Axis, params: MoveVectorsParams): void {
  const before = sheetBefore(ctx, params.sheetId);
  const ids = vectorIds(before, axis);
  const { from, to } = params;
  const count = Math.trunc(params.count ?? 1);
  const whole = Number.isInteger(from) && Number.isInteger(to) && Number.isInteger(count);
  if (!whole || from < 0 || count < 1 || from + count > ids.length || to < 0 || to > ids.length) throw new UserError(OUTSIDE_SHEET_MESSAGE);
  if (to >= from && to <= from + count) return;
  checkMerges(before, axis, from, count, to);
  const block = ids.slice(from, from + count);
  const rest = [...ids.slice(0, from), ...ids.slice(from + count)];
  const at = to > from ? to - count : to;
  setVectorIds(draftSheet(draft, params.sheetId), axis, [...rest.slice(0, at), ...block, ...rest.slice(at)]);
  ctx.adjust({ kind: axis === 'rows' ? 'move-rows' : 'move-columns', sheetId: params.sheetId, from, count, to });
}

/** SPEC section 5: a move may neither split a merge nor land inside one. */
function checkMerges(before: Sheet, axis: Axis, from: number, count: number, to: number): void {
  for (const merge of findMerges(before)) {
    const { start, length } = mergeSpan(merge, axis);
    const end = start + length; // exclusive
    const overlap = Math.min(end, from + count) - Math.max(start, from);
    if (overlap > 0 && overlap < length) throw new UserError(axis === 'rows' ? ROWS_PART_OF_MERGE_MESSAGE : COLUMNS_PART_OF_MERGE_MESSAGE);
    if (overlap <= 0 && start < to && to < end) throw new UserError(axis === 'rows' ? ROWS_INTO_MERGE_MESSAGE : COLUMNS_INTO_MERGE_MESSAGE);
  }
}

export const moveRows: WorkbookCommand<MoveVectorsParams> = {
  id: 'workbook.move-rows',
  rebase: rebaseMove('rows'),
  run: (draft, params, ctx) => moveVectors(draft, ctx, 'rows', params),
};

export const moveColumns: WorkbookCommand<MoveVectorsParams> = {
  id: 'workbook.move-columns',
  rebase: rebaseMove('columns'),
  run: (draft, params, ctx) => moveVectors(draft, ctx, 'columns', params),
};
