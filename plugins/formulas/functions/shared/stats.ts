import { ERRORS, type FormulaError } from '../../values.js';
import { mean, sum, sumSquaredDeviations } from './numbers.js';

/** Pure statistics over numbers, shared by the statistical functions, SUBTOTAL and AGGREGATE. */

export function average(xs: readonly number[]): number | FormulaError {
  return xs.length ? mean(xs) : ERRORS.DIV0;
}

/** Variance: sample (n - 1) or population (n). */
export function variance(xs: readonly number[], sample: boolean): number | FormulaError {
  const d = sample ? xs.length - 1 : xs.length;
  return d > 0 ? sumSquaredDeviations(xs) / d : ERRORS.DIV0;
}

export function stdev(xs: readonly number[], sample: boolean): number | FormulaError {
  const v = variance(xs, sample);
  return typeof v === 'number' ? Math.sqrt(v) : v;
}

/** Ascending copy; a typed-array sort is numeric and native, far faster than a comparator on big ranges. */
export const sorted = (xs: ArrayLike<number>): Float64Array => Float64Array.from(xs).sort();

export function median(xs: ArrayLike<number>): number | FormulaError {
  if (!xs.length) return ERRORS.NUM;
  const s = xs instanceof Float64Array ? xs : sorted(xs);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** PERCENTILE.INC: linear interpolation between closest ranks, k in [0, 1]. `s` is sorted. */
export function percentileInc(s: Float64Array, k: number): number | FormulaError {
  if (!s.length || k < 0 || k > 1) return ERRORS.NUM;
  return interpolate(s, k * (s.length - 1));
}

/** PERCENTILE.EXC: rank k(n + 1), which must fall within 1..n. `s` is sorted. */
export function percentileExc(s: Float64Array, k: number): number | FormulaError {
  const n = s.length;
  if (!n || k <= 0 || k >= 1) return ERRORS.NUM;
  const rank = k * (n + 1);
  if (rank < 1 || rank > n) return ERRORS.NUM;
  return interpolate(s, rank - 1);
}

function interpolate(s: Float64Array, index: number): number {
  const lo = Math.floor(index);
  const frac = index - lo;
  return lo + 1 < s.length ? s[lo] + frac * (s[lo + 1] - s[lo]) : s[lo];
}

/** The k-th largest (1-based) of sorted numbers. */
export function large(s: Float64Array, k: number): number | FormulaError {
  const i = Math.ceil(k);
  if (!s.length || i < 1 || i > s.length) return ERRORS.NUM;
  return s[s.length - i];
}

/** The k-th smallest (1-based) of sorted numbers. */
export function small(s: Float64Array, k: number): number | FormulaError {
  const i = Math.ceil(k);
  if (!s.length || i < 1 || i > s.length) return ERRORS.NUM;
  return s[i - 1];
}

/** Modes in order of first appearance, most frequent first-seen wins ties; #N/A when no value repeats. */
export function modes(xs: readonly number[]): number[] | FormulaError {
  const counts = new Map<number, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  let best = 1;
  for (const c of counts.values()) best = Math.max(best, c);
  if (best < 2) return ERRORS.NA;
  return [...counts.entries()].filter(([, c]) => c === best).map(([x]) => x);
}

export function product(xs: readonly number[]): number {
  let p = 1;
  for (const x of xs) p *= x;
  return p;
}

export { mean, sum };
