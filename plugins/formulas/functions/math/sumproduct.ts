import { eager } from '../shared/define.js';
import { asMatrix } from '../shared/conditional.js';
import { ERRORS, FormulaError, isError, type Matrix } from '../../values.js';
import { cellAt } from '../shared/numbers.js';

/**
 * SUMPRODUCT: arrays of one size, multiplied element by element; non-numbers (text, booleans, empty) count
 * as 0, which is why formulas write --(A1:A9>0). Only the first array's non-empty cells can give a
 * non-zero product, so it drives the loop; the others are scanned for errors, which propagate.
 */
export const SUMPRODUCT = eager(
  { name: 'SUMPRODUCT', category: 'math', minArgs: 1, maxArgs: Infinity, description: 'The sum of the products of corresponding array elements.', syntax: 'SUMPRODUCT(array1, [array2], ...)', args: ['any'] },
  (args) => {
    const arrays = args.map(asMatrix);
    const [first] = arrays;
    if (arrays.some((a) => a.rows !== first.rows || a.cols !== first.cols)) return ERRORS.VALUE;
    const error = firstError(arrays);
    if (error) return error;
    let total = 0;
    first.each((v, r, c) => {
      if (typeof v !== 'number') return;
      let p = v;
      for (let i = 1; i < arrays.length && p !== 0; i++) {
        const w = cellAt(arrays[i], r, c);
        p *= typeof w === 'number' ? w : 0;
      }
      total += p;
    });
    return total;
  },
);

function firstError(arrays: readonly Matrix[]): FormulaError | undefined {
  let error: FormulaError | undefined;
  for (const a of arrays) {
    a.each((v) => {
      if (!error && isError(v)) error = v;
    });
    if (error) return error;
  }
  return undefined;
}

export const sumProductFunctions = [SUMPRODUCT];
