import { dateToSerial, type DateParts } from '../../../workbook/index.js';
import { daysInMonth, isLeapYear, partsOf } from '../date/serial.js';

/**
 * Day-count conventions (basis): 0 US 30/360, 1 actual/actual, 2 actual/360, 3 actual/365,
 * 4 European 30/360. Dates are whole serial numbers. YEARFRAC and the securities share these rules.
 */
export type Basis = 0 | 1 | 2 | 3 | 4;

export function isBasis(n: number): n is Basis {
  return n === 0 || n === 1 || n === 2 || n === 3 || n === 4;
}

/**
 * Excel's 30/360 counts (David A. Wheeler's analysis of YEARFRAC, checked against Excel):
 * - `us`: a start on the 31st or the last day of February counts as the 30th; an end on the 31st counts
 *   as the 30th only after a start on the 30th or 31st, and an end on the last day of February only after
 *   a start on the last day of February (2021-02-28 to 2021-03-31 is 31 days);
 * - `us-both`: both ends moved whatever the other is (the length of a coupon period under basis 0);
 * - `european`: a 31st counts as the 30th.
 * DAYS360 has rules of its own (date/spans.ts).
 */
export type Thirty360 = 'us' | 'us-both' | 'european';

const lastOfFebruary = (d: DateParts) => d.month === 2 && d.day === daysInMonth(d.year, 2);

export function days360(start: number, end: number, rule: Thirty360): number {
  const a = partsOf(start);
  const b = partsOf(end);
  let d1 = a.day;
  let d2 = b.day;
  if (rule === 'european') {
    d1 = Math.min(d1, 30);
    d2 = Math.min(d2, 30);
  } else {
    const both = rule === 'us-both';
    if (lastOfFebruary(b) && (lastOfFebruary(a) || both)) d2 = 30;
    if (d2 === 31 && (d1 >= 30 || both)) d2 = 30;
    if (d1 === 31 || lastOfFebruary(a)) d1 = 30;
  }
  return (b.year - a.year) * 360 + (b.month - a.month) * 30 + (d2 - d1);
}

/** Days from start to end under a basis (30/360 for 0 and 4, actual otherwise). */
export function dayCount(start: number, end: number, basis: Basis): number {
  if (basis === 0) return days360(start, end, 'us');
  if (basis === 4) return days360(start, end, 'european');
  return end - start;
}

/** Days in the year under a basis; for actual/actual, of the year of `date`. */
export function yearDays(basis: Basis, date?: number): number {
  if (basis === 3) return 365;
  if (basis === 1 && date !== undefined) return isLeapYear(partsOf(date).year) ? 366 : 365;
  return basis === 1 ? 365 : 360;
}

/** YEARFRAC: the fraction of a year between two dates, in either order, as Excel computes it. */
export function yearFrac(startIn: number, endIn: number, basis: Basis): number {
  const start = Math.min(startIn, endIn);
  const end = Math.max(startIn, endIn);
  if (basis === 1) return actualActual(start, end);
  return dayCount(start, end, basis) / (basis === 3 ? 365 : 360);
}

/**
 * Actual/actual: within one year (or less than a year across two), over 366 when that year is a leap
 * year or the span holds a 29 February, else 365; longer spans over the average length of the years
 * they touch.
 */
function actualActual(start: number, end: number): number {
  const a = partsOf(start);
  const b = partsOf(end);
  const withinYear = a.year === b.year
    || (b.year === a.year + 1 && (a.month > b.month || (a.month === b.month && a.day >= b.day)));
  if (withinYear) {
    const leap = a.year === b.year ? isLeapYear(a.year) : holdsLeapDay(start, end, a.year, b.year);
    return (end - start) / (leap ? 366 : 365);
  }
  const years = b.year - a.year + 1;
  const days = dateToSerial(b.year + 1, 1, 1) - dateToSerial(a.year, 1, 1);
  return (end - start) / (days / years);
}

function holdsLeapDay(start: number, end: number, fromYear: number, toYear: number): boolean {
  for (let y = fromYear; y <= toYear; y++) {
    if (!isLeapYear(y)) continue;
    const leapDay = dateToSerial(y, 2, 29);
    if (start <= leapDay && leapDay <= end) return true;
  }
  return false;
}

/** A date moved by whole months, kept at month end when it started there (coupon schedules). */
export function addMonths(serial: number, months: number, endOfMonth: boolean, day?: number): number {
  const d = partsOf(serial);
  const total = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = daysInMonth(year, month);
  const wanted = endOfMonth ? last : Math.min(day ?? d.day, last);
  return dateToSerial(year, month, wanted);
}
