import type { Scalar } from '../values.js';

const INCREMENTAL = Symbol('incrementalMemo');

/**
 * Derived data of a range that can follow a one-cell change instead of being rebuilt (a sorted copy
 * with prefix sums under 1,000 SUMIFs over a million cells). `applyChange` returns false when it
 * cannot, and the memo is dropped.
 */
export interface IncrementalMemo {
  readonly [INCREMENTAL]: true;
  applyChange(row: number, col: number, before: Scalar, after: Scalar): boolean;
}

export function markIncremental<T extends { applyChange(row: number, col: number, before: Scalar, after: Scalar): boolean }>(
  memo: T,
): T & IncrementalMemo {
  return Object.assign(memo, { [INCREMENTAL]: true as const });
}

export function isIncrementalMemo(value: unknown): value is IncrementalMemo {
  return typeof value === 'object' && value !== null && (value as Partial<IncrementalMemo>)[INCREMENTAL] === true;
}
