import { eager } from '../shared/define.js';
import { eachNumber, sumOfNumbers } from '../shared/numbers.js';
import { isError } from '../../values.js';

const variadic = (name: string, description: string) => ({
  name, category: 'math' as const, minArgs: 1, maxArgs: Infinity, description, syntax: `${name}(number1, [number2], ...)`, args: ['any'] as const,
});

export const SUM = eager(variadic('SUM', 'The sum of numbers and ranges.'), (args) => sumOfNumbers(args));

/** PRODUCT of no numbers at all is 0, as in Excel. */
export const PRODUCT = eager(variadic('PRODUCT', 'The product of numbers and ranges.'), (args) => {
  let p = 1;
  let seen = false;
  const error = eachNumber(args, (n) => {
    p *= n;
    seen = true;
  });
  if (isError(error)) return error;
  return seen ? p : 0;
});

export const SUMSQ = eager(variadic('SUMSQ', 'The sum of the squares of numbers and ranges.'), (args) => {
  let s = 0;
  const error = eachNumber(args, (n) => (s += n * n));
  return error ?? s;
});

export const sumFunctions = [SUM, PRODUCT, SUMSQ];
