import { toNumber } from '../../coerce.js';
import type { EagerFunction } from '../../function-definition.js';
import { ERRORS, FormulaError, isError, isMatrix, type Value } from '../../values.js';
import { intArg, withArgs } from '../text/args.js';
import { checkedSerial, dayArg, MAX_SERIAL, mondayIndex } from './serial.js';

/** NETWORKDAYS, NETWORKDAYS.INTL, WORKDAY, WORKDAY.INTL. */

/** A weekend as seven flags, Monday first (the order of Excel's "0000011" strings). */
type Weekend = readonly boolean[];

const SAT_SUN: Weekend = [false, false, false, false, false, true, true];

/** Weekend codes: 1-7 two days (1 = Saturday+Sunday, 2 = Sunday+Monday ...), 11-17 one day (11 = Sunday). */
function weekendOf(value: Value | undefined): Weekend | FormulaError {
  if (value === undefined || value === null) return SAT_SUN;
  if (typeof value === 'string') {
    // Seven 0/1 flags from Monday; a week with no workday at all is refused.
    if (!/^[01]{7}$/.test(value) || value === '1111111') return ERRORS.VALUE;
    return [...value].map((c) => c === '1');
  }
  const code = toNumber(value);
  if (isError(code)) return code;
  const flags = Array<boolean>(7).fill(false);
  if (code >= 1 && code <= 7 && Number.isInteger(code)) {
    // Code 1 is Saturday (index 5) and Sunday (6); each next code moves the pair one day on.
    flags[(code + 4) % 7] = true;
    flags[(code + 5) % 7] = true;
  } else if (code >= 11 && code <= 17 && Number.isInteger(code)) {
    flags[(code - 11 + 6) % 7] = true;
  } else return ERRORS.NUM;
  return flags;
}

/** Holiday serials from a date, a list or a range; empty cells are skipped, errors returned. */
function holidaysOf(value: Value | undefined): Set<number> | FormulaError {
  const days = new Set<number>();
  if (value === undefined || value === null) return days;
  let failure: FormulaError | undefined;
  const add = (v: Value) => {
    const n = typeof v === 'boolean' ? ERRORS.VALUE : toNumber(v);
    if (isError(n)) failure ??= n;
    else if (n < 0 || n > MAX_SERIAL) failure ??= ERRORS.NUM;
    else days.add(Math.floor(n));
  };
  if (isMatrix(value)) value.each(add);
  else add(value);
  return failure ?? days;
}

function isWorkday(day: number, weekend: Weekend, holidays: Set<number>): boolean {
  return !weekend[mondayIndex(day)] && !holidays.has(day);
}

function networkDays(start: number, end: number, weekend: Weekend, holidays: Set<number>): number {
  const sign = end < start ? -1 : 1;
  const [from, to] = sign < 0 ? [end, start] : [start, end];
  const perWeek = weekend.filter((w) => !w).length;
  // Whole weeks at once, then the remaining days one by one; holidays are checked individually.
  const weeks = Math.floor((to - from + 1) / 7);
  let count = weeks * perWeek;
  for (let day = from + weeks * 7; day <= to; day++) if (!weekend[mondayIndex(day)]) count++;
  for (const h of holidays) if (h >= from && h <= to && !weekend[mondayIndex(h)]) count--;
  return sign * count;
}

/** Steps over `days` workdays; a cap keeps absurd counts from looping past the calendar's end. */
function workday(start: number, days: number, weekend: Weekend, holidays: Set<number>): number | FormulaError {
  if (Math.abs(days) > MAX_SERIAL) return ERRORS.NUM;
  const step = days < 0 ? -1 : 1;
  let day = start;
  for (let left = Math.abs(days); left > 0; ) {
    day += step;
    if (day < 0 || day > MAX_SERIAL) return ERRORS.NUM;
    if (isWorkday(day, weekend, holidays)) left--;
  }
  return checkedSerial(day);
}

const networkCall = (weekendAt: number | undefined, holidaysAt: number) => (args: readonly Value[]) =>
  withArgs(
    [dayArg(args, 0), dayArg(args, 1), weekendAt === undefined ? SAT_SUN : weekendOf(args[weekendAt]), holidaysOf(args[holidaysAt])],
    networkDays,
  );

const workdayCall = (weekendAt: number | undefined, holidaysAt: number) => (args: readonly Value[]) =>
  withArgs(
    [dayArg(args, 0), intArg(args, 1), weekendAt === undefined ? SAT_SUN : weekendOf(args[weekendAt]), holidaysOf(args[holidaysAt])],
    workday,
  );

export const workdayFunctions: readonly EagerFunction[] = [
  {
    name: 'NETWORKDAYS',
    category: 'date',
    minArgs: 2,
    maxArgs: 3,
    description: 'The number of working days (Monday to Friday, less holidays) between two dates.',
    syntax: 'NETWORKDAYS(start_date, end_date, [holidays])',
    args: ['scalar', 'scalar', 'any'],
    call: networkCall(undefined, 2),
  },
  {
    name: 'NETWORKDAYS.INTL',
    category: 'date',
    minArgs: 2,
    maxArgs: 4,
    description: 'The number of working days between two dates, with a chosen weekend.',
    syntax: 'NETWORKDAYS.INTL(start_date, end_date, [weekend], [holidays])',
    args: ['scalar', 'scalar', 'scalar', 'any'],
    call: networkCall(2, 3),
  },
  {
    name: 'WORKDAY',
    category: 'date',
    minArgs: 2,
    maxArgs: 3,
    description: 'The date a number of working days before or after a date.',
    syntax: 'WORKDAY(start_date, days, [holidays])',
    args: ['scalar', 'scalar', 'any'],
    call: workdayCall(undefined, 2),
  },
  {
    name: 'WORKDAY.INTL',
    category: 'date',
    minArgs: 2,
    maxArgs: 4,
    description: 'The date a number of working days away, with a chosen weekend.',
    syntax: 'WORKDAY.INTL(start_date, days, [weekend], [holidays])',
    args: ['scalar', 'scalar', 'scalar', 'any'],
    call: workdayCall(2, 3),
  },
];
