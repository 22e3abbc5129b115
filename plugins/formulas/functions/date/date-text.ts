// Per-function modules: the package's index loads all of date-fns (+3.4 MB of heap in the server).
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { dateToSerial, timeToSerial } from '../../../workbook/index.js';

/**
 * Reads dates and times typed as text, the way DATEVALUE, TIMEVALUE, VALUE and arithmetic on text
 * ("1/2/2024"+1) need: YYYY-MM-DD, YYYY/M/D, M/D/YYYY (or YY), M/D (this year), MMM YYYY, MMM D YYYY,
 * MMM D, YYYY, D MMM YYYY, D-MMM-YYYY (month names short or long), each with an optional time
 * "h:mm", "h:mm:ss", "h:mm AM/PM" or "h AM/PM"; or a time alone. Returns a serial number or
 * undefined.
 *
 * A regular expression first picks the one format that can apply, so date-fns (~25 µs a parse) runs
 * at most a couple of times per text, and never for ordinary words.
 */
interface DateShape {
  readonly shape: RegExp;
  readonly formats: readonly string[];
}

const MONTH = '[A-Za-z]{3,9}\\.?';
const SHAPES: readonly DateShape[] = [
  { shape: /^\d{4}-\d{1,2}-\d{1,2}$/, formats: ['yyyy-M-d'] },
  { shape: /^\d{4}\/\d{1,2}\/\d{1,2}$/, formats: ['yyyy/M/d'] },
  { shape: /^\d{1,2}\/\d{1,2}\/\d{4}$/, formats: ['M/d/yyyy'] },
  { shape: /^\d{1,2}\/\d{1,2}$/, formats: ['M/d'] },
  { shape: new RegExp(`^${MONTH} \\d{4}$`), formats: ['MMM yyyy', 'MMMM yyyy'] },
  { shape: new RegExp(`^${MONTH} \\d{1,2} \\d{4}$`), formats: ['MMM d yyyy', 'MMMM d yyyy'] },
  { shape: new RegExp(`^${MONTH} \\d{1,2}, ?\\d{4}$`), formats: ['MMM d, yyyy', 'MMMM d, yyyy'] },
  { shape: new RegExp(`^\\d{1,2} ${MONTH} \\d{4}$`), formats: ['d MMM yyyy', 'd MMMM yyyy'] },
  { shape: new RegExp(`^\\d{1,2}-${MONTH}-\\d{4}$`), formats: ['d-MMM-yyyy', 'd-MMMM-yyyy'] },
];

const TIME = /(?:^|\s+)(\d{1,4}):(\d{1,2})(?::(\d{1,2}(?:\.\d+)?))?\s*([AaPp][Mm]?)?$/;
/** "9 AM", "9pm": an hour alone needs AM/PM. Empty groups keep TIME's group numbers. */
const HOUR_MERIDIEM = /(?:^|\s+)(\d{1,2})()()\s*([AaPp][Mm]?)$/;
/** A two-digit year at the end of a date ("1/2/24", "2-Jan-99"). */
const SHORT_YEAR = /([/ -])(\d{2})$/;

/** Excel's two-digit year rule: 00-29 are 2000-2029, 30-99 are 1930-1999. */
function expandYear(text: string): string {
  return text.replace(SHORT_YEAR, (_, sep: string, yy: string) => `${sep}${Number(yy) < 30 ? '20' : '19'}${yy}`);
}

export function readDateParts(text: string): number | undefined {
  let dateText = text.replace(/\.(?= |$)/g, '').trim();
  // A year written last with two digits; M/D has no year and YYYY-first formats end with the day.
  if (!/^\d{1,2}\/\d{1,2}$|^\d{4}/.test(dateText)) dateText = expandYear(dateText);
  const shape = SHAPES.find((s) => s.shape.test(dateText));
  if (!shape) return undefined;
  const reference = new Date();
  for (const format of shape.formats) {
    const date = parse(dateText, format, reference);
    if (!isValid(date)) continue;
    const year = date.getFullYear();
    if (year < 1900 || year > 9999) return undefined;
    return dateToSerial(year, date.getMonth() + 1, date.getDate());
  }
  return undefined;
}

/** Time of day (or a duration past 24 h without AM/PM) as a fraction of days, or undefined. */
function readTime(match: RegExpExecArray): number | undefined {
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (minutes >= 60 || seconds >= 60) return undefined;
  const meridiem = match[4]?.[0].toUpperCase();
  if (meridiem) {
    if (hours > 12) return undefined;
    hours = (hours % 12) + (meridiem === 'P' ? 12 : 0);
  }
  return timeToSerial(hours, minutes, seconds);
}

/**
 * ISO 8601 date-times as JSON inputs carry them ("2024-01-02T10:30:00Z", "...T10:30:00.000+02:00"):
 * the T becomes a space and the zone is dropped, so the serial shows the wall-clock time written.
 */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Recent answers: a column of date texts used in arithmetic repeats the same few texts, and a
 * date-fns parse costs ~25 µs. Cleared when full rather than tracking recency.
 */
const recent = new Map<string, number | undefined>();
const MAX_RECENT = 1000;

/** A date, a time, or both, as a serial; undefined if the text is neither. */
export function readDateText(text: string): number | undefined {
  // Words and long texts are never dates: answered before the cache so they do not fill it.
  if (text.length > 60 || !/\d/.test(text)) return undefined;
  if (recent.has(text)) return recent.get(text);
  const serial = readUncached(text);
  if (recent.size >= MAX_RECENT) recent.clear();
  recent.set(text, serial);
  return serial;
}

function readUncached(text: string): number | undefined {
  const trimmed = text.trim().replace(ISO_DATE_TIME, '$1 $2');
  const timeMatch = TIME.exec(trimmed) ?? HOUR_MERIDIEM.exec(trimmed);
  if (!timeMatch) return readDateParts(trimmed);
  const time = readTime(timeMatch);
  if (time === undefined) return undefined;
  const datePart = trimmed.slice(0, timeMatch.index).trim();
  if (datePart === '') return time;
  const date = readDateParts(datePart);
  return date === undefined ? undefined : date + time;
}
