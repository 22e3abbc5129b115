import { eager } from '../shared/define.js';
import { eachNumber, type NumbersOptions } from '../shared/numbers.js';
import type { EagerFunction } from '../../function-definition.js';

/** MAX/MIN of nothing is 0, as in Excel. */
function extreme(name: string, larger: boolean, options: NumbersOptions): EagerFunction {
  const what = larger ? 'largest' : 'smallest';
  const description = options.textAsZero ? `The ${what} value, counting text as 0 and TRUE as 1.` : `The ${what} number of the arguments.`;
  return eager(
    { name, category: 'statistical', minArgs: 1, maxArgs: Infinity, description, syntax: `${name}(value1, [value2], ...)`, args: ['any'] },
    (args) => {
      let best = larger ? -Infinity : Infinity;
      let seen = false;
      const error = eachNumber(args, (n) => {
        seen = true;
        if (larger ? n > best : n < best) best = n;
      }, options);
      return error ?? (seen ? best : 0);
    },
  );
}

export const MAX = extreme('MAX', true, {});
export const MIN = extreme('MIN', false, {});
export const MAXA = extreme('MAXA', true, { textAsZero: true });
export const MINA = extreme('MINA', false, { textAsZero: true });

export const minMaxFunctions = [MAX, MIN, MAXA, MINA];
