import { eager } from '../shared/define.js';
import { mean, numbersOf, sumSquaredDeviations } from '../shared/numbers.js';
import { ERRORS, isError } from '../../values.js';

const variadic = (name: string, description: string) => ({
  name, category: 'statistical' as const, minArgs: 1, maxArgs: Infinity, description, syntax: `${name}(number1, [number2], ...)`, args: ['any'] as const,
});

export const DEVSQ = eager(variadic('DEVSQ', 'The sum of squared deviations from the mean.'), (args) => {
  const xs = numbersOf(args);
  if (isError(xs)) return xs;
  return xs.length ? sumSquaredDeviations(xs) : ERRORS.NUM;
});

export const AVEDEV = eager(variadic('AVEDEV', 'The mean of absolute deviations from the mean.'), (args) => {
  const xs = numbersOf(args);
  if (isError(xs)) return xs;
  if (!xs.length) return ERRORS.NUM;
  const m = mean(xs);
  return xs.reduce((s, x) => s + Math.abs(x - m), 0) / xs.length;
});

export const deviationFunctions = [DEVSQ, AVEDEV];
