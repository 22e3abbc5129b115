import { toNumber } from '../../coerce.js';
import type { CallContext } from '../../function-definition.js';
import { isError, isRangeRef, type Matrix } from '../../values.js';
import type { Criterion } from './criteria.js';
import { cellAt } from './numbers.js';

/**
 * A sorted copy of the numbers of a criteria range, shared through ctx.memo so that many SUMIF/COUNTIF
 * calls over one range pay one sort and then a binary search each. Positions are linear (row * cols + col).
 */
export interface NumericOrder {
  readonly keys: Float64Array;
  readonly positions: Float64Array;
  /** Text cells that read as numbers: they match numeric equality, so they are kept apart (usually none). */
  readonly textNumbers: readonly { readonly position: number; readonly value: number }[];
  readonly cols: number;
}

/** Sums of a value range along a NumericOrder: prefix sums, counts of numbers and counts of errors. */
export interface OrderPrefix {
  readonly sums: Float64Array;
  readonly counts: Int32Array;
  readonly errors: Int32Array;
}

export const NUMERIC_ORDER_KEY = 'criteria.numeric-order';

export function numericOrder(range: Matrix, ctx: CallContext): NumericOrder {
  return ctx.memo(range, NUMERIC_ORDER_KEY, () => buildOrder(range));
}

function buildOrder(range: Matrix): NumericOrder {
  // Growable typed arrays: a whole-column range may hold few numbers, so the area is only a cap.
  let keys = new Float64Array(Math.min(range.rows * range.cols, 1024));
  let positions = new Float64Array(keys.length);
  let n = 0;
  const textNumbers: { position: number; value: number }[] = [];
  const cols = range.cols;
  range.each((v, r, c) => {
    if (typeof v === 'number') {
      if (n === keys.length) {
        keys = grow(keys);
        positions = grow(positions);
      }
      keys[n] = v;
      positions[n++] = r * cols + c;
    } else if (typeof v === 'string' && v !== '' && /\d/.test(v)) {
      const value = toNumber(v);
      if (typeof value === 'number') textNumbers.push({ position: r * cols + c, value });
    }
  });
  const unsortedKeys = keys.subarray(0, n);
  const order = radixOrder(unsortedKeys);
  const sortedKeys = new Float64Array(n);
  const sortedPositions = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const k = order[i];
    sortedKeys[i] = unsortedKeys[k];
    sortedPositions[i] = positions[k];
  }
  return { keys: sortedKeys, positions: sortedPositions, textNumbers, cols };
}

function grow(a: Float64Array): Float64Array<ArrayBuffer> {
  const bigger = new Float64Array(Math.max(16, a.length * 2));
  bigger.set(a);
  return bigger;
}

/**
 * A stable order of indices by key: LSD radix sort on the IEEE-754 bits made order-preserving (negative
 * numbers have all bits flipped, others the sign bit), 16 bits per pass, skipping passes where every key
 * shares the digit (the low word of integers). A comparator sort of a million indices takes seconds; this
 * takes tens of milliseconds. Stability keeps equal keys in position order. Assumes little-endian words,
 * as on every platform the engine runs on.
 */
export function radixOrder(keys: Float64Array): Uint32Array {
  const n = keys.length;
  const bits = new Uint32Array(keys.buffer, keys.byteOffset, n * 2);
  const low = new Uint32Array(n);
  const high = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const l = bits[2 * i];
    const h = bits[2 * i + 1];
    const negative = (h & 0x80000000) !== 0;
    low[i] = negative ? ~l >>> 0 : l;
    high[i] = negative ? ~h >>> 0 : (h | 0x80000000) >>> 0;
  }
  let order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  let next = new Uint32Array(n);
  const counts = new Uint32Array(65536);
  const passes: [Uint32Array, number][] = [[low, 0], [low, 16], [high, 0], [high, 16]];
  for (const [word, shift] of passes) {
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[(word[i] >>> shift) & 0xffff]++;
    if (counts[(word[0] >>> shift) & 0xffff] === n) continue;
    let offset = 0;
    for (let d = 0; d < 65536; d++) {
      const c = counts[d];
      counts[d] = offset;
      offset += c;
    }
    for (let i = 0; i < n; i++) {
      const k = order[i];
      next[counts[(word[k] >>> shift) & 0xffff]++] = k;
    }
    [order, next] = [next, order];
  }
  return order;
}

/** First index whose key is >= x (strict: > x). */
function bound(keys: Float64Array, x: number, strict: boolean): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid] < x || (strict && keys[mid] === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The [start, end) slice of a NumericOrder matched by a numeric criterion. */
export function matchedSlice(order: NumericOrder, numeric: NonNullable<Criterion['numeric']>): [number, number] {
  const { keys } = order;
  const x = numeric.value;
  switch (numeric.op) {
    case '=': return [bound(keys, x, false), bound(keys, x, true)];
    case '>': return [bound(keys, x, true), keys.length];
    case '>=': return [bound(keys, x, false), keys.length];
    case '<': return [0, bound(keys, x, false)];
    case '<=': return [0, bound(keys, x, true)];
  }
}

/** Identity of a range for memo keys; undefined for arrays that have no stable identity. */
export function rangeIdentity(m: Matrix): string | undefined {
  return isRangeRef(m) ? `${m.sheetId}!${m.top},${m.left}:${m.bottom},${m.right}` : undefined;
}

/**
 * Prefix sums of `values` along the order of `criteriaRange`, memoised on the value range (so they go when
 * it changes) and keyed by the order object (so they go when the criteria range changes).
 */
export function orderPrefix(criteriaRange: Matrix, values: Matrix, order: NumericOrder, ctx: CallContext): OrderPrefix {
  const criteriaId = values === criteriaRange ? 'self' : rangeIdentity(criteriaRange);
  if (criteriaId === undefined || (!isRangeRef(values) && values !== criteriaRange)) return buildPrefix(values, order, values === criteriaRange);
  const cache = ctx.memo(values, `criteria.prefix:${criteriaId}`, () => new WeakMap<NumericOrder, OrderPrefix>());
  let prefix = cache.get(order);
  if (!prefix) {
    prefix = buildPrefix(values, order, values === criteriaRange);
    cache.set(order, prefix);
  }
  return prefix;
}

function buildPrefix(values: Matrix, order: NumericOrder, self: boolean): OrderPrefix {
  const n = order.keys.length;
  const sums = new Float64Array(n + 1);
  const counts = new Int32Array(n + 1);
  const errors = new Int32Array(n + 1);
  if (self) {
    // The values are the keys themselves: no cell reads.
    for (let i = 0; i < n; i++) {
      sums[i + 1] = sums[i] + order.keys[i];
      counts[i + 1] = i + 1;
    }
    return { sums, counts, errors };
  }
  for (let i = 0; i < n; i++) {
    const p = order.positions[i];
    const r = Math.floor(p / order.cols);
    const c = p - r * order.cols;
    const v = r < values.rows && c < values.cols ? cellAt(values, r, c) : null;
    const isNum = typeof v === 'number';
    sums[i + 1] = sums[i] + (isNum ? v : 0);
    counts[i + 1] = counts[i] + (isNum ? 1 : 0);
    errors[i + 1] = errors[i] + (isError(v) ? 1 : 0);
  }
  return { sums, counts, errors };
}
