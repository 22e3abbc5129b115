import type { FunctionDefinition } from '../../function-definition.js';
import { ERRORS, FormulaError, type Matrix, type Value } from '../../values.js';
import { omitted } from './shared/args.js';
import { arrayResult, asMatrix, cellOf, toRows } from './shared/matrix.js';
import { transpose } from './shape.js';

/** Reads FILTER's include flags: numbers count as TRUE unless 0; text is #VALUE!; errors pass. */
function flags(include: Matrix, count: number, vertical: boolean): boolean[] | FormulaError {
  const out: boolean[] = [];
  for (let i = 0; i < count; i++) {
    const v = vertical ? cellOf(include, i, 0) : cellOf(include, 0, i);
    if (v instanceof FormulaError) return v;
    if (typeof v === 'string') return ERRORS.VALUE;
    out.push(v !== null && v !== false && v !== 0);
  }
  return out;
}

export const FILTER: FunctionDefinition = {
  name: 'FILTER',
  category: 'lookup',
  minArgs: 2,
  maxArgs: 3,
  description: 'The rows (or columns) of an array where include is TRUE.',
  syntax: 'FILTER(array, include, [if_empty])',
  args: ['any', 'any', 'any'],
  call: (args) => {
    if (args[0] instanceof FormulaError) return args[0];
    if (args[1] instanceof FormulaError) return args[1];
    const m = asMatrix(args[0]);
    const include = asMatrix(args[1]);
    const vertical = include.cols === 1 && include.rows === m.rows;
    if (!vertical && !(include.rows === 1 && include.cols === m.cols)) return ERRORS.VALUE;
    const keep = flags(include, vertical ? m.rows : m.cols, vertical);
    if (keep instanceof FormulaError) return keep;
    const lines = (vertical ? toRows(m) : transpose(m)).filter((_, i) => keep[i]);
    if (lines.length === 0) return omitted(args, 2) ? new FormulaError('#CALC!', 'No rows match') : (args[2] as Value);
    return arrayResult(vertical ? lines : transpose(asMatrix(arrayResult(lines))));
  },
};
