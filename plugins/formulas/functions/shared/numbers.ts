import { parseNumericText, toNumber } from '../../coerce.js';
import { ArrayValue, ERRORS, FormulaError, isError, isMatrix, type Matrix, type Scalar, type Value } from '../../values.js';

/**
 * Excel's rules for the numbers of an aggregate (SUM, AVERAGE, MAX, STDEV...):
 * - a direct argument counts when it is a number, a boolean or numeric text; other text is #VALUE!;
 * - inside a range or an array only numbers count: text, booleans and empty cells are skipped;
 * - the 'A' variants (AVERAGEA, MAXA, STDEVA...) count text in ranges as 0 and booleans as 1/0;
 * - the first error met is the result.
 */
export interface NumbersOptions {
  /** AVERAGEA-style: text in ranges is 0, booleans in ranges are 1/0. */
  readonly textAsZero?: boolean;
}

export function numbersOf(args: readonly Value[], options: NumbersOptions = {}): number[] | FormulaError {
  const out: number[] = [];
  const error = eachNumber(args, (n) => out.push(n), options);
  return error ?? out;
}

/** Streams the numbers of the arguments (SUM over a million cells needs no array); returns the first error. */
export function eachNumber(args: readonly Value[], visit: (n: number) => void, options: NumbersOptions = {}): FormulaError | undefined {
  for (const arg of args) {
    const error = isMatrix(arg) ? readMatrix(arg, visit, options) : readDirect(arg, visit);
    if (error) return error;
  }
  return undefined;
}

/**
 * SUM's total: the numbers of the arguments added in the order eachNumber gives them, a range of
 * cells adding its own (`addNumbers`: 1,000 row sums over 200 columns read 200k values in a loop).
 */
export function sumOfNumbers(args: readonly Value[]): number | FormulaError {
  let total = 0;
  const add = (n: number) => {
    total += n;
  };
  for (const arg of args) {
    if (isMatrix(arg) && arg.addNumbers !== undefined) {
      const sum = arg.addNumbers(total);
      if (typeof sum !== 'number') return sum;
      total = sum;
      continue;
    }
    const error = isMatrix(arg) ? readMatrix(arg, add, {}) : readDirect(arg, add);
    if (error) return error;
  }
  return total;
}

function readDirect(arg: Scalar, visit: (n: number) => void): FormulaError | undefined {
  // An omitted argument (SUM(1,)) counts as 0, as in Excel.
  const n = toNumber(arg);
  if (isError(n)) return n;
  visit(n);
  return undefined;
}

function readMatrix(matrix: Matrix, visit: (n: number) => void, options: NumbersOptions): FormulaError | undefined {
  let error: FormulaError | undefined;
  matrix.each((v) => {
    if (error) return;
    if (typeof v === 'number') visit(v);
    else if (isError(v)) error = v;
    else if (options.textAsZero) {
      if (typeof v === 'boolean') visit(v ? 1 : 0);
      else if (typeof v === 'string') visit(0);
    }
  });
  return error;
}

/** Numbers of a single range or array argument (LARGE, PERCENTILE, FREQUENCY): numbers only, errors propagate. */
export function numbersOfMatrix(arg: Value): number[] | FormulaError {
  if (!isMatrix(arg)) {
    const n = toNumber(arg);
    return isError(n) ? n : [n];
  }
  const out: number[] = [];
  const error = readMatrix(arg, (n) => out.push(n), {});
  return error ?? out;
}

/** Whether a value is text that reads as a number (COUNT counts "1" given directly). */
export function isNumericText(v: Scalar): boolean {
  return typeof v === 'string' && parseNumericText(v) !== undefined;
}

/**
 * Paired numbers of two same-sized ranges (CORREL, SLOPE, COVAR...): a position counts only when both
 * hold numbers; errors propagate; sizes must agree (#N/A otherwise, as Excel).
 */
export function pairedNumbers(a: Value, b: Value): [number[], number[]] | FormulaError {
  const xs = cellsOf(a);
  const ys = cellsOf(b);
  if (isError(xs)) return xs;
  if (isError(ys)) return ys;
  if (xs.length !== ys.length) return ERRORS.NA;
  const outX: number[] = [];
  const outY: number[] = [];
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    const y = ys[i];
    if (isError(x)) return x;
    if (isError(y)) return y;
    if (typeof x === 'number' && typeof y === 'number') {
      outX.push(x);
      outY.push(y);
    }
  }
  return [outX, outY];
}

/** Every cell of an argument in row order (including empty ones), for positional pairing. */
export function cellsOf(arg: Value): Scalar[] | FormulaError {
  if (!isMatrix(arg)) return [arg];
  const out: Scalar[] = new Array<Scalar>(arg.rows * arg.cols).fill(null);
  arg.each((v, r, c) => {
    out[r * arg.cols + c] = v;
  });
  return out;
}

export const sum = (xs: readonly number[]): number => {
  let s = 0;
  for (const x of xs) s += x;
  return s;
};

export const mean = (xs: readonly number[]): number => sum(xs) / xs.length;

/** Sum of squared deviations from the mean (two-pass, for accuracy). */
export function sumSquaredDeviations(xs: readonly number[]): number {
  const m = mean(xs);
  let s = 0;
  for (const x of xs) s += (x - m) * (x - m);
  return s;
}

/**
 * One cell of a matrix, empty as null. ArrayValue.get answers #N/A for a null element (meant for reads
 * past the edge), so arrays computed with empty elements are read from their data directly.
 */
export function cellAt(m: Matrix, row: number, col: number): Scalar {
  if (m instanceof ArrayValue) return m.data[row]?.[col] ?? null;
  return m.get(row, col);
}
