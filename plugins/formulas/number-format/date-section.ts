import { scanPattern, type Piece } from './pattern-scan.js';

/**
 * One section of a number format that shows a date or a time, read into codes. The rules are Excel's
 * (Microsoft's "Number format codes" page), with the details numfmt established against Excel:
 * - `m`/`mm` are minutes right after an hour (`h`, `[h]`) or a second code, or right before a second
 *   code; otherwise the month. `mmm` is Jan, `mmmm` January, `mmmmm` J, longer is the full name.
 * - `y`/`yy` is the 2-digit year, `yyy` and longer 4 digits; `e` is the year, `b`/`bb` and `bbbb` the
 *   Buddhist year (+543). `d`/`dd` day, `ddd` Sun, `dddd` and longer Sunday (`aaa`/`aaaa` the same).
 * - `h`, `s` unpadded, `hh`, `ss` (or longer) 2 digits; `[h]`, `[m]`, `[s]` elapsed, padded to the
 *   brackets' width; `.0` to `.000` after a date or time code are fractions of a second.
 * - `AM/PM` in any case prints AM or PM; `A/P` prints the letter as written (`a/p` gives a or p); either
 *   makes the hour a 12-hour clock.
 * - `"text"`, `\x` and other characters print as they are; `_x` is a space; `*x` (fill) prints nothing,
 *   as TEXT does; colours and conditions print nothing; `[$€-409]` prints its currency symbol.
 * Sections that need another calendar or language (`B2`, `[$-407]`) are not read here: numfmt formats them.
 */
export type DateCode =
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'year'; readonly digits: 2 | 4; readonly buddhist: boolean }
  | { readonly kind: 'month'; readonly pad: boolean }
  | { readonly kind: 'month-name'; readonly form: 'short' | 'long' | 'letter' }
  | { readonly kind: 'day'; readonly pad: boolean }
  | { readonly kind: 'weekday'; readonly form: 'short' | 'long' }
  | { readonly kind: 'hour' | 'minute' | 'second'; readonly pad: boolean }
  | { readonly kind: 'subsecond'; readonly digits: number }
  | { readonly kind: 'elapsed'; readonly unit: 'h' | 'm' | 's'; readonly width: number }
  | { readonly kind: 'meridiem'; readonly am: string; readonly pm: string };

export interface DateSection {
  readonly codes: readonly DateCode[];
  /** An AM/PM or A/P code makes the hours run 1 to 12. */
  readonly twelveHour: boolean;
  /** Shows a time of day or elapsed time: a time rounded up to midnight then moves the date on. */
  readonly showsTime: boolean;
  /** Shows a calendar date or a clock time, whose range Excel limits (elapsed time alone it does not). */
  readonly checksRange: boolean;
  /** The most decimals of a second shown, which the rounding of the time follows. */
  readonly secondDecimals: number;
}

/** Not a date section (a number or text section), or a date section this reader leaves to numfmt. */
export type NotRead = 'number' | 'unsupported';

/** numfmt's system date and time (`[$-F800]`, `[$-F400]`) in English. */
const SYSTEM_DATE = 'dddd, mmmm d, yyyy';
const SYSTEM_TIME = 'h:mm:ss AM/PM';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A code as it is being read: a month may still turn into minutes. */
interface Chunk {
  code: Mutable<DateCode>;
  /** An hour or second that already made a following `m` a minute. */
  used?: boolean;
  /** An `m`/`mm` month that a following second code makes minutes. */
  undecided?: boolean;
}

class SectionReader {
  readonly codes: DateCode[] = [];
  private readonly chunks: Chunk[] = [];
  twelveHour = false;
  secondDecimals = 0;
  unsupported = false;

  get sawDate(): boolean {
    return this.chunks.length > 0 || this.twelveHour;
  }

  literal(text: string): void {
    const last = this.codes[this.codes.length - 1];
    if (last?.kind === 'literal') this.codes[this.codes.length - 1] = { kind: 'literal', text: last.text + text };
    else this.codes.push({ kind: 'literal', text });
  }

  meridiem(am: string, pm: string): void {
    this.twelveHour = true;
    this.codes.push({ kind: 'meridiem', am, pm });
  }

  subsecond(digits: number): void {
    this.secondDecimals = Math.max(this.secondDecimals, digits);
    this.codes.push({ kind: 'subsecond', digits });
  }

  /** A date or time code; chunks keep a reference so a later second code can make a month minutes. */
  code(code: Mutable<DateCode>, chunk: Omit<Chunk, 'code'> = {}): void {
    this.chunks.push({ code, ...chunk });
    this.codes.push(code);
  }

  /** `m`/`mm`: minutes after an unused hour or second, otherwise a month until a second says otherwise. */
  shortM(pad: boolean): void {
    const last = this.chunks[this.chunks.length - 1];
    if (last && !last.used && isHourOrSecond(last.code)) {
      last.used = true;
      this.code({ kind: 'minute', pad });
    } else this.code({ kind: 'month', pad }, { undecided: true });
  }

  second(pad: boolean): void {
    const last = this.chunks[this.chunks.length - 1];
    let used = false;
    if (last && isMinute(last.code)) used = true;
    else if (last?.undecided) {
      last.undecided = false;
      last.code.kind = 'minute';
      used = true;
    }
    this.code({ kind: 'second', pad }, { used });
  }
}

function isHourOrSecond(code: DateCode): boolean {
  return code.kind === 'hour' || code.kind === 'second' || (code.kind === 'elapsed' && code.unit !== 'm');
}

function isMinute(code: DateCode): boolean {
  return code.kind === 'minute' || (code.kind === 'elapsed' && code.unit === 'm');
}

export function readDateSection(section: string): DateSection | NotRead {
  const system = systemPattern(section);
  if (system) return readDateSection(system);
  const reader = new SectionReader();
  let run = '';
  for (const piece of scanPattern(section)) {
    if (piece.kind === 'char') {
      run += piece.text;
      continue;
    }
    readRun(reader, run);
    run = '';
    readPiece(reader, piece);
  }
  readRun(reader, run);
  if (reader.unsupported) return 'unsupported';
  if (!reader.sawDate) return 'number';
  return summary(reader);
}

function summary(reader: SectionReader): DateSection {
  const codes = reader.codes;
  const isTime = (c: DateCode) => c.kind === 'hour' || c.kind === 'minute' || c.kind === 'second' || c.kind === 'subsecond' || c.kind === 'elapsed' || c.kind === 'meridiem';
  return {
    codes,
    twelveHour: reader.twelveHour,
    showsTime: codes.some(isTime),
    checksRange: codes.some((c) => c.kind !== 'literal' && c.kind !== 'elapsed'),
    secondDecimals: reader.secondDecimals,
  };
}

/** `[$-F800]` and `[$-F400]` stand for the whole section, whatever else it holds. */
function systemPattern(section: string): string | undefined {
  for (const piece of scanPattern(section)) {
    if (piece.kind !== 'bracket' || piece.text[0] !== '$') continue;
    const code = piece.text.slice(piece.text.indexOf('-') + 1).toLowerCase();
    if (code === 'f800' || code === 'x-sysdate') return SYSTEM_DATE;
    if (code === 'f400' || code === 'x-systime') return SYSTEM_TIME;
  }
  return undefined;
}

const ELAPSED = /^(h+|m+|s+)$/i;
const CONDITION = /^(?:<[=>]?|>=?|=)\s*-?[.\d]+$/;
const COLOR = /^(?:black|blue|cyan|green|magenta|red|white|yellow|color\s*\d+)$/i;
const DBNUM = /^dbnum\d+$/i;

/** A quoted, escaped, bracketed, spacing or fill piece (plain characters are read in runs). */
function readPiece(reader: SectionReader, piece: Piece): void {
  switch (piece.kind) {
    case 'quoted':
    case 'escaped':
      reader.literal(piece.text);
      return;
    case 'skip':
      reader.literal(' ');
      return;
    case 'fill':
      return;
    case 'bracket':
      readBracket(reader, piece.text);
  }
}

function readBracket(reader: SectionReader, inside: string): void {
  const elapsed = ELAPSED.exec(inside);
  if (elapsed) {
    const unit = elapsed[1]![0]!.toLowerCase() as 'h' | 'm' | 's';
    reader.code({ kind: 'elapsed', unit, width: inside.length });
  } else if (inside[0] === '$') {
    const currency = readLocale(inside.slice(1));
    if (currency === undefined) reader.unsupported = true;
    else if (currency) reader.literal(currency);
  } else if (!CONDITION.test(inside) && !COLOR.test(inside) && !DBNUM.test(inside)) reader.unsupported = true;
}

/**
 * `[$€-409]`: the currency symbol before the dash, then a locale. English keeps the English names this
 * reader prints; another language, calendar or number system is left to numfmt (undefined).
 */
function readLocale(text: string): string | undefined {
  const dash = text.indexOf('-');
  if (dash < 0) return text;
  const currency = text.slice(0, dash);
  const locale = text.slice(dash + 1);
  if (locale === '' || /^en(?:[-_]|$)/i.test(locale)) return currency;
  if (!/^[0-9a-f]{1,8}$/i.test(locale)) return undefined;
  const lcid = parseInt(locale, 16);
  const english = (lcid & 0x3ff) === 0x09 || (lcid & 0xffff) === 0;
  return english && lcid >>> 16 === 0 ? currency : undefined;
}

/**
 * The codes a run of unquoted characters may hold, as Excel reads them (letters in any case, but `e`
 * only lower-case: `E` is scientific notation, which a date section cannot have).
 */
const RUN_CODES =
  /^(?:([aA][mM]\/[pP][mM])|([aA]\/[pP])|([bB][12])|([gG][eE][nN][eE][rR][aA][lL])|([hH]+|[mM]+|[sS]+|[yY]+|[bB]+|[dD]+|[gG]+|[aA]{3,}|e+)|(\.0{1,3}))/;

function readRun(reader: SectionReader, run: string): void {
  let i = 0;
  while (i < run.length) {
    const match = RUN_CODES.exec(run.slice(i));
    if (match && readCode(reader, match)) i += match[0].length;
    else reader.literal(run[i++]!);
  }
}

/** Reads a matched code; false when it is a plain character after all. */
function readCode(reader: SectionReader, [, ampm, ap, calendar, general, letters, fraction]: RegExpExecArray): boolean {
  if (ampm) reader.meridiem('AM', 'PM');
  else if (ap) reader.meridiem(ap[0]!, ap[2]!);
  else if (calendar) reader.unsupported = true;
  else if (letters) readLetters(reader, letters);
  // General is a number code (numfmt refuses it beside date codes).
  else if (general) return true;
  // A point is a fraction of a second only after a date or time code (numfmt's reading of Excel).
  else if (!reader.sawDate) return false;
  else reader.subsecond(fraction!.length - 1);
  return true;
}

function readLetters(reader: SectionReader, letters: string): void {
  const lower = letters.toLowerCase();
  const n = lower.length;
  switch (lower[0]) {
    case 'y':
      reader.code({ kind: 'year', digits: n <= 2 ? 2 : 4, buddhist: false });
      return;
    case 'e':
      reader.code({ kind: 'year', digits: 4, buddhist: false });
      return;
    case 'b':
      reader.code({ kind: 'year', digits: n <= 2 ? 2 : 4, buddhist: true });
      return;
    case 'd':
    case 'a':
      if (lower[0] === 'd' && n <= 2) reader.code({ kind: 'day', pad: n === 2 });
      else reader.code({ kind: 'weekday', form: n === 3 ? 'short' : 'long' });
      return;
    case 'h':
      reader.code({ kind: 'hour', pad: n > 1 });
      return;
    case 's':
      reader.second(n > 1);
      return;
    case 'm':
      if (n <= 2) reader.shortM(n === 2);
      else reader.code({ kind: 'month-name', form: n === 3 ? 'short' : n === 5 ? 'letter' : 'long' });
      return;
    default:
      // `g` (the era) prints nothing in English.
      return;
  }
}
