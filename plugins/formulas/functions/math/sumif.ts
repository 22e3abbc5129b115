import { eager } from '../shared/define.js';
import { alignedValues, asMatrix, criteriaPairs, liftCriteria, totalsOfMatches } from '../shared/conditional.js';
import { ERRORS, isError } from '../../values.js';

/** SUMIF(range, criterion, [sum_range]): the numbers of sum_range (or range) where range matches. */
export const SUMIF = eager(
  { name: 'SUMIF', category: 'math', minArgs: 2, maxArgs: 3, description: 'The sum of the cells that meet a criterion.', syntax: 'SUMIF(range, criterion, [sum_range])', args: ['any', 'any', 'any'] },
  ([rangeArg, criterion, sumArg], ctx) => {
    const range = asMatrix(rangeArg);
    const values = sumArg === undefined || sumArg === null ? range : alignedValues(asMatrix(sumArg), range, ctx);
    return liftCriteria([criterion], ([c]) => {
      const pairs = criteriaPairs([range], [c]);
      if (isError(pairs)) return pairs;
      const totals = totalsOfMatches(values, pairs, ctx);
      return totals.error ?? totals.sum;
    });
  },
);

/** SUMIFS(sum_range, criteria_range1, criterion1, ...): all ranges of one size (#VALUE! otherwise). */
export const SUMIFS = eager(
  { name: 'SUMIFS', category: 'math', minArgs: 3, maxArgs: Infinity, description: 'The sum of the cells that meet all criteria.', syntax: 'SUMIFS(sum_range, criteria_range1, criterion1, [criteria_range2, criterion2], ...)', args: ['any'] },
  ([sumArg, ...rest], ctx) => {
    const ranges = rest.filter((_, i) => i % 2 === 0);
    const criteria = rest.filter((_, i) => i % 2 === 1);
    // An odd count of criteria arguments is refused by Excel's parser; here it is #VALUE!.
    if (ranges.length !== criteria.length) return ERRORS.VALUE;
    const values = asMatrix(sumArg);
    return liftCriteria(criteria, (cs) => {
      const pairs = criteriaPairs(ranges, cs, values);
      if (isError(pairs)) return pairs;
      const totals = totalsOfMatches(values, pairs, ctx);
      return totals.error ?? totals.sum;
    });
  },
);

export const sumIfFunctions = [SUMIF, SUMIFS];
