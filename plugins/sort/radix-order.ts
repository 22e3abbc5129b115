import { collator, kindOf, type SortValue, BLANK, ERROR, LOGICAL, NUMBER, TEXT } from './sort-values.js';

/**
 * A column's values as radix keys: per row a rank of its kind in the column's direction (blanks last
 * either way) and a 64-bit key within the kind (`hi`, `lo`), so that ordering rows by (kind, hi, lo)
 * as unsigned numbers orders them as compareSortValues does. Numbers give their IEEE bits made
 * sortable, text its rank among the column's distinct texts (the collator compares each distinct text
 * a few times, not each row's dozens of times), logicals 0 and 1, errors and blanks 0.
 */
export class RadixKeys {
  readonly kinds: Uint32Array;
  readonly hi: Uint32Array;
  readonly lo: Uint32Array;

  /** The keys of `count` rows, whose values `valueAt` reads once each. */
  constructor(count: number, valueAt: (i: number) => SortValue, descending: boolean) {
    const n = count;
    this.kinds = new Uint32Array(n);
    this.hi = new Uint32Array(n);
    this.lo = new Uint32Array(n);
    const bits = new Float64Array(1);
    const words = new Uint32Array(bits.buffer);
    const texts: number[] = [];
    const values: SortValue[] = [];
    for (let i = 0; i < n; i++) {
      const value = valueAt(i);
      const kind = kindOf(value);
      this.kinds[i] = kind === BLANK ? BLANK : descending ? ERROR - kind : kind;
      if (kind === NUMBER) {
        bits[0] = (value as number) === 0 ? 0 : (value as number);
        const negative = words[1] >>> 31 === 1;
        this.setKey(i, negative ? ~words[1] : words[1] ^ 0x80000000, negative ? ~words[0] : words[0], descending);
      } else if (kind === LOGICAL) this.setKey(i, 0, value ? 1 : 0, descending);
      else if (kind === TEXT) {
        texts.push(i);
        values[i] = value;
      }
    }
    if (texts.length > 0) this.rankTexts(values, texts, descending);
  }

  private setKey(i: number, hi: number, lo: number, descending: boolean): void {
    this.hi[i] = descending ? ~hi : hi;
    this.lo[i] = descending ? ~lo : lo;
  }

  /** Each text's rank among the distinct texts, equal for texts the collator finds equal (case). */
  private rankTexts(values: readonly SortValue[], rows: readonly number[], descending: boolean): void {
    const distinct = [...new Set(rows.map((i) => values[i] as string))].sort(collator.compare);
    const ranks = new Map<string, number>();
    let rank = 0;
    distinct.forEach((text, k) => {
      if (k > 0 && collator.compare(distinct[k - 1], text) !== 0) rank++;
      ranks.set(text, rank);
    });
    for (const i of rows) this.setKey(i, 0, ranks.get(values[i] as string)!, descending);
  }
}

/**
 * Orders two values as a spreadsheet sorts a column: numbers (and dates, which are numbers) by size,
 * text without regard to case, FALSE before TRUE, errors last of the values; blanks (and empty text)
 * always at the bottom, whichever the direction, as in Sheets and Excel. Two errors are equal.
 */
export function compareSortValues(a: SortValue, b: SortValue, descending: boolean): number {
  const keys = new RadixKeys(2, (i) => (i === 0 ? a : b), descending);
  return Math.sign(keys.kinds[0] - keys.kinds[1] || keys.hi[0] - keys.hi[1] || keys.lo[0] - keys.lo[1]);
}

/**
 * `order` (row offsets) reordered stably by `keys`: least significant digits first, 16 bits at a time,
 * then the kind; a pass whose digit is the same for every row is skipped (small whole numbers leave
 * most of their bits alike).
 */
export function radixOrder(order: Uint32Array<ArrayBuffer>, keys: RadixKeys): Uint32Array<ArrayBuffer> {
  let from = order;
  let to = new Uint32Array(order.length);
  const counts = new Int32Array(65_537);
  for (const [digits, shift] of [[keys.lo, 0], [keys.lo, 16], [keys.hi, 0], [keys.hi, 16], [keys.kinds, 0]] as const) {
    if (!countingPass(from, to, digits, shift, counts)) continue;
    [from, to] = [to, from];
  }
  return from;
}

/** One stable counting pass by the 16-bit digit of `digits` at `shift`; false (nothing moved) when all are alike. */
function countingPass(from: Uint32Array<ArrayBuffer>, to: Uint32Array<ArrayBuffer>, digits: Uint32Array, shift: number, counts: Int32Array): boolean {
  counts.fill(0);
  for (let i = 0; i < from.length; i++) counts[((digits[from[i]] >>> shift) & 0xffff) + 1]++;
  for (let d = 1; d < counts.length; d++) if (counts[d] === from.length) return false;
  for (let d = 1; d < counts.length; d++) counts[d] += counts[d - 1];
  for (let i = 0; i < from.length; i++) to[counts[(digits[from[i]] >>> shift) & 0xffff]++] = from[i];
  return true;
}
