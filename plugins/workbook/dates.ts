/**
 * Date serial numbers compatible with Excel's 1900 system: serial 1 is 1900-01-01, and serial 60 is
 * the fictitious 1900-02-29 that Excel keeps for Lotus compatibility, so serials from 61 on match Excel.
 * Times are fractions of a day. Calendar fields are in UTC terms (no time zones in a spreadsheet).
 *
 * A workbook may use Excel's 1904 system instead (Excel for Mac's before 2011; the template's
 * `settings.dateSystem`): serial 0 is 1904-01-01 and there is no fictitious leap day. A day's 1904
 * serial is its 1900 serial minus 1,462, for every day a 1904 workbook can hold (from 1904-01-01 on,
 * where the 1900 system counts right).
 */
const MS_PER_DAY = 86_400_000;
/** 1899-12-30: serial 0 for dates after the fictitious leap day. */
const EPOCH = Date.UTC(1899, 11, 30);

export type DateSystem = 1900 | 1904;

/** 1904-01-01, serial 0 of the 1904 system, as a 1900 serial. */
export const DATE_1904_OFFSET = 1462;

/** What to add to a serial of `system` to have the 1900 serial of the same moment. */
export function offsetTo1900(system: DateSystem): number {
  return system === 1904 ? DATE_1904_OFFSET : 0;
}

export interface DateParts {
  readonly year: number;
  /** 1-12 */
  readonly month: number;
  /** 1-31 */
  readonly day: number;
}

/** Serial of a calendar date; months and days overflow as in DATE() (month 13 is next January). */
export function dateToSerial(year: number, month: number, day: number, system: DateSystem = 1900): number {
  const ms = Date.UTC(year, month - 1, day);
  let serial = Math.round((ms - EPOCH) / MS_PER_DAY);
  if (system === 1904) return serial - DATE_1904_OFFSET;
  if (serial <= 60) serial -= 1; // before 1900-03-01 Excel counts from 1899-12-31
  return serial;
}

/** Calendar date of the integer part of a serial. Serial 60 gives Excel's 1900-02-29. */
export function serialToDate(serial: number, system: DateSystem = 1900): DateParts {
  const whole = Math.floor(serial) + offsetTo1900(system);
  if (whole === 60 && system === 1900) return { year: 1900, month: 2, day: 29 };
  const days = whole < 60 && system === 1900 ? whole + 1 : whole;
  const date = new Date(EPOCH + days * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Fraction of a day as hours, minutes, seconds (rounded to the millisecond as Excel shows them). */
export function serialToTime(serial: number): { hours: number; minutes: number; seconds: number; ms: number } {
  let ms = Math.round((serial - Math.floor(serial)) * MS_PER_DAY);
  if (ms >= MS_PER_DAY) ms = MS_PER_DAY - 1;
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = Math.floor((ms % 60_000) / 1000);
  return { hours, minutes, seconds, ms: ms % 1000 };
}

export function timeToSerial(hours: number, minutes: number, seconds: number): number {
  return (hours * 3600 + minutes * 60 + seconds) / 86_400;
}

/** Serial of a JavaScript Date, in local time (what TODAY and NOW show to the person). */
export function jsDateToSerial(date: Date, system: DateSystem = 1900): number {
  const day = dateToSerial(date.getFullYear(), date.getMonth() + 1, date.getDate(), system);
  return day + timeToSerial(date.getHours(), date.getMinutes(), date.getSeconds() + date.getMilliseconds() / 1000);
}

/** Day of week of a serial, 0 = Sunday (serial 1, 1900-01-01, was a Sunday in Excel's calendar). */
export function serialWeekday(serial: number, system: DateSystem = 1900): number {
  return (((Math.floor(serial) + offsetTo1900(system) - 1) % 7) + 7) % 7;
}
