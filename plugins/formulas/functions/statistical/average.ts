import { eager } from '../shared/define.js';
import { numbersOf } from '../shared/numbers.js';
import { average } from '../shared/stats.js';
import { isError } from '../../values.js';

export const AVERAGE = eager(
  { name: 'AVERAGE', category: 'statistical', minArgs: 1, maxArgs: Infinity, description: 'The arithmetic mean of numbers and ranges.', syntax: 'AVERAGE(number1, [number2], ...)', args: ['any'] },
  (args) => {
    let s = 0;
    let n = 0;
    const xs = numbersOf(args);
    if (isError(xs)) return xs;
    for (const x of xs) {
      s += x;
      n++;
    }
    return n ? s / n : average([]);
  },
);

/** AVERAGEA counts text in ranges as 0 and booleans as 1/0. */
export const AVERAGEA = eager(
  { name: 'AVERAGEA', category: 'statistical', minArgs: 1, maxArgs: Infinity, description: 'The mean of values, counting text as 0 and TRUE as 1.', syntax: 'AVERAGEA(value1, [value2], ...)', args: ['any'] },
  (args) => {
    const xs = numbersOf(args, { textAsZero: true });
    return isError(xs) ? xs : average(xs);
  },
);

export const averageFunctions = [AVERAGE, AVERAGEA];
