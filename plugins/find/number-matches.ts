import { displayText } from '../formulas/index.js';
import type { Cell } from '../workbook/model/index.js';
import type { Matcher } from './matcher.js';

/**
 * Whether a number matches as shown, per number format and value: values repeat in real sheets, and
 * formatting one and testing its text costs microseconds. Most cells share a format, so the last one's
 * table is kept at hand. A query with letters skips numbers whose format cannot write any.
 */
export class NumberMatches {
  private readonly byPattern = new Map<string, Map<number, boolean> | undefined>();
  private lastPattern = '';
  private last: Map<number, boolean> | undefined;
  private lastCell: Cell | undefined;

  constructor(
    private readonly matcher: Matcher,
    /** The query has letters that a number in General or a plain pattern cannot show. */
    private readonly letters: boolean,
  ) {
    this.last = letters ? undefined : new Map();
    this.byPattern.set('', this.last);
  }

  /** Whether `value` shown in `pattern` ('' for General) matches. */
  test(value: number, pattern: string): boolean {
    if (pattern !== this.lastPattern) this.use(pattern);
    const byValue = this.last;
    if (byValue === undefined) return false;
    let matches = byValue.get(value);
    if (matches === undefined) byValue.set(value, (matches = this.matcher.test(displayText(value, this.lastCell).text)));
    return matches;
  }

  private use(pattern: string): void {
    let byValue = this.byPattern.get(pattern);
    if (!this.byPattern.has(pattern)) {
      byValue = this.letters && !formatCanWriteLetters(pattern) ? undefined : new Map();
      this.byPattern.set(pattern, byValue);
    }
    this.lastPattern = pattern;
    this.last = byValue;
    this.lastCell = pattern === '' ? undefined : { data: { format: pattern } };
  }
}

/** Whether a query holds letters a number in General or a plain pattern cannot show (E can: 1E+20). */
export function queryHasLetters(query: string): boolean {
  return /[a-df-z]/i.test(query);
}

/**
 * Whether a number format can write letters: dates, times and quoted text do. A number in General or a
 * plain pattern shows digits, separators, signs, currency, % and E.
 */
export function formatCanWriteLetters(pattern: string): boolean {
  return FORMAT_WRITES_LETTERS.test(pattern);
}

const FORMAT_WRITES_LETTERS = /[a-df-z"\\]/i;
