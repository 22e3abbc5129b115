import { eager } from '../shared/define.js';
import { numbersOf } from '../shared/numbers.js';
import { median, modes } from '../shared/stats.js';
import { ArrayValue, isError, isMatrix } from '../../values.js';
import { sortedNumbers } from '../shared/sorted-numbers.js';

const variadic = (name: string, description: string) => ({
  name, category: 'statistical' as const, minArgs: 1, maxArgs: Infinity, description, syntax: `${name}(number1, [number2], ...)`, args: ['any'] as const,
});

export const MEDIAN = eager(variadic('MEDIAN', 'The middle value of numbers.'), (args, ctx) => {
  // One range (the common case) uses the memoised sorted copy.
  const xs = args.length === 1 && isMatrix(args[0]) ? sortedNumbers(args[0], ctx) : numbersOf(args);
  return isError(xs) ? xs : median(xs);
});

/** MODE and MODE.SNGL: the most frequent number, the first met on a tie; #N/A when none repeats. */
const single = (name: string) =>
  eager(variadic(name, 'The most frequent number.'), (args) => {
    const xs = numbersOf(args);
    if (isError(xs)) return xs;
    const found = modes(xs);
    return isError(found) ? found : found[0];
  });

export const MODE = single('MODE');
export const MODE_SNGL = single('MODE.SNGL');

/** MODE.MULT: every most frequent number, as a vertical array. */
export const MODE_MULT = eager(variadic('MODE.MULT', 'The most frequent numbers, as a vertical array.'), (args) => {
  const xs = numbersOf(args);
  if (isError(xs)) return xs;
  const found = modes(xs);
  return isError(found) ? found : ArrayValue.column(found);
});

export const medianModeFunctions = [MEDIAN, MODE, MODE_SNGL, MODE_MULT];
