import type { Draft } from 'immer';
import { newColumn, newRow } from '../create.js';
import type { IdGenerator } from '../ids.js';
import type { Column, Row, Sheet } from '../model/sheet.js';
import type { Merge } from './merges.js';

/** Rows and columns behave alike; an Axis names which one a vector command works on. */
export type Axis = 'rows' | 'columns';
export type Vector = Row | Column;

export function vectorIds(sheet: Sheet, axis: Axis): readonly string[] {
  return axis === 'rows' ? sheet.rowIds : sheet.columnIds;
}

/** Replaces the whole ids array: splicing a draft array would make one patch per shifted index. */
export function setVectorIds(sheet: Draft<Sheet>, axis: Axis, ids: string[]): void {
  if (axis === 'rows') sheet.rowIds = ids;
  else sheet.columnIds = ids;
}

export function vectorsById(sheet: Draft<Sheet>, axis: Axis): Record<string, Draft<Vector>> {
  return (axis === 'rows' ? sheet.rowsById : sheet.columnsById) as Record<string, Draft<Vector>>;
}

export function sizeOf(vector: Vector): number {
  return 'height' in vector ? vector.height : vector.width;
}

export function setSize(vector: Draft<Vector>, size: number): void {
  if ('height' in vector) vector.height = size;
  else vector.width = size;
}

export function newVector(axis: Axis, ids: IdGenerator): Vector {
  return axis === 'rows' ? newRow(ids) : newColumn(ids);
}

/** A merge's start and length along an axis. */
export function mergeSpan(merge: Merge, axis: Axis): { start: number; length: number } {
  return axis === 'rows' ? { start: merge.top, length: merge.rows } : { start: merge.left, length: merge.columns };
}

export function withMergeSpan(merge: Merge, axis: Axis, start: number, length: number): Merge {
  return axis === 'rows' ? { ...merge, top: start, rows: length } : { ...merge, left: start, columns: length };
}

/**
 * Appends default rows or columns until there are `needed` (a paste or a shift running past the
 * end). Returns the ids after growing; appending shifts nothing, so no adjuster needs telling.
 */
export function appendVectors(sheet: Draft<Sheet>, ids: IdGenerator, axis: Axis, current: readonly string[], needed: number): readonly string[] {
  if (needed <= current.length) return current;
  const added = Array.from({ length: needed - current.length }, () => newVector(axis, ids));
  const byId = vectorsById(sheet, axis);
  for (const vector of added) byId[vector.id] = vector;
  const next = [...current, ...added.map((vector) => vector.id)];
  setVectorIds(sheet, axis, next);
  return next;
}
