import { toNumber } from '../../coerce.js';
import type { CallContext } from '../../function-definition.js';
import { isError, isRangeRef, type Matrix } from '../../values.js';
import type { Criterion } from './criteria.js';

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
  const keys: number[] = [];
  const positions: number[] = [];
  const textNumbers: { position: number; value: number }[] = [];
  const cols = range.cols;
  range.each((v, r, c) => {
    if (typeof v === 'number') {
      keys.push(v);
      positions.push(r * cols + c);
    } else if (typeof v === 'string' && v !== '' && /\d/.test(v)) {
      const value = toNumber(v);
      if (typeof value === 'number') textNumbers.push({ position: r * cols + c, value });
    }
  });
  const order = new Uint32Array(keys.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  order.sort((a, b) => keys[a] - keys[b] || positions[a] - positions[b]);
  const sortedKeys = new Float64Array(order.length);
  const sortedPositions = new Float64Array(order.length);
  for (let i = 0; i < order.length; i++) {
    sortedKeys[i] = keys[order[i]];
    sortedPositions[i] = positions[order[i]];
  }
  return { keys: sortedKeys, positions: sortedPositions, textNumbers, cols };
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
  if (criteriaId === undefined || (!isRangeRef(values) && values !== criteriaRange)) return buildPrefix(values, order);
  const cache = ctx.memo(values, `criteria.prefix:${criteriaId}`, () => new WeakMap<NumericOrder, OrderPrefix>());
  let prefix = cache.get(order);
  if (!prefix) {
    prefix = buildPrefix(values, order);
    cache.set(order, prefix);
  }
  return prefix;
}

function buildPrefix(values: Matrix, order: NumericOrder): OrderPrefix {
  const n = order.keys.length;
  const sums = new Float64Array(n + 1);
  const counts = new Int32Array(n + 1);
  const errors = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) {
    const p = order.positions[i];
    const r = Math.floor(p / order.cols);
    const c = p - r * order.cols;
    const v = r < values.rows && c < values.cols ? values.get(r, c) : null;
    const isNum = typeof v === 'number';
    sums[i + 1] = sums[i] + (isNum ? v : 0);
    counts[i + 1] = counts[i] + (isNum ? 1 : 0);
    errors[i + 1] = errors[i] + (isError(v) ? 1 : 0);
  }
  return { sums, counts, errors };
}
