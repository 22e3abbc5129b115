import { toNumber } from '../../coerce.js';
import { eager } from '../shared/define.js';
import type { CallContext } from '../../function-definition.js';
import { boundIn, sortedNumbers } from '../shared/sorted-numbers.js';
import { ERRORS, isError, type Value } from '../../values.js';

/**
 * The rank of x as a fraction of the data set, interpolated between neighbours when x is not in it, and
 * truncated (not rounded) to `significance` digits as Excel does.
 */
function percentRank(args: readonly Value[], exclusive: boolean, ctx: CallContext): Value {
  const s = sortedNumbers(args[0], ctx);
  if (isError(s)) return s;
  const x = toNumber(args[1]);
  if (isError(x)) return x;
  const significance = args[2] === undefined ? 3 : toNumber(args[2]);
  if (isError(significance)) return significance;
  const digits = Math.trunc(significance);
  if (!s.length || digits < 1) return ERRORS.NUM;
  const n = s.length;
  if (x < s[0] || x > s[n - 1]) return ERRORS.NA;
  const below = boundIn(s, x, false);
  const position = s[below] === x ? below : below - 1 + (x - s[below - 1]) / (s[below] - s[below - 1]);
  if (!exclusive && n === 1) return 1;
  const rank = exclusive ? (position + 1) / (n + 1) : position / (n - 1);
  const factor = 10 ** digits;
  return Math.floor(Number((rank * factor).toPrecision(15))) / factor;
}

const spec = (name: string, description: string) => ({
  name, category: 'statistical' as const, minArgs: 2, maxArgs: 3, description, syntax: `${name}(array, x, [significance])`, args: ['any', 'scalar', 'scalar'] as const,
});

export const PERCENTRANK = eager(spec('PERCENTRANK', 'The rank of a value as a percentage of a data set, 0 to 1 inclusive.'), (args, ctx) => percentRank(args, false, ctx));
export const PERCENTRANK_INC = eager(spec('PERCENTRANK.INC', 'The rank of a value as a percentage of a data set, 0 to 1 inclusive.'), (args, ctx) => percentRank(args, false, ctx));
export const PERCENTRANK_EXC = eager(spec('PERCENTRANK.EXC', 'The rank of a value as a percentage of a data set, 0 to 1 exclusive.'), (args, ctx) => percentRank(args, true, ctx));

export const percentRankFunctions = [PERCENTRANK, PERCENTRANK_INC, PERCENTRANK_EXC];
