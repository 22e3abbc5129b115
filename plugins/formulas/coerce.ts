import { ERRORS, FormulaError, isMatrix, type Scalar, type Value } from './values.js';
import { toSignificant } from './significant-digits.js';

/**
 * Excel's coercion rules, used by every function so that they agree: text that reads as a number
 * counts as that number, TRUE is 1, an empty cell is 0 or "", and an error passes through.
 */

const NUMERIC_TEXT = /^\s*([+-])?\s*(\$)?\s*((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)(?:[eE]([+-]?\d+))?\s*(%)?\s*$/;

/** Reads numeric text: optional sign, $, thousands commas, decimals, exponent, %. */
export function parseNumericText(text: string): number | undefined {
  const match = NUMERIC_TEXT.exec(text);
  if (!match) return undefined;
  const [, sign, , digits, exponent, percent] = match;
  let n = Number(digits.replace(/,/g, '') + (exponent ? `e${exponent}` : ''));
  if (!Number.isFinite(n)) return undefined;
  if (sign === '-') n = -n;
  return percent ? n / 100 : n;
}

/** Pluggable reader of date/time text as a serial number (set by the date functions module). */
let dateTextReader: (text: string) => number | undefined = () => undefined;
export function setDateTextReader(reader: (text: string) => number | undefined): void {
  dateTextReader = reader;
}

/** A single value out of a value that may be an array or range: its top-left cell, as Excel does for 1x1. */
export function toScalar(value: Value): Scalar {
  if (!isMatrix(value)) return value;
  if (value.rows === 1 && value.cols === 1) return value.get(0, 0);
  return ERRORS.VALUE;
}

export function toNumber(value: Value): number | FormulaError {
  const v = toScalar(value);
  if (typeof v === 'number') return v;
  if (v === null) return 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (v instanceof FormulaError) return v;
  if (v === '') return ERRORS.VALUE;
  return parseNumericText(v) ?? dateTextReader(v) ?? ERRORS.VALUE;
}

export function toText(value: Value): string | FormulaError {
  const v = toScalar(value);
  if (typeof v === 'string') return v;
  if (v === null) return '';
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof FormulaError) return v;
  return numberToText(v);
}

export function toBoolean(value: Value): boolean | FormulaError {
  const v = toScalar(value);
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  if (v === null) return false;
  if (v instanceof FormulaError) return v;
  const upper = v.toUpperCase();
  if (upper === 'TRUE') return true;
  if (upper === 'FALSE') return false;
  return ERRORS.VALUE;
}

/**
 * A number as text the way Excel writes it into a string (`=1E+20&""`): 15 significant digits,
 * integers of up to 15 digits in full, scientific from 1E+15 up and below 1E-9.
 */
export function numberToText(n: number): string {
  if (!Number.isFinite(n)) return '#NUM!';
  if (n === 0) return '0';
  // An integer under 1E+15 is its own 15 digits: toFixed writes it without the text round trip below
  // (text made from whole numbers, `=A1&"-"&ROW()`, is the common case) and, like toPrecision, without
  // V8's number-string cache.
  if (Number.isInteger(n) && n < 1e15 && n > -1e15) return n.toFixed(0);
  const digits = n.toPrecision(15);
  const rounded = Number(digits);
  const abs = Math.abs(rounded);
  if (abs >= 1e15 || abs < 1e-9) {
    const [mantissa, exp] = rounded.toExponential().split('e');
    const e = Number(exp);
    return `${mantissa}E${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
  }
  if (abs < 1e-6) return rounded.toFixed(20).replace(/0+$/, '');
  // The 15 digits without their trailing zeros, which is what String(rounded) gives here, but without
  // String(): V8 keeps a double's text in its number-string cache, made in the old generation, so a
  // million numbers written as text leave garbage there for a full collection to find.
  return digits.includes('.') ? digits.replace(TRAILING_ZEROS, '') : digits;
}

const TRAILING_ZEROS = /\.?0+$/;

/** Rounds a result to 12 significant digits, as results are stored (SPEC section 9). */
export function roundResult(n: number): number {
  if (n === 0 || !Number.isFinite(n)) return n;
  return toSignificant(n, 12);
}

/**
 * Numbers that agree to 15 significant digits are equal, as Excel compares them: 0.1+0.2=0.3 is TRUE
 * although the doubles differ in the 17th digit.
 */
export function compareNumbers(a: number, b: number): number {
  if (a === b) return 0;
  const scale = Math.max(Math.abs(a), Math.abs(b));
  if (Math.abs(a - b) <= scale * 1e-15) return 0;
  return a < b ? -1 : 1;
}

/** Case-insensitive comparison of text, as spreadsheets compare. */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Orders two scalars as comparison operators do: numbers < text < booleans; empty acts as 0, "" or
 * FALSE depending on the other side. Errors are handled by the caller.
 */
export function compareScalars(a: Exclude<Scalar, FormulaError>, b: Exclude<Scalar, FormulaError>): number {
  if (a === null) a = typeof b === 'string' ? '' : typeof b === 'boolean' ? false : 0;
  if (b === null) b = typeof a === 'string' ? '' : typeof a === 'boolean' ? false : 0;
  const rank = (v: number | string | boolean) => (typeof v === 'number' ? 0 : typeof v === 'string' ? 1 : 2);
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (typeof a === 'string') return compareText(a, b as string);
  if (typeof a === 'number') return compareNumbers(a, b as number);
  return Number(a) - Number(b as boolean);
}
