import { eager } from '../shared/define.js';
import { asMatrix, criteriaPairs, liftCriteria, numbersOfMatches } from '../shared/conditional.js';
import { ERRORS, isError } from '../../values.js';

/** MAXIFS/MINIFS: 0 when nothing matches, as in Excel. */
const extremeIfs = (name: string, pick: (xs: number[]) => number) =>
  eager(
    { name, category: 'statistical', minArgs: 3, maxArgs: Infinity, description: `The ${name === 'MAXIFS' ? 'largest' : 'smallest'} of the cells that meet all criteria.`, syntax: `${name}(${name === 'MAXIFS' ? 'max' : 'min'}_range, criteria_range1, criterion1, ...)`, args: ['any'] },
    ([valuesArg, ...rest], ctx) => {
      const ranges = rest.filter((_, i) => i % 2 === 0);
      const criteria = rest.filter((_, i) => i % 2 === 1);
      if (ranges.length !== criteria.length) return ERRORS.VALUE;
      const values = asMatrix(valuesArg);
      return liftCriteria(criteria, (cs) => {
        const pairs = criteriaPairs(ranges, cs, values);
        if (isError(pairs)) return pairs;
        const xs = numbersOfMatches(values, pairs, ctx);
        if (isError(xs)) return xs;
        return xs.length ? pick(xs) : 0;
      });
    },
  );

const max = (xs: number[]) => xs.reduce((a, b) => (b > a ? b : a), -Infinity);
const min = (xs: number[]) => xs.reduce((a, b) => (b < a ? b : a), Infinity);

export const MAXIFS = extremeIfs('MAXIFS', max);
export const MINIFS = extremeIfs('MINIFS', min);

export const minMaxIfsFunctions = [MAXIFS, MINIFS];
