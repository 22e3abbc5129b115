import { dateToSerial, serialToDate, type DateParts } from '../../../workbook/dates.js';

/**
 * Day-count conventions (basis): 0 US 30/360, 1 actual/actual, 2 actual/360, 3 actual/365,
 * 4 European 30/360. Dates are whole serial numbers.
 */
export type Basis = 0 | 1 | 2 | 3 | 4;

export function isBasis(n: number): n is Basis {
  return n === 0 || n === 1 || n === 2 || n === 3 || n === 4;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const lastOfFebruary = (d: DateParts) => d.month === 2 && d.day === daysInMonth(d.year, 2);

/** Days between two dates counted with 30-day months: NASD rules (US) or European. */
export function days360(start: number, end: number, european: boolean): number {
  const a = serialToDate(start);
  const b = serialToDate(end);
  let d1 = a.day;
  let d2 = b.day;
  if (european) {
    if (d1 === 31) d1 = 30;
    if (d2 === 31) d2 = 30;
  } else {
    if (lastOfFebruary(a) && lastOfFebruary(b)) d2 = 30;
    if (lastOfFebruary(a)) d1 = 30;
    if (d2 === 31 && d1 >= 30) d2 = 30;
    if (d1 === 31) d1 = 30;
  }
  return (b.year - a.year) * 360 + (b.month - a.month) * 30 + (d2 - d1);
}

/** Days from start to end under a basis (30/360 for 0 and 4, actual otherwise). */
export function dayCount(start: number, end: number, basis: Basis): number {
  if (basis === 0) return days360(start, end, false);
  if (basis === 4) return days360(start, end, true);
  return end - start;
}

/** Days in the year under a basis; for actual/actual, of the year of `date`. */
export function yearDays(basis: Basis, date?: number): number {
  if (basis === 3) return 365;
  if (basis === 1 && date !== undefined) return isLeapYear(serialToDate(date).year) ? 366 : 365;
  return basis === 1 ? 365 : 360;
}

/** YEARFRAC: the fraction of a year between two dates, with Excel's actual/actual averaging. */
export function yearFrac(start: number, end: number, basis: Basis): number {
  if (start > end) return yearFrac(end, start, basis);
  if (basis !== 1) return dayCount(start, end, basis) / yearDays(basis);
  const a = serialToDate(start);
  const b = serialToDate(end);
  const withinYear = a.year === b.year
    || (b.year === a.year + 1 && (a.month > b.month || (a.month === b.month && a.day >= b.day)));
  if (withinYear) {
    let length = 365;
    if (a.year === b.year && isLeapYear(a.year)) length = 366;
    else if (spansLeapDay(a, b) || (b.month === 2 && b.day === 29)) length = 366;
    return (end - start) / length;
  }
  const years = b.year - a.year + 1;
  const total = dateToSerial(b.year + 1, 1, 1) - dateToSerial(a.year, 1, 1);
  return (end - start) / (total / years);
}

function spansLeapDay(a: DateParts, b: DateParts): boolean {
  for (let y = a.year; y <= b.year; y++) {
    if (!isLeapYear(y)) continue;
    const leap = dateToSerial(y, 2, 29);
    if (leap >= dateToSerial(a.year, a.month, a.day) && leap <= dateToSerial(b.year, b.month, b.day)) return true;
  }
  return false;
}

/** A date moved by whole months, kept at month end when it started there (coupon schedules). */
export function addMonths(serial: number, months: number, endOfMonth: boolean, day?: number): number {
  const d = serialToDate(serial);
  const total = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = daysInMonth(year, month);
  const wanted = endOfMonth ? last : Math.min(day ?? d.day, last);
  return dateToSerial(year, month, wanted);
}
