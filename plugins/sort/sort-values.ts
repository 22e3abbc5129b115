import type { Scalar } from '../formulas/index.js';

/** What a sort compares: a cell's computed value. */
export type SortValue = Scalar;

/** Kinds of value in ascending order (Sheets and Excel agree): numbers, text, logicals, errors; blanks last. */
export const NUMBER = 0;
export const TEXT = 1;
export const LOGICAL = 2;
export const ERROR = 3;
export const BLANK = 4;

export const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: false });

export function kindOf(value: SortValue): number {
  if (value === null || value === '') return BLANK;
  if (typeof value === 'number') return NUMBER;
  if (typeof value === 'string') return TEXT;
  if (typeof value === 'boolean') return LOGICAL;
  return ERROR;
}

