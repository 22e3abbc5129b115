import type { FunctionDefinition } from '../../function-definition.js';
import { toNumber } from '../../coerce.js';
import { ARRAY_TOO_LARGE, arrayTooLarge, ERRORS, FormulaError, isMatrix, type Matrix, type Scalar, type Value } from '../../values.js';
import { integerArg, omitted } from './shared/args.js';
import { arrayResult, asMatrix, cellOf, toRows } from './shared/matrix.js';

/** Whole-number indexes from arguments that may each be a number or an array of numbers. */
function indexList(values: readonly Value[]): number[] | FormulaError {
  const out: number[] = [];
  for (const value of values) {
    const items: Value[] = [];
    if (isMatrix(value)) for (let r = 0; r < value.rows; r++) for (let c = 0; c < value.cols; c++) items.push(cellOf(value, r, c));
    else items.push(value);
    for (const item of items) {
      const n = toNumber(item);
      if (n instanceof FormulaError) return n;
      out.push(Math.trunc(n));
    }
  }
  return out;
}

/** Resolves 1-based (negative from the end) indexes; 0 or beyond the size is #VALUE!. */
function resolve(indexes: number[], size: number): number[] | FormulaError {
  const out: number[] = [];
  for (const i of indexes) {
    if (i === 0 || Math.abs(i) > size) return ERRORS.VALUE;
    out.push(i > 0 ? i - 1 : size + i);
  }
  return out;
}

function choose(args: readonly Value[], byCol: boolean): Value {
  if (args[0] instanceof FormulaError) return args[0];
  const m = asMatrix(args[0]);
  const picked = indexList(args.slice(1));
  if (picked instanceof FormulaError) return picked;
  const at = resolve(picked, byCol ? m.cols : m.rows);
  if (at instanceof FormulaError) return at;
  const rows = byCol
    ? Array.from({ length: m.rows }, (_, r) => at.map((c) => cellOf(m, r, c)))
    : at.map((r) => Array.from({ length: m.cols }, (_, c) => cellOf(m, r, c)));
  return arrayResult(rows);
}

export const CHOOSECOLS: FunctionDefinition = {
  name: 'CHOOSECOLS', category: 'lookup', minArgs: 2, maxArgs: Infinity,
  description: 'The given columns of an array (negative numbers count from the end).',
  syntax: 'CHOOSECOLS(array, col_num1, [col_num2, ...])',
  args: ['any', 'any'],
  call: (args) => choose(args, true),
};

export const CHOOSEROWS: FunctionDefinition = {
  name: 'CHOOSEROWS', category: 'lookup', minArgs: 2, maxArgs: Infinity,
  description: 'The given rows of an array (negative numbers count from the end).',
  syntax: 'CHOOSEROWS(array, row_num1, [row_num2, ...])',
  args: ['any', 'any'],
  call: (args) => choose(args, false),
};

/** Span kept by TAKE (n from the start, -n from the end) or DROP (the rest), as [start, count]. */
function span(n: number, size: number, take: boolean): [number, number] {
  const k = Math.min(Math.abs(n), size);
  if (take) return n >= 0 ? [0, k] : [size - k, k];
  return n >= 0 ? [k, size - k] : [0, size - k];
}

function takeOrDrop(args: readonly Value[], take: boolean): Value {
  if (args[0] instanceof FormulaError) return args[0];
  const m = asMatrix(args[0]);
  const rows = integerArg(args, 1, take ? m.rows : 0);
  const cols = integerArg(args, 2, take ? m.cols : 0);
  if (rows instanceof FormulaError) return rows;
  if (cols instanceof FormulaError) return cols;
  if (take && (rows === 0 || cols === 0)) return new FormulaError('#CALC!', 'Empty array');
  const [top, height] = span(rows, m.rows, take);
  const [left, width] = span(cols, m.cols, take);
  return arrayResult(Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => cellOf(m, top + r, left + c))));
}

export const TAKE: FunctionDefinition = {
  name: 'TAKE', category: 'lookup', minArgs: 2, maxArgs: 3,
  description: 'The first (or, with negative counts, last) rows and columns of an array.',
  syntax: 'TAKE(array, rows, [columns])',
  args: ['any', 'scalar', 'scalar'],
  call: (args) => takeOrDrop(args, true),
};

export const DROP: FunctionDefinition = {
  name: 'DROP', category: 'lookup', minArgs: 2, maxArgs: 3,
  description: 'An array without its first (or, with negative counts, last) rows and columns.',
  syntax: 'DROP(array, rows, [columns])',
  args: ['any', 'scalar', 'scalar'],
  call: (args) => takeOrDrop(args, false),
};

export const EXPAND: FunctionDefinition = {
  name: 'EXPAND', category: 'lookup', minArgs: 2, maxArgs: 4,
  description: 'An array grown to the given size, new cells filled with pad_with (#N/A by default).',
  syntax: 'EXPAND(array, rows, [columns], [pad_with])',
  args: ['any', 'scalar', 'scalar', 'scalar'],
  call: (args) => {
    if (args[0] instanceof FormulaError) return args[0];
    const m = asMatrix(args[0]);
    const rows = integerArg(args, 1, m.rows);
    const cols = integerArg(args, 2, m.cols);
    if (rows instanceof FormulaError) return rows;
    if (cols instanceof FormulaError) return cols;
    if (rows < m.rows || cols < m.cols) return ERRORS.VALUE;
    if (arrayTooLarge(rows, cols)) return ARRAY_TOO_LARGE;
    const pad: Scalar = omitted(args, 3) ? ERRORS.NA : (args[3] as Scalar);
    return arrayResult(Array.from({ length: rows }, (_, r) =>
      Array.from({ length: cols }, (_, c) => (r < m.rows && c < m.cols ? cellOf(m, r, c) : pad))));
  },
};

export function transpose(m: Matrix): Scalar[][] {
  const rows = toRows(m);
  return Array.from({ length: m.cols }, (_, c) => rows.map((line) => line[c]));
}

export const TRANSPOSE: FunctionDefinition = {
  name: 'TRANSPOSE', category: 'lookup', minArgs: 1, maxArgs: 1,
  description: 'Swaps the rows and columns of an array or range.',
  syntax: 'TRANSPOSE(array)',
  args: ['any'],
  call: (args) => (args[0] instanceof FormulaError ? args[0] : arrayResult(transpose(asMatrix(args[0])))),
};
