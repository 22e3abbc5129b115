import type { CellState } from '../cell-changes.js';

/** How a side of a change reads: the formula with its value, the value, or that there is nothing. */
export function cellText(state: CellState | null): string {
  if (state === null) return '(empty)';
  const value = valueText(state.value);
  return state.formula === undefined ? value : `${state.formula} → ${value}`;
}

/** A value as a person reads it; absent (an output one version does not have) reads "(none)". */
export function valueText(value: unknown): string {
  if (value === undefined) return '(none)';
  if (value === null || value === '') return '(empty)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
