import { eager } from '../shared/define.js';
import { asMatrix, countMatches, criteriaPairs, liftCriteria } from '../shared/conditional.js';
import { ERRORS, isError } from '../../values.js';

export const COUNTIF = eager(
  { name: 'COUNTIF', category: 'statistical', minArgs: 2, maxArgs: 2, description: 'How many cells of a range meet a criterion.', syntax: 'COUNTIF(range, criterion)', args: ['any'] },
  ([range, criterion], ctx) =>
    liftCriteria([criterion], ([c]) => {
      const pairs = criteriaPairs([asMatrix(range)], [c]);
      return isError(pairs) ? pairs : countMatches(pairs, ctx);
    }),
);

export const COUNTIFS = eager(
  { name: 'COUNTIFS', category: 'statistical', minArgs: 2, maxArgs: Infinity, description: 'How many positions meet all criteria.', syntax: 'COUNTIFS(criteria_range1, criterion1, [criteria_range2, criterion2], ...)', args: ['any'] },
  (args, ctx) => {
    const ranges = args.filter((_, i) => i % 2 === 0);
    const criteria = args.filter((_, i) => i % 2 === 1);
    // An odd count of arguments is refused by Excel's parser; here it is #VALUE!.
    if (ranges.length !== criteria.length) return ERRORS.VALUE;
    return liftCriteria(criteria, (cs) => {
      const pairs = criteriaPairs(ranges, cs);
      return isError(pairs) ? pairs : countMatches(pairs, ctx);
    });
  },
);

export const countIfFunctions = [COUNTIF, COUNTIFS];
