import { eager } from '../shared/define.js';
import { alignedValues, asMatrix, criteriaPairs, liftCriteria, totalsOfMatches, type MatchTotals } from '../shared/conditional.js';
import { ERRORS, isError, type Scalar } from '../../values.js';

const averageOf = (totals: MatchTotals): Scalar => totals.error ?? (totals.count ? totals.sum / totals.count : ERRORS.DIV0);

export const AVERAGEIF = eager(
  { name: 'AVERAGEIF', category: 'statistical', minArgs: 2, maxArgs: 3, description: 'The average of the cells that meet a criterion.', syntax: 'AVERAGEIF(range, criterion, [average_range])', args: ['any'] },
  ([rangeArg, criterion, averageArg], ctx) => {
    const range = asMatrix(rangeArg);
    const values = averageArg === undefined || averageArg === null ? range : alignedValues(asMatrix(averageArg), range, ctx);
    return liftCriteria([criterion], ([c]) => {
      const pairs = criteriaPairs([range], [c]);
      return isError(pairs) ? pairs : averageOf(totalsOfMatches(values, pairs, ctx));
    });
  },
);

export const AVERAGEIFS = eager(
  { name: 'AVERAGEIFS', category: 'statistical', minArgs: 3, maxArgs: Infinity, description: 'The average of the cells that meet all criteria.', syntax: 'AVERAGEIFS(average_range, criteria_range1, criterion1, ...)', args: ['any'] },
  ([averageArg, ...rest], ctx) => {
    const ranges = rest.filter((_, i) => i % 2 === 0);
    const criteria = rest.filter((_, i) => i % 2 === 1);
    if (ranges.length !== criteria.length) return ERRORS.VALUE;
    const values = asMatrix(averageArg);
    return liftCriteria(criteria, (cs) => {
      const pairs = criteriaPairs(ranges, cs, values);
      return isError(pairs) ? pairs : averageOf(totalsOfMatches(values, pairs, ctx));
    });
  },
);

export const averageIfFunctions = [AVERAGEIF, AVERAGEIFS];
