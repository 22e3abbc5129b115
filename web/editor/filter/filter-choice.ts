/**
 * The "Filter by values" checklist as data: which values are checked, what the search shows, and the
 * hidden values an OK stores. Kept apart from the popup so it can be tested without a DOM.
 */

/** How a blank cell is listed (Sheets' wording). */
export const BLANK_LABEL = '(Blanks)';

export function valueLabel(value: string): string {
  return value === '' ? BLANK_LABEL : value;
}

/** The listed values a search shows: their label contains the search text, ignoring case. */
export function searched(values: readonly string[], search: string): readonly string[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return values;
  return values.filter((value) => valueLabel(value).toLowerCase().includes(needle));
}

/** The values checked when the popup opens: every listed value the criteria do not hide. */
export function initiallyChecked(values: readonly string[], hidden: readonly string[] | undefined): Set<string> {
  const hiddenSet = new Set(hidden ?? []);
  return new Set(values.filter((value) => !hiddenSet.has(value)));
}

/** "Select all" and "Clear" act on the values the search shows, as in Sheets. */
export function withAll(checked: ReadonlySet<string>, shown: readonly string[], on: boolean): Set<string> {
  const next = new Set(checked);
  for (const value of shown) {
    if (on) next.add(value);
    else next.delete(value);
  }
  return next;
}

export function toggled(checked: ReadonlySet<string>, value: string): Set<string> {
  const next = new Set(checked);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
}

/**
 * The hidden values after OK: the listed values left unchecked, plus values hidden before that the
 * (capped) list did not show, so a long column does not lose them.
 */
export function hiddenAfter(listed: readonly string[], checked: ReadonlySet<string>, previous: readonly string[] | undefined): string[] {
  const listedSet = new Set(listed);
  const kept = (previous ?? []).filter((value) => !listedSet.has(value));
  return [...listed.filter((value) => !checked.has(value)), ...kept];
}
