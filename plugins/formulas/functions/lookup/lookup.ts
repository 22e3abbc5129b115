import type { CallContext, FunctionDefinition } from '../../function-definition.js';
import { ERRORS, FormulaError, type Matrix } from '../../values.js';
import { keyArg } from './shared/args.js';
import { asMatrix, cellOf } from './shared/matrix.js';
import { bisect } from './shared/search.js';
import { trimmed, Vector, vectorOf } from './shared/vector.js';

/**
 * LOOKUP: sorted (approximate) search. Vector form searches one vector and returns from the result
 * vector; array form searches the first row or column of the longer side and returns from the last.
 */
export const LOOKUP: FunctionDefinition = {
  name: 'LOOKUP',
  category: 'lookup',
  minArgs: 2,
  maxArgs: 3,
  description: 'Looks up a value in a sorted row or column and returns the matching result.',
  syntax: 'LOOKUP(search_key, search_range, [result_range])',
  args: ['scalar', 'any', 'any'],
  call: (args, ctx) => {
    const key = keyArg(args, 0);
    if (key instanceof FormulaError) return key;
    if (key === null) return ERRORS.NA;
    if (args[1] instanceof FormulaError) return args[1];
    if (args[2] instanceof FormulaError) return args[2];
    const searched = asMatrix(args[1]);
    const result = args[2];
    if (result !== undefined && result !== null) return vectorForm(key, searched, asMatrix(result), ctx);
    const vertical = searched.rows >= searched.cols;
    const pos = bisect(trimmed(new Vector(searched, vertical, 0), ctx), key, false);
    if (pos < 0) return ERRORS.NA;
    return vertical ? cellOf(searched, pos, searched.cols - 1) : cellOf(searched, searched.rows - 1, pos);
  },
};

function vectorForm(key: number | string | boolean, searched: Matrix, result: Matrix, ctx: CallContext) {
  const vec = vectorOf(searched);
  if (vec instanceof FormulaError) return vec;
  const out = vectorOf(result);
  if (out instanceof FormulaError) return ERRORS.NA;
  const pos = bisect(trimmed(vec, ctx), key, false);
  if (pos < 0 || pos >= out.length) return ERRORS.NA;
  return out.get(pos);
}
