import type { EagerFunction } from '../../function-definition.js';
import { ERRORS, FormulaError } from '../../values.js';
import { intArg, numberArg, withArgs } from '../text/args.js';
import { readDateText } from './date-text.js';
import { checkedSerial, serialOf } from './serial.js';

/** DATE, TIME, DATEVALUE, TIMEVALUE, NOW, TODAY, EPOCHTODATE. */

/** Excel reads years 0-1899 as 1900 + year, and refuses negative years and years from 10000. */
function date(year: number, month: number, day: number): number | FormulaError {
  const y = year < 1900 ? year + 1900 : year;
  if (year < 0 || y > 9999) return ERRORS.NUM;
  return checkedSerial(serialOf(y, month, day));
}

/** TIME wraps past 24 hours and refuses a negative total or parts above 32767, as Excel does. */
function time(hours: number, minutes: number, seconds: number): number | FormulaError {
  if (hours > 32767 || minutes > 32767 || seconds > 32767) return ERRORS.NUM;
  const total = hours * 3600 + minutes * 60 + seconds;
  if (total < 0) return ERRORS.NUM;
  return (total % 86_400) / 86_400;
}

const NOT_A_DATE = new FormulaError('#VALUE!', 'Text is not a date or time');

/** DATEVALUE and TIMEVALUE take text only: a number (even a date cell) is #VALUE! as in Excel. */
function readText(value: unknown): number | FormulaError {
  if (value instanceof FormulaError) return value;
  if (typeof value !== 'string') return ERRORS.VALUE;
  return readDateText(value) ?? NOT_A_DATE;
}

const UNIX_EPOCH = 25_569; // 1970-01-01
const EPOCH_UNITS: Record<number, number> = { 1: 1, 2: 1e3, 3: 1e6 };

function epochToDate(timestamp: number, unit: number): number | FormulaError {
  const divisor = EPOCH_UNITS[unit];
  if (divisor === undefined || timestamp < 0) return ERRORS.NUM;
  return checkedSerial(UNIX_EPOCH + timestamp / divisor / 86_400);
}

export const buildFunctions: readonly EagerFunction[] = [
  {
    name: 'DATE',
    category: 'date',
    minArgs: 3,
    maxArgs: 3,
    description: 'The date of a year, month and day (months and days may overflow).',
    syntax: 'DATE(year, month, day)',
    call: (args) => withArgs([intArg(args, 0), intArg(args, 1), intArg(args, 2)], date),
  },
  {
    name: 'TIME',
    category: 'date',
    minArgs: 3,
    maxArgs: 3,
    description: 'The time of an hour, minute and second, as a fraction of a day.',
    syntax: 'TIME(hour, minute, second)',
    call: (args) => withArgs([intArg(args, 0), intArg(args, 1), intArg(args, 2)], time),
  },
  {
    name: 'DATEVALUE',
    category: 'date',
    minArgs: 1,
    maxArgs: 1,
    description: 'The date serial number of a date written as text.',
    syntax: 'DATEVALUE(date_text)',
    call: ([text]) => withArgs([readText(text)], (serial) => Math.floor(serial)),
  },
  {
    name: 'TIMEVALUE',
    category: 'date',
    minArgs: 1,
    maxArgs: 1,
    description: 'The time of day (fraction of a day) of a time written as text.',
    syntax: 'TIMEVALUE(time_text)',
    call: ([text]) => withArgs([readText(text)], (serial) => serial - Math.floor(serial)),
  },
  {
    name: 'NOW',
    category: 'date',
    minArgs: 0,
    maxArgs: 0,
    volatile: true,
    description: 'The current date and time.',
    syntax: 'NOW()',
    call: (_args, ctx) => ctx.now(),
  },
  {
    name: 'TODAY',
    category: 'date',
    minArgs: 0,
    maxArgs: 0,
    volatile: true,
    description: "Today's date.",
    syntax: 'TODAY()',
    call: (_args, ctx) => Math.floor(ctx.now()),
  },
  {
    name: 'EPOCHTODATE',
    category: 'date',
    minArgs: 1,
    maxArgs: 2,
    description: 'The UTC date and time of a Unix timestamp (unit 1 seconds, 2 milliseconds, 3 microseconds).',
    syntax: 'EPOCHTODATE(timestamp, [unit])',
    call: (args) => withArgs([numberArg(args, 0), intArg(args, 1, 1)], epochToDate),
  },
];
