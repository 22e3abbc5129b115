import { toBoolean } from '../../coerce.js';
import { eager } from '../shared/define.js';
import { numericGrid } from '../shared/matrix.js';
import { fitLinear, observations, type LinearFit, type Observations } from '../shared/regression.js';
import { transpose } from '../shared/matrix.js';
import { ArrayValue, ERRORS, FormulaError, isError, type Scalar, type Value } from '../../values.js';

/** Optional boolean argument: absent or empty means `fallback`. */
function flag(arg: Value | undefined, fallback: boolean): boolean | FormulaError {
  return arg === undefined || arg === null ? fallback : toBoolean(arg);
}

/** Observations with y replaced by ln(y) for the exponential models (y must be positive). */
function logObservations(obs: Observations): Observations | FormulaError {
  if (obs.y.some((v) => v <= 0)) return ERRORS.NUM;
  return { y: obs.y.map(Math.log), x: obs.x };
}

function fitted(args: readonly Value[], exponential: boolean, constantArg: Value | undefined): { obs: Observations; fit: LinearFit } | FormulaError {
  const raw = observations(args[0], args[1]);
  if (isError(raw)) return raw;
  const obs = exponential ? logObservations(raw) : raw;
  if (isError(obs)) return obs;
  const withConstant = flag(constantArg, true);
  if (isError(withConstant)) return withConstant;
  const fit = fitLinear(obs, withConstant);
  return isError(fit) ? fit : { obs, fit };
}

/** New x values as observation rows plus the shape to give the results. */
function newPoints(newArg: Value | undefined, known: Value, k: number, obs: Observations): { rows: number[][]; shape: [number, number] } | FormulaError {
  if (newArg === undefined || newArg === null) {
    const yGrid = numericGrid(known);
    if (isError(yGrid)) return yGrid;
    return { rows: obs.x, shape: [yGrid.length, yGrid[0].length] };
  }
  const grid = numericGrid(newArg);
  if (isError(grid)) return grid;
  if (k === 1) return { rows: grid.flat().map((v) => [v]), shape: [grid.length, grid[0].length] };
  if (grid[0].length === k) return { rows: grid, shape: [grid.length, 1] };
  if (grid.length === k) return { rows: transpose(grid), shape: [1, grid[0].length] };
  return ERRORS.REF;
}

function predict(args: readonly Value[], exponential: boolean): Value {
  const model = fitted(args, exponential, args[3]);
  if (isError(model)) return model;
  const { obs, fit } = model;
  const points = newPoints(args[2], args[0], fit.slopes.length, obs);
  if (isError(points)) return points;
  const values = points.rows.map((row) => {
    const v = row.reduce((s, x, j) => s + x * fit.slopes[j], fit.intercept);
    return exponential ? Math.exp(v) : v;
  });
  const [rows, cols] = points.shape;
  return new ArrayValue(Array.from({ length: rows }, (_, r) => values.slice(r * cols, r * cols + cols)));
}

/** LINEST/LOGEST output: coefficients in reverse order of the x variables, then the statistics block. */
function estimate(args: readonly Value[], exponential: boolean): Value {
  const model = fitted(args, exponential, args[2]);
  if (isError(model)) return model;
  const { fit } = model;
  const stats = flag(args[3], false);
  if (isError(stats)) return stats;
  const out = (v: number) => (exponential ? Math.exp(v) : v);
  const first: Scalar[] = [...fit.slopes.map(out).reverse(), out(fit.intercept)];
  if (!stats) return ArrayValue.row(first);
  const width = first.length;
  const pad = (line: Scalar[]): Scalar[] => [...line, ...new Array<Scalar>(width - line.length).fill(ERRORS.NA)];
  return new ArrayValue([
    first,
    [...[...fit.standardErrors].reverse(), fit.interceptError ?? ERRORS.NA],
    pad([fit.r2, fit.sey]),
    pad([Number.isFinite(fit.f) ? fit.f : ERRORS.NUM, fit.df]),
    pad([fit.ssReg, fit.ssResid]),
  ]);
}

const spec = (name: string, syntax: string, description: string) => ({
  name, category: 'statistical' as const, minArgs: 1, maxArgs: 4, description, syntax: `${name}(${syntax})`, args: ['any', 'any', 'any', 'scalar'] as const,
});

export const TREND = eager(spec('TREND', "known_y's, [known_x's], [new_x's], [const]", 'Values along a least-squares linear trend.'), (args) => predict(args, false));
export const GROWTH = eager(spec('GROWTH', "known_y's, [known_x's], [new_x's], [const]", 'Values along a fitted exponential growth curve.'), (args) => predict(args, true));
export const LINEST = eager(
  { ...spec('LINEST', "known_y's, [known_x's], [const], [stats]", 'The parameters (and statistics) of a least-squares line.'), args: ['any', 'any', 'scalar', 'scalar'] },
  (args) => estimate(args, false),
);
export const LOGEST = eager(
  { ...spec('LOGEST', "known_y's, [known_x's], [const], [stats]", 'The parameters (and statistics) of a fitted exponential curve.'), args: ['any', 'any', 'scalar', 'scalar'] },
  (args) => estimate(args, true),
);

export const trendFunctions = [TREND, GROWTH, LINEST, LOGEST];
