import { parseNumericText, toScalar } from '../../coerce.js';
import type { EagerFunction } from '../../function-definition.js';
import { DAYS_1900_TO_1904, formatValue, type DateSystem } from '../../number-format/index.js';
import { ERRORS, FormulaError, type Scalar } from '../../values.js';
import { readDateText } from '../date/date-text.js';
import { boolArg, intArg, numberArg, textArg, withArgs } from './args.js';
import { printFixed } from './round-text.js';

/** Excel refuses more than 127 decimals in FIXED and DOLLAR. */
const MAX_DECIMALS = 127;

function fixed(value: number, decimals: number, noCommas: boolean): string | FormulaError {
  if (decimals > MAX_DECIMALS) return ERRORS.VALUE;
  const digits = printFixed(value, decimals, !noCommas);
  return Number(digits.replace(/,/g, '')) !== 0 && value < 0 ? `-${digits}` : digits;
}

/** DOLLAR shows negatives in parentheses, as its default currency format does in Excel (en-US). */
function dollar(value: number, decimals: number): string | FormulaError {
  if (decimals > MAX_DECIMALS) return ERRORS.VALUE;
  const digits = `$${printFixed(value, decimals, true)}`;
  return value < 0 && Number(digits.replace(/[$,]/g, '')) !== 0 ? `(${digits})` : digits;
}

/**
 * TEXT's value: numeric or date text counts as its number; other text goes to the text section. Date
 * text reads as a 1900-system serial, moved to the 1904 system's count when the workbook uses it.
 */
function formattable(value: Scalar, dateSystem: DateSystem): number | string | boolean | FormulaError {
  if (value === null) return 0;
  if (typeof value !== 'string') return value;
  const number = parseNumericText(value);
  if (number !== undefined) return number;
  const date = readDateText(value);
  if (date === undefined) return value;
  return dateSystem === 1904 ? date - DAYS_1900_TO_1904 : date;
}

/**
 * TEXT(value, format_text): the value as the format shows it (number-format/index.ts, the formatter
 * cells use), #VALUE! for an invalid format or a date the format cannot show (negative in the 1900
 * date system, past 9999-12-31). A fill (`*x`) prints nothing, `_x` a space.
 */
function text(value: Scalar, pattern: string, dateSystem: DateSystem): string | FormulaError {
  const input = formattable(value, dateSystem);
  if (input instanceof FormulaError) return input;
  if (pattern === '') return '';
  const shown = formatValue(pattern, input, { dateSystem });
  if (shown === undefined) return new FormulaError('#VALUE!', `Invalid format "${pattern}"`);
  return typeof shown === 'string' ? shown : new FormulaError('#VALUE!', 'The format cannot show this date or time (negative, or past 9999-12-31)');
}

/** Accounting negatives: VALUE("(1,000)") is -1000 in Excel. */
const PARENTHESISED = /^\s*\(([^()]*)\)\s*$/;

/** VALUE: numbers stay, numeric, date and time text convert; booleans and other text are #VALUE!. */
function value(v: Scalar): number | FormulaError {
  if (typeof v === 'number' || v instanceof FormulaError) return v;
  if (v === null) return 0;
  if (typeof v === 'boolean') return ERRORS.VALUE;
  const negative = PARENTHESISED.exec(v);
  if (negative) {
    const inner = parseNumericText(negative[1]);
    return inner !== undefined && inner >= 0 ? -inner : ERRORS.VALUE;
  }
  return parseNumericText(v) ?? readDateText(v) ?? ERRORS.VALUE;
}

/** NUMBERVALUE: locale-independent reading with given separators; spaces ignored, each trailing % divides by 100. */
function numberValue(textIn: string, decimalSep: string, groupSep: string): number | FormulaError {
  const dec = decimalSep[0];
  const group = groupSep[0];
  if (dec === undefined || group === undefined) return ERRORS.VALUE;
  let s = textIn.replace(/\s+/g, '');
  if (s === '') return 0;
  let percents = 0;
  while (s.endsWith('%')) {
    s = s.slice(0, -1);
    percents++;
  }
  const decAt = s.indexOf(dec);
  if (decAt >= 0 && (s.indexOf(dec, decAt + 1) >= 0 || s.indexOf(group, decAt + 1) >= 0)) return ERRORS.VALUE;
  const plain = decAt >= 0 ? s.slice(0, decAt).split(group).join('') + '.' + s.slice(decAt + 1) : s.split(group).join('');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(plain)) return ERRORS.VALUE;
  // A group separator may take an exponent's sign away ("5E-324" grouped by "-" reads 5E324).
  const value = Number(plain) / 100 ** percents;
  return Number.isFinite(value) ? value : ERRORS.NUM;
}

export const numberTextFunctions: readonly EagerFunction[] = [
  {
    name: 'TEXT',
    category: 'text',
    minArgs: 2,
    maxArgs: 2,
    description: 'A value formatted with a number format, such as "#,##0.00" or "yyyy-mm-dd".',
    syntax: 'TEXT(value, format_text)',
    call: (args, ctx) => withArgs([textArg(args, 1)], (pattern) => text(toScalar(args[0]), pattern, ctx.dateSystem ?? 1900)),
  },
  {
    name: 'FIXED',
    category: 'text',
    minArgs: 1,
    maxArgs: 3,
    description: 'A number rounded to decimals as text, with or without thousands commas.',
    syntax: 'FIXED(number, [decimals], [no_commas])',
    call: (args) => withArgs([numberArg(args, 0), intArg(args, 1, 2), boolArg(args, 2, false)], fixed),
  },
  {
    name: 'DOLLAR',
    category: 'text',
    minArgs: 1,
    maxArgs: 2,
    description: 'A number as currency text, rounded to decimals.',
    syntax: 'DOLLAR(number, [decimals])',
    call: (args) => withArgs([numberArg(args, 0), intArg(args, 1, 2)], dollar),
  },
  {
    name: 'VALUE',
    category: 'text',
    minArgs: 1,
    maxArgs: 1,
    description: 'The number in a text (numbers, percentages, currency, dates and times).',
    syntax: 'VALUE(text)',
    call: (args) => value(toScalar(args[0])),
  },
  {
    name: 'NUMBERVALUE',
    category: 'text',
    minArgs: 1,
    maxArgs: 3,
    description: 'The number in a text, with given decimal and group separators.',
    syntax: 'NUMBERVALUE(text, [decimal_separator], [group_separator])',
    call: (args) => withArgs([textArg(args, 0), textArg(args, 1, '.'), textArg(args, 2, ',')], numberValue),
  },
];

