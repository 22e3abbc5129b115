import type { EagerFunction } from '../../function-definition.js';
import { Lambda, type LambdaArgument } from '../../lambda-value.js';
import { ARRAY_TOO_LARGE, arrayTooLarge, ArrayValue, ERRORS, FormulaError, isMatrix, type Matrix, type Scalar, type Value } from '../../values.js';
import { toNumber } from '../../coerce.js';

const NESTED = new FormulaError('#CALC!', 'The LAMBDA gave an array where one value is wanted');
const NOT_A_LAMBDA = new FormulaError('#VALUE!', 'The last argument must be a LAMBDA');

/** The LAMBDA argument of a helper (a named LAMBDA arrives as its one cell); other errors pass through. */
function lambdaArg(arg: Value | undefined): Lambda | FormulaError {
  const value = isMatrix(arg) && arg.rows === 1 && arg.cols === 1 ? arg.get(0, 0) : arg;
  if (value instanceof Lambda) return value;
  return value instanceof FormulaError ? value : NOT_A_LAMBDA;
}

/** A helper's array argument: a scalar is a 1x1 array. */
function matrixOf(value: Value): Matrix {
  return isMatrix(value) ? value : new ArrayValue([[value]]);
}

/** One value out of a LAMBDA's result for one element: a 1x1 array is its value, a larger one #CALC!. */
function single(result: Value): Scalar {
  if (!isMatrix(result)) return result;
  return result.rows === 1 && result.cols === 1 ? result.get(0, 0) : NESTED;
}

function helper(name: string, minArgs: number, maxArgs: number, syntax: string, description: string, call: EagerFunction['call']): EagerFunction {
  return { name, category: 'logical', minArgs, maxArgs, syntax, description, args: ['any'], call };
}

/** MAP(array1, [array2, ...], lambda): the LAMBDA of each element (of each array at the same place). */
export const MAP = helper('MAP', 2, 254, 'MAP(array1, [array2, ...], lambda)', 'Applies a LAMBDA to each element of arrays.', (args) => {
  const fn = lambdaArg(args[args.length - 1]);
  if (!(fn instanceof Lambda)) return fn;
  const arrays = args.slice(0, -1).map(matrixOf);
  const rows = Math.max(...arrays.map((a) => a.rows));
  const cols = Math.max(...arrays.map((a) => a.cols));
  if (arrayTooLarge(rows, cols)) return ARRAY_TOO_LARGE;
  const n = arrays.length;
  const data: Scalar[][] = new Array(rows);
  const values: LambdaArgument[] = new Array(n);
  for (let r = 0; r < rows; r++) {
    const line: Scalar[] = new Array(cols);
    for (let c = 0; c < cols; c++) {
      for (let i = 0; i < n; i++) {
        const a = arrays[i];
        values[i] = r < a.rows && c < a.cols ? a.get(r, c) : ERRORS.NA;
      }
      line[c] = single(fn.call(values));
    }
    data[r] = line;
  }
  return new ArrayValue(data);
});

/** REDUCE([initial_value], array, lambda(accumulator, value)): the accumulator after every element, row by row. */
export const REDUCE = helper('REDUCE', 3, 3, 'REDUCE([initial_value], array, lambda)', 'Reduces an array to one value with a LAMBDA(accumulator, value).', (args) => {
  const fn = lambdaArg(args[2]);
  if (!(fn instanceof Lambda)) return fn;
  const m = matrixOf(args[1]);
  let acc: Value = args[0];
  const pair: LambdaArgument[] = [null, null];
  for (let r = 0; r < m.rows; r++) {
    for (let c = 0; c < m.cols; c++) {
      pair[0] = acc;
      pair[1] = m.get(r, c);
      acc = fn.call(pair);
    }
  }
  return acc;
});

/** SCAN([initial_value], array, lambda(accumulator, value)): every intermediate accumulator, shaped as the array. */
export const SCAN = helper('SCAN', 3, 3, 'SCAN([initial_value], array, lambda)', 'The intermediate values of reducing an array with a LAMBDA.', (args) => {
  const fn = lambdaArg(args[2]);
  if (!(fn instanceof Lambda)) return fn;
  const m = matrixOf(args[1]);
  let acc: Value = args[0];
  const data: Scalar[][] = [];
  for (let r = 0; r < m.rows; r++) {
    const line: Scalar[] = new Array(m.cols);
    for (let c = 0; c < m.cols; c++) {
      acc = single(fn.call([acc, m.get(r, c)]));
      line[c] = acc;
    }
    data.push(line);
  }
  return new ArrayValue(data);
});

function rowOf(m: Matrix, r: number): ArrayValue {
  const line: Scalar[] = new Array(m.cols);
  for (let c = 0; c < m.cols; c++) line[c] = m.get(r, c);
  return ArrayValue.row(line);
}

function columnOf(m: Matrix, c: number): ArrayValue {
  const line: Scalar[] = new Array(m.rows);
  for (let r = 0; r < m.rows; r++) line[r] = m.get(r, c);
  return ArrayValue.column(line);
}

/** BYROW(array, lambda(row)): one value per row, as a column. */
export const BYROW = helper('BYROW', 2, 2, 'BYROW(array, lambda)', 'Applies a LAMBDA to each row; one value per row.', (args) => {
  const fn = lambdaArg(args[1]);
  if (!(fn instanceof Lambda)) return fn;
  const m = matrixOf(args[0]);
  const out: Scalar[] = new Array(m.rows);
  for (let r = 0; r < m.rows; r++) out[r] = single(fn.call([rowOf(m, r)]));
  return ArrayValue.column(out);
});

/** BYCOL(array, lambda(column)): one value per column, as a row. */
export const BYCOL = helper('BYCOL', 2, 2, 'BYCOL(array, lambda)', 'Applies a LAMBDA to each column; one value per column.', (args) => {
  const fn = lambdaArg(args[1]);
  if (!(fn instanceof Lambda)) return fn;
  const m = matrixOf(args[0]);
  const out: Scalar[] = new Array(m.cols);
  for (let c = 0; c < m.cols; c++) out[c] = single(fn.call([columnOf(m, c)]));
  return ArrayValue.row(out);
});

function count(value: Value): number | FormulaError {
  const n = toNumber(value);
  if (n instanceof FormulaError) return n;
  const whole = Math.trunc(n);
  return whole < 1 ? new FormulaError('#VALUE!', 'MAKEARRAY needs at least one row and one column') : whole;
}

/** MAKEARRAY(rows, columns, lambda(row, column)): an array whose elements the LAMBDA computes from 1-based positions. */
export const MAKEARRAY = helper('MAKEARRAY', 3, 3, 'MAKEARRAY(rows, columns, lambda)', 'An array computed by a LAMBDA(row, column).', (args) => {
  const rows = count(args[0]);
  if (rows instanceof FormulaError) return rows;
  const cols = count(args[1]);
  if (cols instanceof FormulaError) return cols;
  const fn = lambdaArg(args[2]);
  if (!(fn instanceof Lambda)) return fn;
  if (arrayTooLarge(rows, cols)) return ARRAY_TOO_LARGE;
  const data: Scalar[][] = new Array(rows);
  for (let r = 0; r < rows; r++) {
    const line: Scalar[] = new Array(cols);
    for (let c = 0; c < cols; c++) line[c] = single(fn.call([r + 1, c + 1]));
    data[r] = line;
  }
  return new ArrayValue(data);
});

export const lambdaHelpers: readonly EagerFunction[] = [MAP, REDUCE, SCAN, BYROW, BYCOL, MAKEARRAY];
