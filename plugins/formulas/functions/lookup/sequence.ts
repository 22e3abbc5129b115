import type { FunctionDefinition } from '../../function-definition.js';
import { ARRAY_TOO_LARGE, arrayTooLarge, ERRORS, FormulaError } from '../../values.js';
import { integerArg, numberArg } from './shared/args.js';
import { arrayResult } from './shared/matrix.js';

export const SEQUENCE: FunctionDefinition = {
  name: 'SEQUENCE',
  category: 'lookup',
  minArgs: 1,
  maxArgs: 4,
  description: 'An array of sequential numbers.',
  syntax: 'SEQUENCE(rows, [columns], [start], [step])',
  args: ['scalar', 'scalar', 'scalar', 'scalar'],
  call: (args) => {
    const rows = integerArg(args, 0, 1);
    const cols = integerArg(args, 1, 1);
    const start = numberArg(args, 2, 1);
    const step = numberArg(args, 3, 1);
    for (const v of [rows, cols, start, step]) if (v instanceof FormulaError) return v;
    const [r, c, s, d] = [rows, cols, start, step] as number[];
    if (r < 0 || c < 0) return ERRORS.VALUE;
    if (r === 0 || c === 0) return new FormulaError('#CALC!', 'Empty array');
    if (arrayTooLarge(r, c)) return ARRAY_TOO_LARGE;
    return arrayResult(Array.from({ length: r }, (_, i) => Array.from({ length: c }, (_, j) => s + (i * c + j) * d)));
  },
};
