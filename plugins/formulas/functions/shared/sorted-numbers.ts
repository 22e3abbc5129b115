import type { CallContext } from '../../function-definition.js';
import { isError, isRangeRef, type FormulaError, type Value } from '../../values.js';
import { numbersOfMatrix } from './numbers.js';

export const SORTED_NUMBERS_KEY = 'numbers.sorted';

/**
 * The numbers of a range or array argument in ascending order (a native typed-array sort), memoised on
 * ranges: RANK(A2, A:A) or LARGE(A:A, ROW()) copied down a long column then costs one sort and a binary
 * search per cell instead of a scan per cell. An error in the range is the result, as when scanning.
 */
export function sortedNumbers(arg: Value, ctx: CallContext): Float64Array | FormulaError {
  const build = (): Float64Array | FormulaError => {
    const xs = numbersOfMatrix(arg);
    return isError(xs) ? xs : Float64Array.from(xs).sort();
  };
  return isRangeRef(arg) ? ctx.memo(arg, SORTED_NUMBERS_KEY, build) : build();
}

/** First index whose value is >= x (strict: > x). */
export function boundIn(s: Float64Array, x: number, strict: boolean): number {
  let lo = 0;
  let hi = s.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (s[mid] < x || (strict && s[mid] === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
