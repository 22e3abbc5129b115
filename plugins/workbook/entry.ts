// Per-function modules: the package's index loads all of date-fns (+3.4 MB of heap in the server).
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import type { CellType } from './model/cell.js';
import { type DateSystem, dateToSerial } from './dates.js';
import { NUMBER_FORMATS } from './defaults.js';

/** What a person typed into a cell, once recognised (SPEC section 5 "Numeric text", "Dates parsed"). */
export type Entry =
  | { readonly kind: 'empty' }
  | { readonly kind: 'formula'; readonly formula: string }
  | { readonly kind: 'value'; readonly value: number | string | boolean; readonly type: CellType; readonly format?: string };

const NUMBER_PATTERN = /^([+-])?(\$)?([+-])?((?:\d{1,3}(?:,\d{3})+|\d*)(?:\.\d+)?)(%)?$/;

/**
 * Turns the text typed into a cell into its content. `today` only gives the year of "M/D" dates; dates
 * become serials of the workbook's date system.
 */
export function parseEntry(text: string, today: Date = new Date(), dateSystem: DateSystem = 1900): Entry {
  if (text.startsWith('=')) return readFormula(text);
  // A leading apostrophe keeps the rest as text, as in other spreadsheets ("'123" stays "123").
  if (text.startsWith("'")) return { kind: 'value', value: text.slice(1), type: 'TEXT' };
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  return readNumber(trimmed) ?? readBoolean(trimmed) ?? readDate(trimmed, today, dateSystem) ?? { kind: 'value', value: text, type: 'TEXT' };
}

/** Smart quotes become straight quotes and en/em dashes hyphens, so pasted formulas parse. */
export function normaliseFormulaText(formula: string): string {
  return formula.replace(/[\u201C\u201D]/g, '"').replace(/[\u2018\u2019]/g, "'").replace(/[\u2013\u2014]/g, '-');
}

function readFormula(text: string): Entry {
  // SPEC section 4: a formula of only "=" is stored as empty.
  if (text.trim() === '=') return { kind: 'empty' };
  return { kind: 'formula', formula: normaliseFormulaText(text) };
}

/** Numeric text: optional sign, $, thousands commas, decimals and %; undefined when it is not a number. */
export function readNumberText(text: string): { value: number; percent: boolean; currency: boolean } | undefined {
  const match = NUMBER_PATTERN.exec(text);
  if (!match) return undefined;
  const [, signBefore, dollar, signAfter, digits, percent] = match;
  if (signBefore && signAfter) return undefined;
  if (!/\d/.test(digits)) return undefined;
  const sign = (signBefore ?? signAfter) === '-' ? -1 : 1;
  let value = sign * Number(digits.replace(/,/g, ''));
  // Dividing by 100 can leave binary noise (1.1% -> 0.011000000000000001).
  if (percent) value = Number((value / 100).toPrecision(15));
  return { value: value === 0 ? 0 : value, percent: percent !== undefined, currency: dollar !== undefined };
}

function readNumber(text: string): Entry | undefined {
  const number = readNumberText(text);
  if (!number) return undefined;
  // Shown as typed: "10%" reads 10%, "12.5%" reads 12.5% (not 0.1 and 0.125).
  if (number.percent) return { kind: 'value', value: number.value, type: 'PERCENT', format: percentFormat(text) };
  if (number.currency) return { kind: 'value', value: number.value, type: 'NUMBER', format: NUMBER_FORMATS.currency };
  return { kind: 'value', value: number.value, type: 'NUMBER' };
}

/** A percent pattern with as many decimals as were typed: '0%', '0.0%', '0.00%'... */
function percentFormat(text: string): string {
  const decimals = /\.(\d+)%$/.exec(text)?.[1].length ?? 0;
  return decimals === 0 ? '0%' : `0.${'0'.repeat(decimals)}%`;
}

function readBoolean(text: string): Entry | undefined {
  const upper = text.toUpperCase();
  if (upper === 'TRUE') return { kind: 'value', value: true, type: 'BOOLEAN' };
  if (upper === 'FALSE') return { kind: 'value', value: false, type: 'BOOLEAN' };
  return undefined;
}

function readDate(text: string, today: Date, dateSystem: DateSystem): Entry | undefined {
  const serial = readDateText(text, today, dateSystem);
  if (serial === undefined) return undefined;
  return { kind: 'value', value: serial, type: 'DATE', format: NUMBER_FORMATS.date };
}

/**
 * The accepted date layouts. Each has a pattern that the text must match first, because date-fns
 * alone would read "1/5/24" as the year 24; `yearless` ones take the year of `today`.
 */
const DATE_LAYOUTS: readonly { pattern: RegExp; format: string; yearless?: boolean }[] = [
  { pattern: /^\d{4}-\d{1,2}-\d{1,2}$/, format: 'yyyy-MM-dd' },
  { pattern: /^\d{1,2}\/\d{1,2}\/\d{4}$/, format: 'MM/dd/yyyy' },
  { pattern: /^\d{1,2}\/\d{1,2}$/, format: 'M/d', yearless: true },
  { pattern: /^[a-z]{3}\s+\d{4}$/i, format: 'MMM yyyy' },
  { pattern: /^[a-z]{4,}\s+\d{4}$/i, format: 'MMMM yyyy' },
  { pattern: /^[a-z]{3}\s+\d{1,2},?\s+\d{4}$/i, format: 'MMM d yyyy' },
  { pattern: /^[a-z]{4,}\s+\d{1,2},?\s+\d{4}$/i, format: 'MMMM d yyyy' },
  { pattern: /^\d{1,2}\s+[a-z]{3}\s+\d{4}$/i, format: 'd MMM yyyy' },
  { pattern: /^\d{1,2}\s+[a-z]{4,}\s+\d{4}$/i, format: 'd MMMM yyyy' },
];

/** A fixed reference date, so parsing never depends on the clock except for the year of "M/D". */
const REFERENCE_DATE = new Date(2000, 0, 1);

/** The date serial of a date typed in one of the accepted layouts, or undefined. */
export function readDateText(text: string, today: Date = new Date(), dateSystem: DateSystem = 1900): number | undefined {
  const trimmed = text.trim();
  for (const layout of DATE_LAYOUTS) {
    if (!layout.pattern.test(trimmed)) continue;
    const cleaned = trimmed.replace(',', ' ').replace(/\s+/g, ' ');
    const parsed = parse(cleaned, layout.format, REFERENCE_DATE);
    if (!isValid(parsed)) continue;
    const year = layout.yearless ? today.getFullYear() : parsed.getFullYear();
    if (year < (dateSystem === 1904 ? 1904 : 1900)) continue; // before the date system's first day: text
    // "2/29" was checked against the leap year 2000; this year may not have it.
    if (new Date(year, parsed.getMonth(), parsed.getDate()).getMonth() !== parsed.getMonth()) continue;
    return dateToSerial(year, parsed.getMonth() + 1, parsed.getDate(), dateSystem);
  }
  return undefined;
}
