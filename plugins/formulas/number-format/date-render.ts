import { DATE_1904_OFFSET, serialToDate } from '../../workbook/index.js';
import type { DateCode, DateSection } from './date-section.js';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const SECONDS_PER_DAY = 86_400;
/** 10000-01-01 in the 1900 system: the first day Excel cannot show. */
const FIRST_SERIAL_PAST_9999 = 2_958_466;
/** Days from 1900-01-00 (1900 system) to 1904-01-01 (serial 0 of the 1904 system). */
export const DAYS_1900_TO_1904 = DATE_1904_OFFSET;

/** The parts of a serial a date section shows. */
interface Moment {
  /** Whole days (the elapsed codes count from these), after the time was rounded. */
  readonly days: number;
  /** Seconds into the day, whole. */
  readonly seconds: number;
  /** What is left of the second, shown by `.0` to `.000`. */
  readonly fraction: number;
}

/**
 * A non-negative serial shown by a date section, or undefined past 9999-12-31. `calendarShift` is added
 * to the day before it becomes a calendar date (1462 in the 1904 date system; elapsed time is not moved).
 *
 * The time is rounded to the second, or to the decimals of a second the section shows, before it is
 * split (so 10:30:59.6 shows as 10:31:00, and 23:59:59.6 as the next day when the section shows a time);
 * a section without a time shows the day the serial falls in.
 */
export function renderDate(section: DateSection, serial: number, calendarShift: number): string | undefined {
  const moment = momentOf(section, serial);
  if (section.checksRange && moment.days + calendarShift + moment.seconds / SECONDS_PER_DAY >= FIRST_SERIAL_PAST_9999) return undefined;
  const calendarDay = moment.days + calendarShift;
  const date = calendarDay === 0 ? { year: 1900, month: 1, day: 0 } : serialToDate(calendarDay);
  const hour = Math.floor(moment.seconds / 3600);
  let out = '';
  for (const code of section.codes) out += renderCode(code, { section, moment, date, hour, weekday: (6 + calendarDay) % 7 });
  return out;
}

function momentOf(section: DateSection, serial: number): Moment {
  let days = Math.trunc(serial);
  const exact = SECONDS_PER_DAY * (serial - days);
  let seconds = Math.floor(exact);
  let fraction = exact - seconds;
  // Binary noise around a whole second (0.9999 of a second is the next one).
  if (fraction < 1e-6) fraction = 0;
  else if (fraction > 0.9999) {
    fraction = 0;
    seconds++;
  }
  if (roundsUp(fraction, section.secondDecimals)) {
    fraction = 0;
    seconds++;
  }
  if (seconds === SECONDS_PER_DAY && section.showsTime) {
    seconds = 0;
    days++;
  }
  return { days, seconds, fraction };
}

/** Whether what is left of a second rounds up to the next one when `decimals` of it are shown. */
function roundsUp(fraction: number, decimals: number): boolean {
  if (decimals === 0) return fraction >= 0.5;
  return fraction > [0.95, 0.995, 0.9995][decimals - 1]!;
}

interface RenderState {
  readonly section: DateSection;
  readonly moment: Moment;
  readonly date: { readonly year: number; readonly month: number; readonly day: number };
  readonly hour: number;
  readonly weekday: number;
}

function renderCode(code: DateCode, s: RenderState): string {
  switch (code.kind) {
    case 'literal':
      return code.text;
    case 'year': {
      const year = code.buddhist ? s.date.year + 543 : s.date.year;
      return code.digits === 2 ? two(year % 100) : String(year).padStart(4, '0');
    }
    case 'month':
      return padded(s.date.month, code.pad);
    case 'month-name': {
      const name = MONTHS[s.date.month - 1]!;
      return code.form === 'long' ? name : code.form === 'short' ? name.slice(0, 3) : name[0]!;
    }
    case 'day':
      return padded(s.date.day, code.pad);
    case 'weekday': {
      const name = WEEKDAYS[s.weekday]!;
      return code.form === 'long' ? name : name.slice(0, 3);
    }
    case 'hour':
      return padded(s.section.twelveHour ? s.hour % 12 || 12 : s.hour, code.pad);
    case 'minute':
      return padded(Math.floor(s.moment.seconds / 60) % 60, code.pad);
    case 'second':
      return padded(s.moment.seconds % 60, code.pad);
    case 'subsecond':
      // Rounded to the most decimals the section shows, then cut to this code's.
      return '.' + s.moment.fraction.toFixed(s.section.secondDecimals).slice(2, 2 + code.digits);
    case 'elapsed':
      return String(elapsed(code.unit, s.moment)).padStart(code.width, '0');
    case 'meridiem':
      return s.hour < 12 ? code.am : code.pm;
  }
}

function elapsed(unit: 'h' | 'm' | 's', moment: Moment): number {
  if (unit === 'h') return moment.days * 24 + Math.floor(moment.seconds / 3600);
  if (unit === 'm') return moment.days * 1440 + Math.floor(moment.seconds / 60);
  return moment.days * SECONDS_PER_DAY + moment.seconds;
}

function padded(n: number, pad: boolean): string {
  return pad ? two(n) : String(n);
}

function two(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}
