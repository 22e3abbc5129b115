import type { FunctionDefinition } from '../../function-definition.js';
import { FormulaError, type Scalar } from '../../values.js';
import { booleanArg } from './shared/args.js';
import { arrayResult, asMatrix, toRows } from './shared/matrix.js';
import { transpose } from './shape.js';

/** Identity of a line for UNIQUE: text compares case-insensitively, kinds stay apart. */
function lineKey(line: readonly Scalar[]): string {
  return JSON.stringify(line.map((v) => (v instanceof FormulaError ? `#${v.code}` : typeof v === 'string' ? `s${v.toLowerCase()}` : v)));
}

export const UNIQUE: FunctionDefinition = {
  name: 'UNIQUE',
  category: 'lookup',
  minArgs: 1,
  maxArgs: 3,
  description: 'The distinct rows (or columns) of an array, or those that occur exactly once.',
  syntax: 'UNIQUE(array, [by_col], [exactly_once])',
  args: ['any', 'scalar', 'scalar'],
  call: (args) => {
    if (args[0] instanceof FormulaError) return args[0];
    const byCol = booleanArg(args, 1, false);
    const once = booleanArg(args, 2, false);
    if (byCol instanceof FormulaError) return byCol;
    if (once instanceof FormulaError) return once;
    const m = asMatrix(args[0]);
    const lines = byCol ? transpose(m) : toRows(m);
    const counts = new Map<string, { line: Scalar[]; count: number }>();
    for (const line of lines) {
      const key = lineKey(line);
      const seen = counts.get(key);
      if (seen) seen.count++;
      else counts.set(key, { line, count: 1 });
    }
    const kept = [...counts.values()].filter((e) => !once || e.count === 1).map((e) => e.line);
    if (kept.length === 0) return new FormulaError('#CALC!', 'No unique values');
    return arrayResult(byCol ? transpose(asMatrix(arrayResult(kept))) : kept);
  },
};
