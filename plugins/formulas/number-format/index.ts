import { format, formatColor, isDateFormat, isValidFormat } from 'numfmt';
import type { DateSystem } from '../../workbook/index.js';
import { formatDateValue, readDateSections, type DateSections } from './date-value.js';
import { compileFastPattern, type FastFormatter } from './fast-pattern.js';
import { normalizeCodes, spellScientific } from './normalize.js';

export { DAYS_1900_TO_1904 } from './date-render.js';

/**
 * Number formatting for TEXT() and everything that shows a value (the grid, casts, charts, find,
 * filters, the custom format preview): one formatter, so TEXT(x, p) is what a cell formatted p shows.
 *
 * Numbers, fractions, scientific notation, text sections, conditions and colours are numfmt's (ECMA-376
 * patterns, checked against Excel by its authors). Sections that show a date or a time are formatted
 * here (date-section.ts, date-render.ts): the 1904 date system, negative dates, dates past 9999 and
 * `a/p` are Excel rules numfmt does not have. Before numfmt sees a pattern, codes Excel reads in any
 * case get numfmt's spelling (normalize.ts). Each pattern is looked at once and kept (compile).
 *
 * General (empty pattern or "General") is Excel's General column display: at most 11 characters,
 * switching to scientific notation past that ("0.333333333", "1.23457E+12", "1E-10"); a minus sign does
 * not count toward the 11. That is what a cell of standard width shows, and numfmt implements it;
 * TEXT(x, "General") gives the same.
 */
export type FormatValue = number | string | boolean | null;

/**
 * Excel's two date systems (a workbook setting, plugins/workbook/dates.ts): serial 0 is 1900-01-00 in the
 * 1900 system and 1904-01-01 in the 1904 system, which also shows negative dates and times (with a minus sign).
 */
export type { DateSystem };

export interface FormatOptions {
  /** The workbook's date system; 1900 when not given. */
  readonly dateSystem?: DateSystem;
}

/**
 * A date or time a pattern cannot show: negative in the 1900 date system, or past 9999-12-31.
 * TEXT gives #VALUE!; a cell shows OVERFLOW_TEXT, as Excel fills it with #.
 */
export const DATE_OUT_OF_RANGE = Object.freeze({ reason: 'date out of range' as const });
export type DateOutOfRange = typeof DATE_OUT_OF_RANGE;

/** What a cell of standard width shows for a date it cannot show. */
export const OVERFLOW_TEXT = '########';

interface CompiledPattern {
  readonly valid: boolean;
  readonly isDate: boolean;
  /** The pattern as numfmt reads it (normalize.ts). */
  readonly numfmtPattern: string;
  readonly fast?: FastFormatter;
  /** Present when a section shows a date or time. */
  readonly dates?: DateSections;
}

/** Patterns come from formulas and styles; a cap keeps a generated-pattern flood from growing memory. */
const MAX_PATTERNS = 2000;
const compiled = new Map<string, CompiledPattern>();
/** A date numfmt formats (a section this formatter leaves to it) past its range throws instead of printing. */
const NUMFMT_OPTIONS = { throws: false, dateSpanLarge: false, dateErrorThrows: true } as const;

function compile(pattern: string): CompiledPattern {
  let entry = compiled.get(pattern);
  if (entry) return entry;
  const numfmtPattern = normalizeCodes(pattern);
  const valid = isValidFormat(numfmtPattern);
  entry = {
    valid,
    isDate: valid && isDateFormat(numfmtPattern),
    numfmtPattern,
    fast: valid ? compileFastPattern(pattern) : undefined,
    dates: valid ? readDateSections(spellScientific(pattern)) : undefined,
  };
  if (compiled.size >= MAX_PATTERNS) compiled.clear();
  compiled.set(pattern, entry);
  return entry;
}

export function isValidPattern(pattern: string): boolean {
  return compile(pattern).valid;
}

/** True when the pattern shows dates or times (so the grid aligns and edits it as a date). */
export function isDatePattern(pattern: string): boolean {
  return compile(pattern).isDate;
}

/**
 * A value formatted with a pattern, as TEXT needs it: the text, DATE_OUT_OF_RANGE, or undefined when
 * the pattern is invalid. Text goes through the pattern's text section.
 */
export function formatValue(pattern: string, value: FormatValue, options?: FormatOptions): string | DateOutOfRange | undefined {
  const entry = compile(pattern);
  if (!entry.valid) return undefined;
  if (typeof value === 'number') {
    if (entry.fast) {
      const fast = entry.fast(value);
      if (fast !== undefined) return fast;
    }
    if (entry.dates && Number.isFinite(value)) {
      const shown = formatDateValue(entry.dates, value, options?.dateSystem ?? 1900);
      if (shown !== 'numfmt') return shown ?? DATE_OUT_OF_RANGE;
    }
  }
  try {
    return format(entry.numfmtPattern, value, NUMFMT_OPTIONS);
  } catch {
    return DATE_OUT_OF_RANGE;
  }
}

/**
 * A value formatted with a pattern, as a cell shows it; undefined when the pattern is invalid (the
 * renderer then shows the raw value, the custom format form refuses it). A date the pattern cannot
 * show is OVERFLOW_TEXT.
 */
export function formatNumber(pattern: string, value: FormatValue, options?: FormatOptions): string | undefined {
  const shown = formatValue(pattern, value, options);
  return typeof shown === 'object' ? OVERFLOW_TEXT : shown;
}

/** General display of a number (see the module comment); integers of up to 11 digits are printed directly. */
export function formatGeneral(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e11) return String(value);
  return format('General', value, NUMFMT_OPTIONS);
}

/** The colour a pattern gives a value ("[Red]0;[Blue]-0"), for the grid renderer; undefined when none. */
export function formatColorOf(pattern: string, value: FormatValue): string | undefined {
  const entry = compile(pattern);
  if (!entry.valid) return undefined;
  const color = formatColor(entry.numfmtPattern, value, { throws: false });
  return typeof color === 'string' ? color : undefined;
}
