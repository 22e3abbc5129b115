import type { EagerFunction } from '../../function-definition.js';
import { serialWeekday } from '../../../workbook/index.js';
import { ERRORS, FormulaError } from '../../values.js';
import { intArg, withArgs } from '../text/args.js';
import { partsOf, serialArg, serialOf } from './serial.js';

/** YEAR, MONTH, DAY, HOUR, MINUTE, SECOND, WEEKDAY, WEEKNUM, ISOWEEKNUM. */

/** Seconds of the day, rounded to the nearest second as Excel does for HOUR, MINUTE and SECOND. */
function secondsOfDay(serial: number): number {
  const seconds = Math.round((serial - Math.floor(serial)) * 86_400);
  return seconds === 86_400 ? 0 : seconds;
}

function part(name: string, description: string, pick: (serial: number) => number): EagerFunction {
  return {
    name,
    category: 'date',
    minArgs: 1,
    maxArgs: 1,
    description,
    syntax: `${name}(serial_number)`,
    call: (args) => withArgs([serialArg(args, 0)], pick),
  };
}

/** WEEKDAY return types: the day numbered 1 (or 0 for type 3) and the base. Sunday is weekday 0. */
const WEEKDAY_TYPES: Record<number, { first: number; base: number }> = {
  1: { first: 0, base: 1 }, 2: { first: 1, base: 1 }, 3: { first: 1, base: 0 },
  11: { first: 1, base: 1 }, 12: { first: 2, base: 1 }, 13: { first: 3, base: 1 }, 14: { first: 4, base: 1 },
  15: { first: 5, base: 1 }, 16: { first: 6, base: 1 }, 17: { first: 0, base: 1 },
};

function weekday(serial: number, type: number): number | FormulaError {
  const kind = WEEKDAY_TYPES[type];
  if (!kind) return ERRORS.NUM;
  return ((serialWeekday(serial) - kind.first + 7) % 7) + kind.base;
}

/** WEEKNUM types: the weekday weeks start on (Sunday 0); 21 is ISO 8601. */
const WEEK_STARTS: Record<number, number> = { 1: 0, 2: 1, 11: 1, 12: 2, 13: 3, 14: 4, 15: 5, 16: 6, 17: 0 };

export function isoWeekNumber(serial: number): number {
  const day = Math.floor(serial);
  const thursday = day - ((serialWeekday(day) + 6) % 7) + 3;
  const jan1 = serialOf(partsOf(thursday).year, 1, 1);
  return Math.floor((thursday - jan1) / 7) + 1;
}

/** System 1: the week holding January 1 is week 1; later weeks begin on the given weekday. */
function weekNumber(serial: number, type: number): number | FormulaError {
  if (type === 21) return isoWeekNumber(serial);
  const start = WEEK_STARTS[type];
  if (start === undefined) return ERRORS.NUM;
  const day = Math.floor(serial);
  const jan1 = serialOf(partsOf(day).year, 1, 1);
  const offset = (serialWeekday(jan1) - start + 7) % 7;
  return Math.floor((day - jan1 + offset) / 7) + 1;
}

export const partFunctions: readonly EagerFunction[] = [
  part('YEAR', 'The year of a date.', (s) => partsOf(s).year),
  part('MONTH', 'The month of a date (1-12).', (s) => partsOf(s).month),
  part('DAY', 'The day of the month of a date (1-31).', (s) => partsOf(s).day),
  part('HOUR', 'The hour of a time (0-23).', (s) => Math.floor(secondsOfDay(s) / 3600)),
  part('MINUTE', 'The minute of a time (0-59).', (s) => Math.floor(secondsOfDay(s) / 60) % 60),
  part('SECOND', 'The second of a time (0-59).', (s) => secondsOfDay(s) % 60),
  part('ISOWEEKNUM', 'The ISO 8601 week number of a date.', isoWeekNumber),
  {
    name: 'WEEKDAY',
    category: 'date',
    minArgs: 1,
    maxArgs: 2,
    description: 'The day of the week of a date (by default 1 = Sunday ... 7 = Saturday).',
    syntax: 'WEEKDAY(serial_number, [return_type])',
    call: (args) => withArgs([serialArg(args, 0), intArg(args, 1, 1)], weekday),
  },
  {
    name: 'WEEKNUM',
    category: 'date',
    minArgs: 1,
    maxArgs: 2,
    description: 'The week number of a date in its year (weeks starting Sunday by default; 21 = ISO).',
    syntax: 'WEEKNUM(serial_number, [return_type])',
    call: (args) => withArgs([serialArg(args, 0), intArg(args, 1, 1)], weekNumber),
  },
];
