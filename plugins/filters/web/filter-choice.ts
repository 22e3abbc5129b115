/**
 * The "Filter by values" checklist as data: what the search lists, and which values are unchecked. The
 * state is the set of hidden (unchecked) values, not the checked ones, so a capped list and a search over
 * the whole column need no bookkeeping: values never listed keep their state. Kept apart from the popup
 * so it can be tested without a DOM.
 */
import type { ColumnValues } from '../../../plugins/filters/index.js';

/** How a blank cell is listed (Sheets' wording). */
export const BLANK_LABEL = '(Blanks)';

export function valueLabel(value: string): string {
  return value === '' ? BLANK_LABEL : value;
}

/** Whether a value's label contains the search text, ignoring case and surrounding spaces. */
export function matchesSearch(value: string, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || valueLabel(value).toLowerCase().includes(needle);
}

/**
 * What the list shows for a search: the full list filtered in memory when it holds the whole column,
 * otherwise a new scan of the column (`rescan`) so a search finds values past the cap.
 */
export function searchedValues(full: ColumnValues, search: string, rescan: (matches: (text: string) => boolean) => ColumnValues): ColumnValues {
  if (search.trim() === '') return full;
  if (!full.truncated) return { values: full.values.filter((value) => matchesSearch(value, search)), truncated: false };
  return rescan((text) => matchesSearch(text, search));
}

/** "Select all" (show) and "Clear" (hide) act on the values the search lists, as in Sheets. */
export function withAll(hidden: ReadonlySet<string>, listed: readonly string[], show: boolean): Set<string> {
  const next = new Set(hidden);
  for (const value of listed) {
    if (show) next.delete(value);
    else next.add(value);
  }
  return next;
}

export function toggled(hidden: ReadonlySet<string>, value: string): Set<string> {
  const next = new Set(hidden);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
}
