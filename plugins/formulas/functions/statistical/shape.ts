import { eager } from '../shared/define.js';
import { mean, numbersOf } from '../shared/numbers.js';
import { stdev } from '../shared/stats.js';
import { ERRORS, isError } from '../../values.js';

const variadic = (name: string, description: string) => ({
  name, category: 'statistical' as const, minArgs: 1, maxArgs: Infinity, description, syntax: `${name}(number1, [number2], ...)`, args: ['any'] as const,
});

/** Sum of ((x - mean) / s)^power. */
function standardMoment(xs: readonly number[], s: number, power: number): number {
  const m = mean(xs);
  return xs.reduce((acc, x) => acc + ((x - m) / s) ** power, 0);
}

export const KURT = eager(variadic('KURT', 'The excess kurtosis of a sample.'), (args) => {
  const xs = numbersOf(args);
  if (isError(xs)) return xs;
  const n = xs.length;
  const s = stdev(xs, true);
  if (n < 4 || isError(s) || s === 0) return ERRORS.DIV0;
  return ((n * (n + 1)) / ((n - 1) * (n - 2) * (n - 3))) * standardMoment(xs, s, 4) - (3 * (n - 1) ** 2) / ((n - 2) * (n - 3));
});

export const SKEW = eager(variadic('SKEW', 'The skewness of a sample.'), (args) => {
  const xs = numbersOf(args);
  if (isError(xs)) return xs;
  const n = xs.length;
  const s = stdev(xs, true);
  if (n < 3 || isError(s) || s === 0) return ERRORS.DIV0;
  return (n / ((n - 1) * (n - 2))) * standardMoment(xs, s, 3);
});

export const SKEW_P = eager(variadic('SKEW.P', 'The skewness of a population.'), (args) => {
  const xs = numbersOf(args);
  if (isError(xs)) return xs;
  const s = stdev(xs, false);
  if (!xs.length || isError(s) || s === 0) return ERRORS.DIV0;
  return standardMoment(xs, s, 3) / xs.length;
});

export const shapeFunctions = [KURT, SKEW, SKEW_P];
