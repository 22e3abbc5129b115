import type { Draft } from 'immer';
import { UserError } from '../../../kernel/index.js';
import { DEFAULT_COLUMN_WIDTH, DEFAULT_ROW_HEIGHT, MIN_SIZE_MESSAGE, MIN_VECTOR_SIZE } from '../defaults.js';
import type { Workbook } from '../model/workbook.js';
import { setSize, sizeOf, vectorIds, vectorsById, type Axis, type Vector } from './axis.js';
import { draftSheet, sheetBefore, type WorkbookCommand, type WorkbookContext } from './context.js';
import { checkedSpan, type VectorSpanParams } from './vector-span.js';

export interface ResizeVectorsParams extends VectorSpanParams {
  /** New height or width in pixels, at least 4. */
  readonly size: number;
}

function eachVector(draft: Draft<Workbook>, ctx: WorkbookContext, axis: Axis, params: VectorSpanParams, visit: (vector: Draft<Vector>) => void): void {
  const before = sheetBefore(ctx, params.sheetId);
  const { start, count } = checkedSpan(before, axis, params.start, params.count);
  const byId = vectorsById(draftSheet(draft, params.sheetId), axis);
  for (const id of vectorIds(before, axis).slice(start, start + count)) visit(byId[id]);
}

/**
 * SPEC section 4: hiding keeps the real size and sets the size to 0. A vector that a cell function
 * already hides keeps its stored real size and is marked as hidden by the user too.
 */
function hide(vector: Draft<Vector>): void {
  if (vector.hiddenByUser) return;
  if (!vector.hidden) {
    vector.realSize = sizeOf(vector);
    setSize(vector, 0);
    vector.hidden = true;
  }
  vector.hiddenByUser = true;
}

/** Unhiding restores the real size; vectors that were not hidden by the user are left alone. */
function unhide(vector: Draft<Vector>): void {
  if (!vector.hiddenByUser) return;
  // A file may carry a hidden vector without its real size: it comes back at the default size.
  setSize(vector, vector.realSize ?? (sizeOf(vector) || defaultSize(vector)));
  delete vector.hidden;
  delete vector.realSize;
  delete vector.hiddenByUser;
}

function defaultSize(vector: Vector): number {
  return 'height' in vector ? DEFAULT_ROW_HEIGHT : DEFAULT_COLUMN_WIDTH;
}

/** A hidden vector keeps size 0 and takes the new size as the one to restore. */
function resize(vector: Draft<Vector>, size: number): void {
  if (vector.hidden) vector.realSize = size;
  else if (sizeOf(vector) !== size) setSize(vector, size);
}

function resizeCommand(axis: Axis): WorkbookCommand<ResizeVectorsParams> {
  return {
    id: axis === 'rows' ? 'workbook.resize-rows' : 'workbook.resize-columns',
    run(draft, params, ctx) {
      if (!(params.size >= MIN_VECTOR_SIZE)) throw new UserError(MIN_SIZE_MESSAGE);
      eachVector(draft, ctx, axis, params, (vector) => resize(vector, params.size));
    },
  };
}

function visibilityCommand(axis: Axis, verb: 'hide' | 'unhide'): WorkbookCommand<VectorSpanParams> {
  return {
    id: `workbook.${verb}-${axis}`,
    run: (draft, params, ctx) => eachVector(draft, ctx, axis, params, verb === 'hide' ? hide : unhide),
  };
}

export const hideRows = visibilityCommand('rows', 'hide');
export const hideColumns = visibilityCommand('columns', 'hide');
export const unhideRows = visibilityCommand('rows', 'unhide');
export const unhideColumns = visibilityCommand('columns', 'unhide');
export const resizeRows = resizeCommand('rows');
export const resizeColumns = resizeCommand('columns');
