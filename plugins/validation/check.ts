import {
  type CellValidation, type Compare, DATE_TESTS, NUMBER_TESTS, parseEntry, readDateText, readNumberText, TEXT_TESTS,
} from '../workbook/index.js';

const sameText = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A typed number (or date serial), or undefined when the text is neither. */
function numberOf(text: string, dates: boolean): number | undefined {
  const entry = parseEntry(text);
  if (entry.kind === 'value' && typeof entry.value === 'number') return entry.value;
  return dates ? readDateText(text) : undefined;
}

/** A limit read as a number or a date; an unreadable one makes the check pass (SPEC section 5). */
function limitOf(text: string | undefined, dates: boolean): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return dates ? (readDateText(text) ?? readNumberText(text.trim())?.value) : readNumberText(text.trim())?.value;
}

function compareCheck(test: { compare: Compare; limits: 1 | 2 }, validation: CellValidation, typed: string, dates: boolean): boolean {
  const a = limitOf(validation.input1, dates);
  const b = test.limits === 2 ? limitOf(validation.input2, dates) : 0;
  if (a === undefined || b === undefined) return true;
  const value = numberOf(typed, dates);
  return value !== undefined && test.compare(value, a, b);
}

/**
 * Whether a typed value passes a cell's data validation (SPEC section 5): empty values always pass,
 * lists compare case-insensitively, number and date limits that cannot be read make the check pass,
 * text tests ignore case. `listItems` gives a list validation's items when asked (undefined when its
 * range or name cannot be found, which lets the entry pass as an unreadable limit does).
 */
export function passesValidation(validation: CellValidation, typed: string, listItems: () => readonly string[] | undefined): boolean {
  if (typed.trim() === '') return true;
  const { type } = validation;
  if (type === 'checkbox') return /^(true|false)$/i.test(typed.trim());
  if (type.startsWith('list_')) return listItems()?.some((item) => sameText(item, typed)) ?? true;
  const [family, ...rest] = type.split('_');
  const test = rest.join('_');
  if (family === 'number') return compareCheck(NUMBER_TESTS[test], validation, typed, false);
  if (family === 'date') return compareCheck(NUMBER_TESTS[DATE_TESTS[test]], validation, typed, true);
  const limit = validation.input1 ?? '';
  if (limit === '') return true;
  return TEXT_TESTS[test](typed.toLowerCase(), limit.toLowerCase());
}
