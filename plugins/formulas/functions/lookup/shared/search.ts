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

/** Binary-search variant of XLOOKUP/XMATCH (search_mode 2 ascending, -2 descending). */
export function findSorted(vec: Vector, key: Plain, matchMode: number, descending: boolean): number {
  const pos = bisect(vec, key, descending);
  const exact = pos >= 0 && compare(vec.get(pos) as Plain, key) === 0;
  if (exact) return pos;
  if (matchMode === 0 || matchMode === 2) return -1;
  // For ascending data, pos holds the next smaller value; for descending, the next larger one.
  const wantsAtPos = descending ? matchMode === 1 : matchMode === -1;
  if (wantsAtPos) return pos;
  const next = pos + 1;
  for (let i = next; i < vec.length; i++) if (comparable(vec.get(i), key)) return i;
  return -1;
}
