import { toNumber } from '../../coerce.js';
import { eager } from '../shared/define.js';
import { sortedNumbers } from '../shared/sorted-numbers.js';
import { large, small } from '../shared/stats.js';
import { isError } from '../../values.js';

const kth = (name: string, description: string, pick: typeof large) =>
  eager(
    { name, category: 'statistical', minArgs: 2, maxArgs: 2, description, syntax: `${name}(array, k)`, args: ['any', 'scalar'] },
    ([array, kArg], ctx) => {
      const xs = sortedNumbers(array, ctx);
      if (isError(xs)) return xs;
      const k = toNumber(kArg);
      return isError(k) ? k : pick(xs, k);
    },
  );

export const LARGE = kth('LARGE', 'The k-th largest number of a data set.', large);
export const SMALL = kth('SMALL', 'The k-th smallest number of a data set.', small);

export const largeSmallFunctions = [LARGE, SMALL];
