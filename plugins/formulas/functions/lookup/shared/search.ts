import type { CallContext } from '../../../function-definition.js';
import { compareScalars } from '../../../coerce.js';
import { FormulaError, type Scalar } from '../../../values.js';
import { indexedPosition, lookupKey, trimmed, type Vector } from './vector.js';
import { hasWildcard, wildcardTest } from './wildcard.js';

type Plain = number | string | boolean;

/** Values compare only with their own kind in lookups: numbers with numbers, text with text. */
function comparable(v: Scalar, key: Plain): v is Plain {
  return v !== null && !(v instanceof FormulaError) && typeof v === typeof key;
}

function compare(a: Plain, b: Plain): number {
  return compareScalars(a, b);
}

export interface ExactOptions {
  /** Text keys with * ? ~ match as patterns (VLOOKUP, MATCH 0, XLOOKUP match_mode 2). */
  readonly wildcards: boolean;
  /** Search from the last position backwards (XLOOKUP search_mode -1). */
  readonly fromEnd?: boolean;
}

/** Position of the exact match of `key`, or -1. Uses the memoised index unless the key is a pattern. */
export function findExact(vec: Vector, key: Plain, ctx: CallContext, options: ExactOptions): number {
  if (options.wildcards && typeof key === 'string' && hasWildcard(key)) {
    return scanPattern(trimmed(vec, ctx), wildcardTest(key), options.fromEnd ?? false);
  }
  const normalised = lookupKey(key);
  if (normalised === undefined) return -1;
  return indexedPosition(vec, normalised, ctx, options.fromEnd ?? false);
}

function scanPattern(vec: Vector, matches: (text: string) => boolean, fromEnd: boolean): number {
  const step = fromEnd ? -1 : 1;
  for (let i = fromEnd ? vec.length - 1 : 0; i >= 0 && i < vec.length; i += step) {
    const v = vec.get(i);
    if (typeof v === 'string' && matches(v)) return i;
  }
  return -1;
}

/**
 * Last position whose value is <= key in an ascending vector (>= key when `descending`), the way
 * Excel's sorted lookups bisect. Values of another kind than the key are stepped over, as Excel
 * ignores them; -1 when every comparable value is past the key.
 */
export function bisect(vec: Vector, key: Plain, descending: boolean): number {
  let lo = 0;
  let hi = vec.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const m = nearestComparable(vec, key, mid, lo, hi);
    if (m < 0) break;
    const c = compare(vec.get(m) as Plain, key) * (descending ? -1 : 1);
    if (c <= 0) {
      found = m;
      lo = Math.max(m, mid) + 1;
    } else {
      hi = Math.min(m, mid) - 1;
    }
  }
  return found;
}

function nearestComparable(vec: Vector, key: Plain, mid: number, lo: number, hi: number): number {
  for (let i = mid; i >= lo; i--) if (comparable(vec.get(i), key)) return i;
  for (let i = mid + 1; i <= hi; i++) if (comparable(vec.get(i), key)) return i;
  return -1;
}

/** Whether a binary search can rank the value: blanks and errors are stepped over. */
function ranked(v: Scalar): v is Plain {
  return v !== null && !(v instanceof FormulaError);
}

/**
 * The first position from which `before` is false, for a vector where it holds on a prefix of the
 * ranked values; unranked positions are stepped over to the nearest ranked one.
 */
function partitionPoint(vec: Vector, before: (v: Plain) => boolean): number {
  let lo = 0;
  let hi = vec.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    let m = mid;
    while (m >= lo && !ranked(vec.get(m))) m--;
    if (m < lo) for (m = mid + 1; m < hi && !ranked(vec.get(m)); m++);
    if (m >= hi) return lo;
    if (before(vec.get(m) as Plain)) lo = m + 1;
    else hi = m;
  }
  return lo;
}

function rankedFrom(vec: Vector, i: number, step: 1 | -1): number {
  for (; i >= 0 && i < vec.length; i += step) if (ranked(vec.get(i))) return i;
  return -1;
}

/**
 * Binary-search variant of XLOOKUP/XMATCH (search_mode 2 ascending, -2 descending). Values rank as in
 * a sort, numbers < text < FALSE < TRUE (a number's next larger value in text is the first text), as
 * Excel's XLOOKUP book shows. Ascending data finds the first of equal values and descending data the
 * last: Excel searches descending data as ascending data read backwards (its book, sheet MultipleElements).
 * Without an exact match, the next smaller or larger value beside where the key would go.
 */
export function findSorted(vec: Vector, key: Plain, matchMode: number, descending: boolean): number {
  const split = partitionPoint(vec, descending ? (v) => compare(v, key) >= 0 : (v) => compare(v, key) < 0);
  const atOrAfter = rankedFrom(vec, split, 1);
  const before = rankedFrom(vec, split - 1, -1);
  const equalAt = descending ? before : atOrAfter;
  if (equalAt >= 0 && compare(vec.get(equalAt) as Plain, key) === 0) return equalAt;
  if (matchMode === -1) return descending ? atOrAfter : before;
  if (matchMode === 1) return descending ? before : atOrAfter;
  return -1;
}
