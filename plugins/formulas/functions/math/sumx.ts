import { eager } from '../shared/define.js';
import { pairedNumbers } from '../shared/numbers.js';
import { isError } from '../../values.js';

/** SUMX2MY2 and friends: pairs where both cells hold numbers; sizes must match (#N/A). */
const pairwise = (name: string, description: string, term: (x: number, y: number) => number) =>
  eager(
    { name, category: 'math', minArgs: 2, maxArgs: 2, description, syntax: `${name}(array_x, array_y)`, args: ['any'] },
    ([a, b]) => {
      const pairs = pairedNumbers(a, b);
      if (isError(pairs)) return pairs;
      const [xs, ys] = pairs;
      let s = 0;
      for (let i = 0; i < xs.length; i++) s += term(xs[i], ys[i]);
      return s;
    },
  );

export const SUMX2MY2 = pairwise('SUMX2MY2', 'The sum of the differences of squares of two arrays.', (x, y) => x * x - y * y);
export const SUMX2PY2 = pairwise('SUMX2PY2', 'The sum of the sums of squares of two arrays.', (x, y) => x * x + y * y);
export const SUMXMY2 = pairwise('SUMXMY2', 'The sum of squares of differences of two arrays.', (x, y) => (x - y) * (x - y));

export const sumxFunctions = [SUMX2MY2, SUMX2PY2, SUMXMY2];
