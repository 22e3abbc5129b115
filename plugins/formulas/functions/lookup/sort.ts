import type { FunctionDefinition } from '../../function-definition.js';
import { compareScalars, toNumber } from '../../coerce.js';
import { ERRORS, FormulaError, isMatrix, type Matrix, type Scalar, type Value } from '../../values.js';
import { booleanArg } from './shared/args.js';
import { arrayResult, asMatrix, toRows } from './shared/matrix.js';
import { transpose } from './shape.js';

/** Sort rank of a kind, as Excel orders ascending: numbers, text, logicals, errors; blanks always last. */
function rank(v: Scalar): number {
  if (typeof v === 'number') return 0;
  if (typeof v === 'string') return 1;
  if (typeof v === 'boolean') return 2;
  return v === null ? 4 : 3;
}

/** Compares two values for sorting in the given order (1 ascending, -1 descending). */
export function sortCompare(a: Scalar, b: Scalar, order: number): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra === 4 || rb === 4) return ra - rb;
  if (ra !== rb) return (ra - rb) * order;
  if (ra === 3) return 0;
  return compareScalars(a as Exclude<Scalar, FormulaError>, b as Exclude<Scalar, FormulaError>) * order;
}

interface SortKey {
  readonly values: readonly Scalar[];
  readonly order: number;
}

/** Stable sort of lines by several keys. */
function sortLines(lines: Scalar[][], keys: readonly SortKey[]): Scalar[][] {
  const order = lines.map((_, i) => i);
  order.sort((x, y) => {
    for (const key of keys) {
      const c = sortCompare(key.values[x], key.values[y], key.order);
      if (c !== 0) return c;
    }
    return x - y;
  });
  return order.map((i) => lines[i]);
}

function numbers(value: Value | undefined, fallback: number): number[] | FormulaError {
  if (value === undefined || value === null) return [fallback];
  const m = asMatrix(value);
  const out: number[] = [];
  for (const v of toRows(m).flat()) {
    const n = toNumber(v);
    if (n instanceof FormulaError) return n;
    out.push(Math.trunc(n));
  }
  return out;
}

export const SORT: FunctionDefinition = {
  name: 'SORT',
  category: 'lookup',
  minArgs: 1,
  maxArgs: 4,
  description: 'Sorts the rows (or columns) of an array by one or more of its columns (rows).',
  syntax: 'SORT(array, [sort_index], [sort_order], [by_col])',
  args: ['any', 'any', 'any', 'scalar'],
  call: (args) => {
    if (args[0] instanceof FormulaError) return args[0];
    const byCol = booleanArg(args, 3, false);
    if (byCol instanceof FormulaError) return byCol;
    const indexes = numbers(args[1], 1);
    const orders = numbers(args[2], 1);
    if (indexes instanceof FormulaError) return indexes;
    if (orders instanceof FormulaError) return orders;
    const m = asMatrix(args[0]);
    const lines = byCol ? transpose(m) : toRows(m);
    const width = byCol ? m.rows : m.cols;
    const keys: SortKey[] = [];
    for (let k = 0; k < indexes.length; k++) {
      const order = orders[Math.min(k, orders.length - 1)];
      if (indexes[k] < 1 || indexes[k] > width || (order !== 1 && order !== -1)) return ERRORS.VALUE;
      keys.push({ values: lines.map((line) => line[indexes[k] - 1]), order });
    }
    const sorted = sortLines(lines, keys);
    return arrayResult(byCol ? transpose(asMatrix(arrayResult(sorted))) : sorted);
  },
};

export const SORTBY: FunctionDefinition = {
  name: 'SORTBY',
  category: 'lookup',
  minArgs: 2,
  maxArgs: Infinity,
  description: 'Sorts an array by the values of other arrays of matching size.',
  syntax: 'SORTBY(array, by_array1, [sort_order1], [by_array2, sort_order2, ...])',
  // Every argument unread: the last mode repeats, and by_array3... must not be lifted.
  args: ['any'],
  call: (args) => {
    if (args[0] instanceof FormulaError) return args[0];
    const m = asMatrix(args[0]);
    let byCol: boolean | undefined;
    const keys: SortKey[] = [];
    for (let i = 1; i < args.length; i += 2) {
      if (!isMatrix(args[i])) return args[i] instanceof FormulaError ? (args[i] as FormulaError) : ERRORS.VALUE;
      const by = args[i] as Matrix;
      const vertical = by.cols === 1 && by.rows === m.rows && (m.rows > 1 || by.rows === 1);
      const horizontal = by.rows === 1 && by.cols === m.cols;
      const lineByCol = vertical ? false : horizontal ? true : undefined;
      if (lineByCol === undefined || (byCol !== undefined && byCol !== lineByCol)) return ERRORS.VALUE;
      byCol = lineByCol;
      const order = numbers(args[i + 1], 1);
      if (order instanceof FormulaError) return order;
      if (order[0] !== 1 && order[0] !== -1) return ERRORS.VALUE;
      keys.push({ values: toRows(by).flat(), order: order[0] });
    }
    const lines = byCol ? transpose(m) : toRows(m);
    const sorted = sortLines(lines, keys);
    return arrayResult(byCol ? transpose(asMatrix(arrayResult(sorted))) : sorted);
  },
};
