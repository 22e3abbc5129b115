import type { Scalar } from '../formulas/values.js';

/** What a sort compares: a cell's computed value. */
export type SortValue = Scalar;

/** Rank of each kind of value, ascending (Sheets and Excel agree): numbers, text, logicals, errors. */
function rank(value: Exclude<SortValue, null>): number {
  if (typeof value === 'number') return 0;
  if (typeof value === 'string') return 1;
  if (typeof value === 'boolean') return 2;
  return 3;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: false });

/**
 * Orders two values as a spreadsheet sorts a column: numbers (and dates, which are numbers) by size,
 * text without regard to case, FALSE before TRUE, errors last of the values; blanks (and empty text)
 * always at the bottom, whichever the direction, as in Sheets and Excel.
 */
export function compareSortValues(a: SortValue, b: SortValue, descending: boolean): number {
  const aBlank = isBlank(a);
  const bBlank = isBlank(b);
  if (aBlank || bBlank) return aBlank === bBlank ? 0 : aBlank ? 1 : -1;
  const order = compareValues(a as Exclude<SortValue, null>, b as Exclude<SortValue, null>);
  return descending ? -order : order;
}

function isBlank(value: SortValue): boolean {
  return value === null || value === '';
}

function compareValues(a: Exclude<SortValue, null>, b: Exclude<SortValue, null>): number {
  const byKind = rank(a) - rank(b);
  if (byKind !== 0) return byKind;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return 0; // two errors: kept in their order
}
