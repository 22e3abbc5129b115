import type { EagerFunction } from '../../function-definition.js';
import { ERRORS, FormulaError } from '../../values.js';
import { boolArg, intArg, textArg, withArgs } from '../text/args.js';
import { addMonths, checkedSerial, dayArg, daysInMonth, partsOf, secondRoundedDayArg, serialOf } from './serial.js';
import { yearFrac } from './yearfrac.js';

/** DAYS, DAYS360, EDATE, EOMONTH, DATEDIF, YEARFRAC. */

function days360(start: number, end: number, european: boolean): number {
  const a = partsOf(start);
  const b = partsOf(end);
  let d1 = a.day;
  let d2 = b.day;
  if (european) {
    d1 = Math.min(d1, 30);
    d2 = Math.min(d2, 30);
  } else {
    // US (NASD): a start on the month's last day counts as the 30th; an end on the 31st counts as the
    // 30th only when the start is on or after the 30th (otherwise as the 1st of the next month).
    if (d1 === daysInMonth(a.year, a.month)) d1 = 30;
    if (d2 === 31 && d1 >= 30) d2 = 30;
  }
  return (b.year - a.year) * 360 + (b.month - a.month) * 30 + (d2 - d1);
}

function edate(start: number, months: number): number | FormulaError {
  const { year, month, day } = addMonths(start, months);
  return checkedSerial(serialOf(year, month, day));
}

function eomonth(start: number, months: number): number | FormulaError {
  const { year, month } = addMonths(start, months);
  return checkedSerial(serialOf(year, month + 1, 0));
}

/** DATEDIF's units; "MD" and "YD" ignore months/years the way Excel documents them. */
function datedif(start: number, end: number, unit: string): number | FormulaError {
  if (start > end) return ERRORS.NUM;
  const a = partsOf(start);
  const b = partsOf(end);
  const months = (b.year - a.year) * 12 + (b.month - a.month) - (b.day < a.day ? 1 : 0);
  switch (unit.toUpperCase()) {
    case 'D':
      return end - start;
    case 'M':
      return months;
    case 'Y':
      return Math.floor(months / 12);
    case 'YM':
      return months % 12;
    case 'MD':
      return b.day >= a.day ? b.day - a.day : end - serialOf(b.year, b.month - 1, a.day);
    case 'YD': {
      let anniversary = serialOf(b.year, a.month, a.day);
      if (anniversary > end) anniversary = serialOf(b.year - 1, a.month, a.day);
      return end - anniversary;
    }
    default:
      return ERRORS.NUM;
  }
}

function dateFunction(
  name: string,
  syntax: string,
  description: string,
  minArgs: number,
  maxArgs: number,
  call: EagerFunction['call'],
): EagerFunction {
  return { name, category: 'date', minArgs, maxArgs, description, syntax, call };
}

export const spanFunctions: readonly EagerFunction[] = [
  dateFunction('DAYS', 'DAYS(end_date, start_date)', 'The number of days between two dates.', 2, 2, (args) =>
    withArgs([dayArg(args, 0), dayArg(args, 1)], (end, start) => end - start),
  ),
  dateFunction('DAYS360', 'DAYS360(start_date, end_date, [method])', 'Days between two dates on a 360-day year.', 2, 3, (args) =>
    withArgs([secondRoundedDayArg(args, 0), secondRoundedDayArg(args, 1), boolArg(args, 2, false)], days360),
  ),
  dateFunction('EDATE', 'EDATE(start_date, months)', 'The date a number of months before or after a date.', 2, 2, (args) =>
    withArgs([dayArg(args, 0), intArg(args, 1)], edate),
  ),
  dateFunction('EOMONTH', 'EOMONTH(start_date, months)', 'The last day of the month a number of months away.', 2, 2, (args) =>
    withArgs([dayArg(args, 0), intArg(args, 1)], eomonth),
  ),
  dateFunction('DATEDIF', 'DATEDIF(start_date, end_date, unit)', 'Whole days, months or years between two dates.', 3, 3, (args) =>
    withArgs([dayArg(args, 0), dayArg(args, 1), textArg(args, 2)], datedif),
  ),
  dateFunction('YEARFRAC', 'YEARFRAC(start_date, end_date, [basis])', 'The fraction of a year between two dates.', 2, 3, (args) =>
    withArgs([dayArg(args, 0), dayArg(args, 1), intArg(args, 2, 0)], yearFrac),
  ),
];
