import { toNumber } from '../../coerce.js';
import type { CallContext } from '../../function-definition.js';
import { eager } from '../shared/define.js';
import { boundIn, sortedNumbers } from '../shared/sorted-numbers.js';
import { ERRORS, isError, type Value } from '../../values.js';

/**
 * Rank of a number in a list: descending unless order is non-zero; #N/A when it is not in the list.
 * Counts come from binary searches in the memoised sorted copy of the list.
 */
function rankOf(args: readonly Value[], averageTies: boolean, ctx: CallContext): Value {
  const [numberArg, ref, orderArg] = args;
  const x = toNumber(numberArg);
  if (isError(x)) return x;
  const s = sortedNumbers(ref, ctx);
  if (isError(s)) return s;
  const order = orderArg === undefined || orderArg === null ? 0 : toNumber(orderArg);
  if (isError(order)) return order;
  const first = boundIn(s, x, false);
  const equal = boundIn(s, x, true) - first;
  if (!equal) return ERRORS.NA;
  const before = order === 0 ? s.length - first - equal : first;
  return averageTies ? before + (equal + 1) / 2 : before + 1;
}

const rankFunction = (name: string, averageTies: boolean, description: string) =>
  eager(
    { name, category: 'statistical', minArgs: 2, maxArgs: 3, description, syntax: `${name}(number, ref, [order])`, args: ['scalar', 'any', 'scalar'] },
    (args, ctx) => rankOf(args, averageTies, ctx),
  );

export const RANK = rankFunction('RANK', false, 'The rank of a number in a list (ties share the top rank).');
export const RANK_EQ = rankFunction('RANK.EQ', false, 'The rank of a number in a list (ties share the top rank).');
export const RANK_AVG = rankFunction('RANK.AVG', true, 'The rank of a number in a list (ties get the average rank).');

export const rankFunctions = [RANK, RANK_EQ, RANK_AVG];
