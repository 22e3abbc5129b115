import { ERRORS, FormulaError } from '../../values.js';
import { daysInMonth, isLeapYear, partsOf, serialOf } from './serial.js';
import type { DateParts } from '../../../workbook/dates.js';

/**
 * YEARFRAC for the five day-count bases, as Excel computes them (David A. Wheeler's analysis of
 * Excel's YEARFRAC, checked against Excel): the 30/360 US rules with their February cases, and
 * actual/actual averaging the year lengths over the years spanned.
 */
const isLastOfMonth = (d: DateParts) => d.day === daysInMonth(d.year, d.month);

function us30360(a: DateParts, b: DateParts): number {
  let d1 = a.day;
  let d2 = b.day;
  if (d1 === 31 && d2 === 31) {
    d1 = 30;
    d2 = 30;
  } else if (d1 === 31) d1 = 30;
  else if (d1 === 30 && d2 === 31) d2 = 30;
  else if (a.month === 2 && b.month === 2 && isLastOfMonth(a) && isLastOfMonth(b)) {
    d1 = 30;
    d2 = 30;
  } else if (a.month === 2 && isLastOfMonth(a)) {
    d1 = 30; // and an end on the 31st stays 31, as Excel computes it
  }
  return ((b.year - a.year) * 360 + (b.month - a.month) * 30 + (d2 - d1)) / 360;
}

function european30360(a: DateParts, b: DateParts): number {
  const d1 = Math.min(a.day, 30);
  const d2 = Math.min(b.day, 30);
  return ((b.year - a.year) * 360 + (b.month - a.month) * 30 + (d2 - d1)) / 360;
}

/** Whether 29 February lies within [start, end] (both in the same or adjacent years). */
function spansLeapDay(start: number, end: number, a: DateParts, b: DateParts): boolean {
  for (let y = a.year; y <= b.year; y++) {
    if (!isLeapYear(y)) continue;
    const leapDay = serialOf(y, 2, 29);
    if (start <= leapDay && leapDay <= end) return true;
  }
  return false;
}

function actualActual(start: number, end: number, a: DateParts, b: DateParts): number {
  const withinYear =
    a.year === b.year || (b.year === a.year + 1 && (a.month > b.month || (a.month === b.month && a.day >= b.day)));
  if (withinYear) {
    const leap = a.year === b.year ? isLeapYear(a.year) : spansLeapDay(start, end, a, b);
    return (end - start) / (leap ? 366 : 365);
  }
  const years = b.year - a.year + 1;
  const days = serialOf(b.year + 1, 1, 1) - serialOf(a.year, 1, 1);
  return (end - start) / (days / years);
}

export function yearFrac(startIn: number, endIn: number, basis: number): number | FormulaError {
  const start = Math.min(startIn, endIn);
  const end = Math.max(startIn, endIn);
  const a = partsOf(start);
  const b = partsOf(end);
  switch (basis) {
    case 0:
      return us30360(a, b);
    case 1:
      return actualActual(start, end, a, b);
    case 2:
      return (end - start) / 360;
    case 3:
      return (end - start) / 365;
    case 4:
      return european30360(a, b);
    default:
      return ERRORS.NUM;
  }
}
