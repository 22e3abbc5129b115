import type { Sheet } from '../workbook/model/index.js';
import { filterArea } from './filter-area.js';
import { filteredRows, type FilterCellReader } from './hidden-rows.js';

/** The "Filter by values" list of a column: its distinct displayed texts, sorted, at most `limit`. */
export interface ColumnValues {
  readonly values: readonly string[];
  /** More distinct values exist than were listed. */
  readonly truncated: boolean;
}

/** Past this, the checklist stops growing; the popup says so and the search box narrows it. */
export const COLUMN_VALUES_LIMIT = 1000;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The distinct texts of a column of the filter's block below the header (blank as ''), sorted as Sheets
 * lists them: blanks last, the rest in natural order (numbers by value, then case-insensitively). Values
 * the criteria already hide are listed too, so they can be checked again; rows other columns' criteria
 * hide are not read, as in Sheets (the list offers what this column can still show). `matches` narrows
 * the list (the popup's search, over the whole column when the list was capped).
 */
export function columnValues(
  sheet: Sheet, col: number, read: FilterCellReader, limit = COLUMN_VALUES_LIMIT, matches: (text: string) => boolean = () => true,
): ColumnValues {
  const area = filterArea(sheet);
  if (!area || col < area.left || col > area.right) return { values: [], truncated: false };
  const seen = new Set<string>();
  const hiddenByOthers = new Set(filteredRows(sheet, read, col));
  let truncated = false;
  for (let row = area.top + 1; row <= area.bottom; row++) {
    if (hiddenByOthers.has(row)) continue;
    const text = read(row, col).text;
    if (seen.has(text) || !matches(text)) continue;
    if (seen.size >= limit) {
      truncated = true;
      break;
    }
    seen.add(text);
  }
  for (const hidden of sheet.filter?.criteriaByColumnId[sheet.columnIds[col]]?.hiddenValues ?? []) if (seen.size < limit && matches(hidden)) seen.add(hidden);
  return { values: [...seen].sort(compareValues), truncated };
}

export function compareValues(a: string, b: string): number {
  if (a === '' || b === '') return a === b ? 0 : a === '' ? 1 : -1;
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
