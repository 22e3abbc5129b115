import { toNumber } from '../../coerce.js';
import { dateToSerial, serialToDate, serialWeekday, type DateParts } from '../../../workbook/index.js';
import { ERRORS, FormulaError, isError, type Value } from '../../values.js';

/** 9999-12-31, the last date Excel accepts. */
export const MAX_SERIAL = 2_958_465;

/**
 * A date argument as a serial: numbers, TRUE/FALSE, date text ("2024-01-02"); negative or past
 * 9999-12-31 is #NUM!, as in Excel. A missing argument is #VALUE!.
 */
export function serialArg(args: readonly Value[], i: number): number | FormulaError {
  if (i >= args.length) return ERRORS.VALUE;
  const n = toNumber(args[i]);
  if (isError(n)) return n;
  return n < 0 || n >= MAX_SERIAL + 1 ? ERRORS.NUM : n;
}

/** A date argument truncated to whole days. */
export function dayArg(args: readonly Value[], i: number): number | FormulaError {
  const n = serialArg(args, i);
  return isError(n) ? n : Math.floor(n);
}

/**
 * A date argument's day as Excel's calendar conversion reads it: the time rounded to the nearest second
 * first, so 23:59:59.9 belongs to the next day (DAYS360 reads its dates so; DAYS truncates).
 */
export function secondRoundedDayArg(args: readonly Value[], i: number): number | FormulaError {
  const n = serialArg(args, i);
  return isError(n) ? n : Math.floor(Math.round(n * 86_400) / 86_400);
}

/** Calendar parts; serial 0 is Excel's "1900-01-00" (YEAR 1900, MONTH 1, DAY 0). */
export function partsOf(serial: number): DateParts {
  return Math.floor(serial) === 0 ? { year: 1900, month: 1, day: 0 } : serialToDate(serial);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month of the real calendar (February 1900 has 28, as in the date serial arithmetic). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Serial of a year/month/day where month and day may overflow as in DATE(). Counts Excel's 1900-02-29. */
export function serialOf(year: number, month: number, day: number): number {
  // Going through day 1 then adding days keeps DATE(1900,2,29) = 60, the leap day Excel invented.
  const normalized = new Date(Date.UTC(2000, month - 1, 1));
  const y = year + (normalized.getUTCFullYear() - 2000);
  return dateToSerial(y, normalized.getUTCMonth() + 1, 1) + day - 1;
}

/** Day of week with Monday = 0 ... Sunday = 6 (the order of NETWORKDAYS.INTL weekend strings). */
export function mondayIndex(serial: number): number {
  return (serialWeekday(serial) + 6) % 7;
}

/** The date `months` months on, the day clamped to that month's end (EDATE). */
export function addMonths(serial: number, months: number): { year: number; month: number; day: number } {
  const { year, month, day } = partsOf(serial);
  const total = year * 12 + (month - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  return { year: y, month: m, day: Math.min(day, daysInMonth(y, m)) };
}

/** A computed date serial, or #NUM! outside Excel's date range (NaN from absurd month counts included). */
export function checkedSerial(serial: number): number | FormulaError {
  return serial >= 0 && serial <= MAX_SERIAL ? serial : ERRORS.NUM;
}
