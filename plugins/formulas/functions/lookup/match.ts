import type { FunctionDefinition } from '../../function-definition.js';
import { ERRORS, FormulaError, isMatrix } from '../../values.js';
import { integerArg, keyArg } from './shared/args.js';
import { bisect, findExact } from './shared/search.js';
import { trimmed, vectorOf } from './shared/vector.js';

/** MATCH: 1-based position in a row or column; 1 = sorted ascending, 0 = exact, -1 = sorted descending. */
export const MATCH: FunctionDefinition = {
  name: 'MATCH',
  category: 'lookup',
  minArgs: 2,
  maxArgs: 3,
  description: 'Position of a value in a row or column.',
  syntax: 'MATCH(search_key, range, [search_type])',
  args: ['scalar', 'any', 'scalar'],
  call: (args, ctx) => {
    const key = keyArg(args, 0);
    if (key instanceof FormulaError) return key;
    const range = args[1];
    if (range instanceof FormulaError) return range;
    if (!isMatrix(range)) return ERRORS.NA;
    // A blank match_type (`MATCH(x, r,)`) is 0, an exact match, as Excel reads a legacy blank argument.
    const type = args[2] === null ? 0 : integerArg(args, 2, 1);
    if (type instanceof FormulaError) return type;
    const vec = vectorOf(range);
    if (vec instanceof FormulaError) return vec;
    if (key === null) return ERRORS.NA;
    const mode = Math.sign(type);
    const pos = mode === 0 ? findExact(vec, key, ctx, { wildcards: true }) : bisect(trimmed(vec, ctx), key, mode < 0);
    return pos < 0 ? ERRORS.NA : pos + 1;
  },
};
