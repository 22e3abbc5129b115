import { toNumber } from '../../coerce.js';
import { eager } from '../shared/define.js';
import { numbersOfMatrix } from '../shared/numbers.js';
import { ERRORS, isError, type Value } from '../../values.js';

/** Rank of a number in a list: descending unless order is non-zero; #N/A when it is not in the list. */
function rankOf(args: readonly Value[], averageTies: boolean): Value {
  const [numberArg, ref, orderArg] = args;
  const x = toNumber(numberArg);
  if (isError(x)) return x;
  const xs = numbersOfMatrix(ref);
  if (isError(xs)) return xs;
  const order = orderArg === undefined ? 0 : toNumber(orderArg);
  if (isError(order)) return order;
  let before = 0;
  let equal = 0;
  for (const v of xs) {
    if (v === x) equal++;
    else if (order === 0 ? v > x : v < x) before++;
  }
  if (!equal) return ERRORS.NA;
  return averageTies ? before + (equal + 1) / 2 : before + 1;
}

const rankFunction = (name: string, averageTies: boolean, description: string) =>
  eager(
    { name, category: 'statistical', minArgs: 2, maxArgs: 3, description, syntax: `${name}(number, ref, [order])`, args: ['scalar', 'any', 'scalar'] },
    (args) => rankOf(args, averageTies),
  );

export const RANK = rankFunction('RANK', false, 'The rank of a number in a list (ties share the top rank).');
export const RANK_EQ = rankFunction('RANK.EQ', false, 'The rank of a number in a list (ties share the top rank).');
export const RANK_AVG = rankFunction('RANK.AVG', true, 'The rank of a number in a list (ties get the average rank).');

export const rankFunctions = [RANK, RANK_EQ, RANK_AVG];
