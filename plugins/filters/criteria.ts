import type { FilterCondition, FilterCriteria } from '../workbook/model/index.js';

/** What a filter looks at in one cell: the text it shows and, for numbers, the number. */
export interface FilterCell {
  readonly text: string;
  readonly number?: number;
}

/** Whether a column's criteria hide a row whose cell in that column is `cell`. */
export function hides(criteria: FilterCriteria, cell: FilterCell, hidden?: ReadonlySet<string>): boolean {
  const values = hidden ?? (criteria.hiddenValues ? new Set(criteria.hiddenValues) : undefined);
  // Only asked for the text when something could match it: formatting a number costs (engine-cells.ts).
  if (values !== undefined && values.size > 0 && values.has(cell.text)) return true;
  return criteria.condition !== undefined && !meets(criteria.condition, cell);
}

/** Whether criteria hide anything at all (a column with none of them is not filtered). */
export function isActive(criteria: FilterCriteria | undefined): criteria is FilterCriteria {
  return !!criteria && ((criteria.hiddenValues?.length ?? 0) > 0 || criteria.condition !== undefined);
}

/** Sheets' "Filter by condition": text tests ignore case; number tests need a number in the cell. */
export function meets(condition: FilterCondition, cell: FilterCell): boolean {
  switch (condition.type) {
    case 'is_empty':
      return cell.number === undefined && cell.text === '';
    case 'is_not_empty':
      return cell.number !== undefined || cell.text !== '';
    case 'text_contains':
    case 'text_not_contains':
    case 'text_begins_with':
    case 'text_ends_with':
    case 'text_is':
      return meetsText(condition, cell.text.toLowerCase());
    default:
      // Number tests never read the text: formatting a number is the costly part of reading a cell.
      return meetsNumber(condition, cell.number);
  }
}

function meetsText(condition: FilterCondition, text: string): boolean {
  const input = (condition.input1 ?? '').toLowerCase();
  switch (condition.type) {
    case 'text_contains':
      return text.includes(input);
    case 'text_not_contains':
      return !text.includes(input);
    case 'text_begins_with':
      return text.startsWith(input);
    case 'text_ends_with':
      return text.endsWith(input);
    default:
      return text === input;
  }
}

function meetsNumber(condition: FilterCondition, value: number | undefined): boolean {
  const a = Number(condition.input1);
  const b = Number(condition.input2);
  if (value === undefined || condition.input1 === undefined || condition.input1.trim() === '' || Number.isNaN(a)) return false;
  switch (condition.type) {
    case 'number_greater':
      return value > a;
    case 'number_greater_equal':
      return value >= a;
    case 'number_less':
      return value < a;
    case 'number_less_equal':
      return value <= a;
    case 'number_equal':
      return value === a;
    case 'number_not_equal':
      return value !== a;
    case 'number_between':
      return !Number.isNaN(b) && value >= Math.min(a, b) && value <= Math.max(a, b);
    case 'number_not_between':
      return !Number.isNaN(b) && (value < Math.min(a, b) || value > Math.max(a, b));
    default:
      return true;
  }
}
