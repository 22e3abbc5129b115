import type { FunctionDefinition } from '../../function-definition.js';
import { ArrayValue, ERRORS, FormulaError, type Scalar, type Value } from '../../values.js';
import { booleanArg, integerArg, omitted } from './shared/args.js';
import { arrayResult, asMatrix, toRows } from './shared/matrix.js';
import { transpose } from './shape.js';

/** VSTACK appends rows; short rows are padded with #N/A, as Excel does. */
function vstack(values: readonly Value[]): Scalar[][] {
  const blocks = values.map((v) => toRows(asMatrix(v)));
  const width = Math.max(...blocks.map((b) => (b.length ? b[0].length : 0)));
  return blocks.flatMap((b) => b.map((line) => [...line, ...Array<Scalar>(width - line.length).fill(ERRORS.NA)]));
}

export const VSTACK: FunctionDefinition = {
  name: 'VSTACK', category: 'lookup', minArgs: 1, maxArgs: Infinity,
  description: 'Appends arrays one below the other.',
  syntax: 'VSTACK(array1, [array2, ...])',
  args: ['any'],
  call: (args) => arrayResult(vstack(args)),
};

export const HSTACK: FunctionDefinition = {
  name: 'HSTACK', category: 'lookup', minArgs: 1, maxArgs: Infinity,
  description: 'Appends arrays side by side.',
  syntax: 'HSTACK(array1, [array2, ...])',
  args: ['any'],
  call: (args) => {
    const stacked = vstack(args.map((v) => new ArrayValue(transpose(asMatrix(v)))));
    return arrayResult(transpose(asMatrix(new ArrayValue(stacked))));
  },
};

/** The values of an array in one line, skipping blanks (ignore 1), errors (2) or both (3). */
function flatten(args: readonly Value[]): Scalar[] | FormulaError {
  if (args[0] instanceof FormulaError) return args[0];
  const ignore = integerArg(args, 1, 0);
  if (ignore instanceof FormulaError) return ignore;
  if (ignore < 0 || ignore > 3) return ERRORS.VALUE;
  const byColumn = booleanArg(args, 2, false);
  if (byColumn instanceof FormulaError) return byColumn;
  const m = asMatrix(args[0]);
  const rows = byColumn ? transpose(m) : toRows(m);
  return rows.flat().filter((v) => !((ignore & 1 && v === null) || (ignore & 2 && v instanceof FormulaError)));
}

export const TOCOL: FunctionDefinition = {
  name: 'TOCOL', category: 'lookup', minArgs: 1, maxArgs: 3,
  description: 'An array as one column.',
  syntax: 'TOCOL(array, [ignore], [scan_by_column])',
  args: ['any', 'scalar', 'scalar'],
  call: (args) => {
    const flat = flatten(args);
    return flat instanceof FormulaError ? flat : arrayResult(flat.map((v) => [v]));
  },
};

export const TOROW: FunctionDefinition = {
  name: 'TOROW', category: 'lookup', minArgs: 1, maxArgs: 3,
  description: 'An array as one row.',
  syntax: 'TOROW(array, [ignore], [scan_by_column])',
  args: ['any', 'scalar', 'scalar'],
  call: (args) => {
    const flat = flatten(args);
    return flat instanceof FormulaError ? flat : arrayResult(flat.length ? [flat] : []);
  },
};

/** Cuts a vector into lines of `count`, padding the last one. */
function wrap(args: readonly Value[], byRows: boolean): Value {
  if (args[0] instanceof FormulaError) return args[0];
  const m = asMatrix(args[0]);
  if (m.rows > 1 && m.cols > 1) return ERRORS.VALUE;
  const count = integerArg(args, 1);
  if (count instanceof FormulaError) return count;
  if (count < 1) return ERRORS.NUM;
  const pad: Scalar = omitted(args, 2) ? ERRORS.NA : (args[2] as Scalar);
  const items = toRows(m).flat();
  const lines: Scalar[][] = [];
  for (let i = 0; i < items.length; i += count) {
    const line = items.slice(i, i + count);
    lines.push([...line, ...Array<Scalar>(count - line.length).fill(pad)]);
  }
  return arrayResult(byRows ? lines : transpose(asMatrix(new ArrayValue(lines))));
}

export const WRAPROWS: FunctionDefinition = {
  name: 'WRAPROWS', category: 'lookup', minArgs: 2, maxArgs: 3,
  description: 'Wraps a row or column into rows of the given length.',
  syntax: 'WRAPROWS(vector, wrap_count, [pad_with])',
  args: ['any', 'scalar', 'scalar'],
  call: (args) => wrap(args, true),
};

export const WRAPCOLS: FunctionDefinition = {
  name: 'WRAPCOLS', category: 'lookup', minArgs: 2, maxArgs: 3,
  description: 'Wraps a row or column into columns of the given length.',
  syntax: 'WRAPCOLS(vector, wrap_count, [pad_with])',
  args: ['any', 'scalar', 'scalar'],
  call: (args) => wrap(args, false),
};
