import { eager } from '../shared/define.js';
import { numbersOf } from '../shared/numbers.js';
import { ERRORS, isError, type FormulaError, type Value } from '../../values.js';

const gcd2 = (a: number, b: number): number => {
  while (b) [a, b] = [b, a % b];
  return a;
};

/** Integers of the arguments: negatives and values of 2^53 or more are #NUM!. */
function integers(args: readonly Value[]): number[] | FormulaError {
  const xs = numbersOf(args);
  if (isError(xs)) return xs;
  if (xs.some((x) => x < 0 || x >= 2 ** 53)) return ERRORS.NUM;
  return xs.map(Math.trunc);
}

export const GCD = eager(
  { name: 'GCD', category: 'math', minArgs: 1, maxArgs: Infinity, description: 'The greatest common divisor of integers.', syntax: 'GCD(number1, [number2], ...)', args: ['any'] },
  (args) => {
    const xs = integers(args);
    return isError(xs) ? xs : xs.reduce(gcd2, 0);
  },
);

export const LCM = eager(
  { name: 'LCM', category: 'math', minArgs: 1, maxArgs: Infinity, description: 'The least common multiple of integers.', syntax: 'LCM(number1, [number2], ...)', args: ['any'] },
  (args) => {
    const xs = integers(args);
    if (isError(xs)) return xs;
    if (xs.some((x) => x === 0)) return 0;
    const l = xs.reduce((a, b) => (a / gcd2(a, b)) * b, 1);
    return l < 2 ** 53 ? l : ERRORS.NUM;
  },
);

export const gcdLcmFunctions = [GCD, LCM];
