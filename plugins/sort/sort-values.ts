import type { Scalar } from '../formulas/values.js';

/** What a sort compares: a cell's computed value. */
export type SortValue = Scalar;

/** Kinds of value in ascending order (Sheets and Excel agree): numbers, text, logicals, errors; blanks last. */
const NUMBER = 0;
const TEXT = 1;
const LOGICAL = 2;
const ERROR = 3;
const BLANK = 4;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: false });

function kindOf(value: SortValue): number {
  if (value === null || value === '') return BLANK;
  if (typeof value === 'number') return NUMBER;
  if (typeof value === 'string') return TEXT;
  if (typeof value === 'boolean') return LOGICAL;
  return ERROR;
}

/**
 * Orders two values as a spreadsheet sorts a column: numbers (and dates, which are numbers) by size,
 * text without regard to case, FALSE before TRUE, errors last of the values; blanks (and empty text)
 * always at the bottom, whichever the direction, as in Sheets and Excel.
 */
export function compareSortValues(a: SortValue, b: SortValue, descending: boolean): number {
  const key = new SortColumn([a, b], descending);
  return key.compare(0, 1);
}

/**
 * A column of values made ready for sorting many rows: each value's kind, and its number or text, in
 * arrays by row, so that comparing two rows reads two numbers rather than testing two values' types.
 */
export class SortColumn {
  private readonly kinds: Uint8Array;
  private readonly numbers: Float64Array;
  private readonly texts: (string | undefined)[];

  constructor(values: readonly SortValue[], private readonly descending: boolean) {
    this.kinds = new Uint8Array(values.length);
    this.numbers = new Float64Array(values.length);
    this.texts = new Array<string | undefined>(values.length);
    values.forEach((value, i) => {
      const kind = kindOf(value);
      this.kinds[i] = kind;
      if (kind === NUMBER) this.numbers[i] = value as number;
      else if (kind === LOGICAL) this.numbers[i] = value ? 1 : 0;
      else if (kind === TEXT) this.texts[i] = value as string;
    });
  }

  /** Compares rows a and b (0: equal, and two errors are equal: they keep their order). */
  compare(a: number, b: number): number {
    const kindA = this.kinds[a];
    const kindB = this.kinds[b];
    if (kindA === BLANK || kindB === BLANK) return kindA === kindB ? 0 : kindA === BLANK ? 1 : -1;
    let order = kindA - kindB;
    if (order === 0 && kindA !== ERROR) order = kindA === TEXT ? collator.compare(this.texts[a]!, this.texts[b]!) : this.numbers[a] - this.numbers[b];
    return this.descending ? -order : order;
  }
}
