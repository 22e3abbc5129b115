import { toNumber } from '../../coerce.js';
import { eager } from '../shared/define.js';
import { numbersOf } from '../shared/numbers.js';
import { sortedNumbers } from '../shared/sorted-numbers.js';
import { ERRORS, isError } from '../../values.js';

const variadic = (name: string, description: string) => ({
  name, category: 'statistical' as const, minArgs: 1, maxArgs: Infinity, description, syntax: `${name}(number1, [number2], ...)`, args: ['any'] as const,
});

/** GEOMEAN: positive numbers only (#NUM! otherwise); logs avoid overflow of the product. */
export const GEOMEAN = eager(variadic('GEOMEAN', 'The geometric mean of positive numbers.'), (args) => {
  const xs = numbersOf(args);
  if (isError(xs)) return xs;
  if (!xs.length || xs.some((x) => x <= 0)) return ERRORS.NUM;
  return Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
});

export const HARMEAN = eager(variadic('HARMEAN', 'The harmonic mean of positive numbers.'), (args) => {
  const xs = numbersOf(args);
  if (isError(xs)) return xs;
  if (!xs.length || xs.some((x) => x <= 0)) return ERRORS.NUM;
  return xs.length / xs.reduce((s, x) => s + 1 / x, 0);
});

/** TRIMMEAN drops floor(n * percent / 2) values at each end. */
export const TRIMMEAN = eager(
  { name: 'TRIMMEAN', category: 'statistical', minArgs: 2, maxArgs: 2, description: 'The mean of the interior of a data set.', syntax: 'TRIMMEAN(array, percent)', args: ['any', 'scalar'] },
  ([array, percentArg], ctx) => {
    const xs = sortedNumbers(array, ctx);
    if (isError(xs)) return xs;
    const percent = toNumber(percentArg);
    if (isError(percent)) return percent;
    if (percent < 0 || percent >= 1 || !xs.length) return ERRORS.NUM;
    const k = Math.floor((xs.length * percent) / 2);
    const kept = xs.subarray(k, xs.length - k);
    return kept.reduce((s, x) => s + x, 0) / kept.length;
  },
);

export const meanFunctions = [GEOMEAN, HARMEAN, TRIMMEAN];
