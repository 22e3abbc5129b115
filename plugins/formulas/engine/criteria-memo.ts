import { NUMERIC_ORDER_KEY, type NumericOrder, type OrderPrefix } from '../functions/shared/numeric-index.js';
import type { Scalar } from '../values.js';

/**
 * Keeps the *IF functions' memoised sorted index of a range (functions/shared/numeric-index.ts) in
 * step with a one-cell change instead of sorting a million cells again: the changed number moves to
 * its new place (a shift of the typed arrays between the two places), and the range's own prefix sums
 * are patched. Prefix sums other ranges keep along this order are dropped (they are rebuilt on use).
 */
export const SELF_PREFIX_KEY = 'criteria.prefix:self';

/** Index of the first entry >= (key, position) in the order. */
function lowerBound(order: NumericOrder, key: number, position: number): number {
  const { keys, positions } = order;
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid] < key || (keys[mid] === key && positions[mid] < position)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Moves one number in the order; the span [lo, hi] of indices that changed, or undefined if it cannot. */
function moveEntry(order: NumericOrder, position: number, before: number, after: number): [number, number] | undefined {
  const { keys, positions } = order;
  const i = lowerBound(order, before, position);
  if (i >= keys.length || keys[i] !== before || positions[i] !== position) return undefined;
  let j = lowerBound(order, after, position);
  if (j > i) j -= 1;
  if (j > i) {
    keys.copyWithin(i, i + 1, j + 1);
    positions.copyWithin(i, i + 1, j + 1);
  } else if (j < i) {
    keys.copyWithin(j + 1, j, i);
    positions.copyWithin(j + 1, j, i);
  }
  keys[j] = after;
  positions[j] = position;
  return [Math.min(i, j), Math.max(i, j)];
}

function patchSelfPrefix(prefix: OrderPrefix, order: NumericOrder, lo: number, hi: number, delta: number): void {
  const { sums } = prefix;
  for (let k = lo; k <= hi; k++) sums[k + 1] = sums[k] + order.keys[k];
  for (let k = hi + 2; k < sums.length; k++) sums[k] += delta;
}

export interface CriteriaMemoChange {
  readonly row: number;
  readonly col: number;
  readonly before: Scalar;
  readonly after: Scalar;
}

/**
 * Updates the criteria memos of one range for a changed cell. Returns the memo keys it kept up to date
 * (the caller drops the others), and calls `orderMoved` when prefix sums elsewhere must go.
 */
export function updateCriteriaMemos(memos: Map<string, unknown>, change: CriteriaMemoChange, orderMoved: () => void): ReadonlySet<string> {
  const order = memos.get(NUMERIC_ORDER_KEY) as NumericOrder | undefined;
  const { before, after } = change;
  if (!order || typeof before !== 'number' || typeof after !== 'number') return EMPTY;
  const span = moveEntry(order, change.row * order.cols + change.col, before, after);
  if (!span) return EMPTY;
  orderMoved();
  const selfCache = memos.get(SELF_PREFIX_KEY) as WeakMap<NumericOrder, OrderPrefix> | undefined;
  const prefix = selfCache?.get(order);
  if (!prefix) return ONLY_ORDER;
  patchSelfPrefix(prefix, order, span[0], span[1], after - before);
  return ORDER_AND_SELF;
}

const EMPTY: ReadonlySet<string> = new Set();
const ONLY_ORDER: ReadonlySet<string> = new Set([NUMERIC_ORDER_KEY]);
const ORDER_AND_SELF: ReadonlySet<string> = new Set([NUMERIC_ORDER_KEY, SELF_PREFIX_KEY]);

/** The memo key under which other ranges keep prefix sums along this range's order. */
export function prefixKeyFor(sheetId: string, top: number, left: number, bottom: number, right: number): string {
  return `criteria.prefix:${sheetId}!${top},${left}:${bottom},${right}`;
}
