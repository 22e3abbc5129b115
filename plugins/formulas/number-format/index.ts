import { format, formatColor, isDateFormat, isValidFormat } from 'numfmt';
import { DATE_1904_OFFSET, type DateSystem } from '../../workbook/dates.js';
import { compileFastPattern, type FastFormatter } from './fast-pattern.js';

/**
 * Number formatting for TEXT() and the grid renderer, on numfmt (ECMA-376 patterns, Excel's rules).
 * Each pattern is looked at once: whether it is valid, whether it is a date pattern, and whether a
 * fast path can print it. numfmt keeps its own parse cache too, but its per-call overhead (options
 * merging, partition lookup) is what the fast path and this cache avoid.
 *
 * General (empty pattern or "General") is Excel's General column display: at most 11 characters,
 * switching to scientific notation past that ("0.333333333", "1.23457E+12", "1E-10"); a minus sign does
 * not count toward the 11. That is what a cell of standard width shows, and numfmt implements it;
 * TEXT(x, "General") gives the same.
 */
export type FormatValue = number | string | boolean | null;

interface CompiledPattern {
  readonly valid: boolean;
  readonly isDate: boolean;
  /** Shows a calendar date (a day, month or year), not only a time of day or an elapsed time. */
  readonly isCalendar: boolean;
  readonly fast?: FastFormatter;
}

/** How a value is shown beyond its pattern. */
export interface FormatOptions {
  /**
   * The workbook's date system (plugins/workbook/dates.ts); absent is 1900. A 1904 serial shows the
   * calendar date of 1,462 days later in the 1900 system; times of day and elapsed times ([h], [m],
   * [s]) are the same in both systems.
   */
  readonly dateSystem?: DateSystem;
}

/** Patterns come from formulas and styles; a cap keeps a generated-pattern flood from growing memory. */
const MAX_PATTERNS = 2000;
const compiled = new Map<string, CompiledPattern>();
const OPTIONS = { throws: false } as const;

function compile(pattern: string): CompiledPattern {
  let entry = compiled.get(pattern);
  if (entry) return entry;
  const valid = isValidFormat(pattern);
  const isDate = valid && isDateFormat(pattern);
  entry = {
    valid,
    isDate,
    isCalendar: isDate && !ELAPSED_TIME.test(pattern.replace(/"[^"]*"|\\./g, '')),
    fast: valid ? compileFastPattern(pattern) : undefined,
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
 * Formats a value with a pattern; undefined when the pattern is invalid (TEXT turns that into
 * #VALUE!, the renderer into the raw value). Text goes through the pattern's text section.
 */
export function formatNumber(pattern: string, value: FormatValue, options?: FormatOptions): string | undefined {
  const entry = compile(pattern);
  if (!entry.valid) return undefined;
  if (typeof value === 'number' && entry.fast) {
    const fast = entry.fast(value);
    if (fast !== undefined) return fast;
  }
  return format(pattern, inDateSystem(entry, value, options), OPTIONS);
}

/** Elapsed-time brackets ([h], [mm], [ss]), which count from serial 0 in either date system. */
const ELAPSED_TIME = /\[(h+|m+|s+)\]/i;

/** numfmt knows the 1900 system only: a 1904 date is shown as the same day's 1900 serial. */
function inDateSystem(entry: CompiledPattern, value: FormatValue, options: FormatOptions | undefined): FormatValue {
  return options?.dateSystem === 1904 && entry.isCalendar && typeof value === 'number' && value >= 0 ? value + DATE_1904_OFFSET : value;
}

/** General display of a number (see the module comment); integers of up to 11 digits are printed directly. */
export function formatGeneral(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e11) return String(value);
  return format('General', value, OPTIONS);
}

/** The colour a pattern gives a value ("[Red]0;[Blue]-0"), for the grid renderer; undefined when none. */
export function formatColorOf(pattern: string, value: FormatValue): string | undefined {
  if (!compile(pattern).valid) return undefined;
  const color = formatColor(pattern, value, { throws: false });
  return typeof color === 'string' ? color : undefined;
}
