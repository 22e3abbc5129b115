/**
 * Date serial numbers compatible with Excel's 1900 system: serial 1 is 1900-01-01, and serial 60 is
 * the fictitious 1900-02-29 that Excel keeps for Lotus compatibility, so serials from 61 on match Excel.
 * Times are fractions of a day. Calendar fields are in UTC terms (no time zones in a spreadsheet).
 */
const MS_PER_DAY = 86_400_000;
/** 1899-12-30: serial 0 for dates after the fictitious leap day. */
const EPOCH = Date.UTC(1899, 11, 30);

export interface DateParts {
  readonly year: number;
  /** 1-12 */
  readonly month: number;
  /** 1-31 */
  readonly day: number;
}

/** Serial of a calendar date; months and days overflow as in DATE() (month 13 is next January). */
export function dateToSerial(year: number, month: number, day: number): number {
  const ms = Date.UTC(year, month - 1, day);
  let serial = Math.round((ms - EPOCH) / MS_PER_DAY);
  if (serial <= 60) serial -= 1; // before 1900-03-01 Excel counts from 1899-12-31
  return serial;
}

/** Calendar date of the integer part of a serial. Serial 60 gives Excel's 1900-02-29. */
export function serialToDate(serial: number): DateParts {
  const whole = Math.floor(serial);
  if (whole === 60) return { year: 1900, month: 2, day: 29 };
  const days = whole < 60 ? whole + 1 : whole;
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
export function jsDateToSerial(date: Date): number {
  const day = dateToSerial(date.getFullYear(), date.getMonth() + 1, date.getDate());
  return day + timeToSerial(date.getHours(), date.getMinutes(), date.getSeconds() + date.getMilliseconds() / 1000);
}

/** Day of week of a serial, 0 = Sunday (serial 1, 1900-01-01, was a Sunday in Excel's calendar). */
export function serialWeekday(serial: number): number {
  return (((Math.floor(serial) - 1) % 7) + 7) % 7;
}
