import { toNumber } from '../../coerce.js';
import { eager } from '../shared/define.js';
import { sortedNumbers } from '../shared/sorted-numbers.js';
import { percentileExc, percentileInc } from '../shared/stats.js';
import { ERRORS, isError, type FormulaError } from '../../values.js';

type Pick = (sorted: Float64Array, k: number) => number | FormulaError;

const withK = (name: string, kName: string, description: string, pick: Pick) =>
  eager(
    { name, category: 'statistical', minArgs: 2, maxArgs: 2, description, syntax: `${name}(array, ${kName})`, args: ['any', 'scalar'] },
    ([array, kArg], ctx) => {
      const xs = sortedNumbers(array, ctx);
      if (isError(xs)) return xs;
      const k = toNumber(kArg);
      return isError(k) ? k : pick(xs, k);
    },
  );

/** QUARTILE's quart is truncated: 0 = min, 4 = max (.INC); .EXC accepts 1 to 3 only. */
const quartInc: Pick = (xs, q) => {
  const quart = Math.trunc(q);
  return quart < 0 || quart > 4 ? ERRORS.NUM : percentileInc(xs, quart / 4);
};
const quartExc: Pick = (xs, q) => {
  const quart = Math.trunc(q);
  return quart < 1 || quart > 3 ? ERRORS.NUM : percentileExc(xs, quart / 4);
};

export const PERCENTILE = withK('PERCENTILE', 'k', 'The k-th percentile of a data set, k in [0, 1].', percentileInc);
export const PERCENTILE_INC = withK('PERCENTILE.INC', 'k', 'The k-th percentile of a data set, k in [0, 1].', percentileInc);
export const PERCENTILE_EXC = withK('PERCENTILE.EXC', 'k', 'The k-th percentile of a data set, k in (0, 1) exclusive.', percentileExc);
export const QUARTILE = withK('QUARTILE', 'quart', 'A quartile of a data set (0 to 4).', quartInc);
export const QUARTILE_INC = withK('QUARTILE.INC', 'quart', 'A quartile of a data set (0 to 4).', quartInc);
export const QUARTILE_EXC = withK('QUARTILE.EXC', 'quart', 'A quartile of a data set (1 to 3), exclusive method.', quartExc);

export const percentileFunctions = [PERCENTILE, PERCENTILE_INC, PERCENTILE_EXC, QUARTILE, QUARTILE_INC, QUARTILE_EXC];
