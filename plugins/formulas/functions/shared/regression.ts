import { ERRORS, FormulaError, isError, type Value } from '../../values.js';
import { inverse, multiply, numericGrid, transpose } from './matrix.js';

/** Sums for simple linear regression of y on x. */
export interface PairStats {
  readonly n: number;
  readonly meanX: number;
  readonly meanY: number;
  readonly sxx: number;
  readonly syy: number;
  readonly sxy: number;
}

export function pairStats(xs: readonly number[], ys: readonly number[]): PairStats {
  const n = xs.length;
  const meanX = xs.reduce((s, x) => s + x, 0) / n;
  const meanY = ys.reduce((s, y) => s + y, 0) / n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i] - meanX;
    const dy = ys[i] - meanY;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  return { n, meanX, meanY, sxx, syy, sxy };
}

/** A fitted least-squares model: coefficients for each x column (then the intercept) and statistics. */
export interface LinearFit {
  readonly slopes: number[];
  readonly intercept: number;
  readonly standardErrors: number[];
  readonly interceptError: number | undefined;
  readonly r2: number;
  readonly sey: number;
  readonly f: number;
  readonly df: number;
  readonly ssReg: number;
  readonly ssResid: number;
}

/** Observations as rows: y (n) and x (n rows of k variables). */
export interface Observations {
  readonly y: number[];
  readonly x: number[][];
}

/**
 * Reads known_y and known_x as LINEST does: y is a column or a row; x has the same number of rows (for a
 * column y) or columns (for a row y), one variable per column (or row). Missing x is 1, 2, 3, ...
 */
export function observations(yArg: Value, xArg: Value | undefined): Observations | FormulaError {
  const yGrid = numericGrid(yArg);
  if (isError(yGrid)) return yGrid;
  const yIsRow = yGrid.length === 1;
  const y = yGrid.flat();
  if (yGrid.length > 1 && yGrid[0].length > 1) return ERRORS.REF;
  if (xArg === undefined || xArg === null) return { y, x: y.map((_, i) => [i + 1]) };
  const xGrid = numericGrid(xArg);
  if (isError(xGrid)) return xGrid;
  if (xGrid.length === y.length && (!yIsRow || y.length === 1 && xGrid[0].length === 1)) return { y, x: xGrid };
  if (xGrid[0].length === y.length) return { y, x: transpose(xGrid) };
  if (xGrid.flat().length === y.length) return { y, x: xGrid.flat().map((v) => [v]) };
  return ERRORS.REF;
}

/** Ordinary least squares through the normal equations (fine for the small models sheets fit). */
export function fitLinear({ y, x }: Observations, withConstant: boolean): LinearFit | FormulaError {
  const n = y.length;
  const k = x[0].length;
  const full = x.map((row) => (withConstant ? [...row, 1] : [...row]));
  const p = full[0].length;
  // Excel drops x columns that are linear combinations of others (their coefficients read 0).
  const kept = independentColumns(full, withConstant ? [k, ...Array.from({ length: k }, (_, j) => j)] : Array.from({ length: k }, (_, j) => j));
  if (!kept.length) return ERRORS.NUM;
  const design = full.map((row) => kept.map((j) => row[j]));
  const xt = transpose(design);
  const xtxInv = inverse(multiply(xt, design));
  if (!xtxInv) return ERRORS.NUM;
  const reduced = multiply(xtxInv, multiply(xt, y.map((v) => [v]))).map((r) => r[0]);
  const beta = new Array<number>(p).fill(0);
  kept.forEach((j, i) => (beta[j] = reduced[i]));
  const fitted = full.map((row) => row.reduce((s, v, j) => s + v * beta[j], 0));
  const meanY = y.reduce((s, v) => s + v, 0) / n;
  const ssResid = y.reduce((s, v, i) => s + (v - fitted[i]) ** 2, 0);
  const ssTotal = withConstant ? y.reduce((s, v) => s + (v - meanY) ** 2, 0) : y.reduce((s, v) => s + v * v, 0);
  const ssReg = ssTotal - ssResid;
  const df = n - kept.length;
  const sey = df > 0 ? Math.sqrt(ssResid / df) : 0;
  const errors = new Array<number>(p).fill(0);
  kept.forEach((j, i) => (errors[j] = Math.sqrt(Math.max(xtxInv[i][i], 0)) * sey));
  const regressors = kept.filter((j) => j < k).length;
  return {
    slopes: beta.slice(0, k),
    intercept: withConstant ? beta[k] : 0,
    standardErrors: errors.slice(0, k),
    interceptError: withConstant ? errors[k] : undefined,
    r2: ssTotal === 0 ? 1 : ssReg / ssTotal,
    sey,
    f: df > 0 && ssResid > 0 ? ssReg / Math.max(regressors, 1) / (ssResid / df) : Infinity,
    df,
    ssReg,
    ssResid,
  };
}

/** Columns (in the given order) that are not linear combinations of earlier ones: Gram-Schmidt with a tolerance. */
function independentColumns(rows: number[][], order: number[]): number[] {
  const basis: number[][] = [];
  const kept: number[] = [];
  for (const j of order) {
    const v = rows.map((row) => row[j]);
    const norm = length(v);
    for (const b of basis) {
      const dot = v.reduce((s, x, i) => s + x * b[i], 0);
      for (let i = 0; i < v.length; i++) v[i] -= dot * b[i];
    }
    const residual = length(v);
    if (norm === 0 || residual <= 1e-10 * norm) continue;
    basis.push(v.map((x) => x / residual));
    kept.push(j);
  }
  return kept.sort((a, b) => a - b);
}

/** Euclidean length without spreading (Math.hypot(...v) fails on very long columns). */
function length(v: readonly number[]): number {
  let s = 0;
  for (const x of v) s += x * x;
  return Math.sqrt(s);
}
