import { toNumber } from '../../coerce.js';
import { eager } from '../shared/define.js';
import { pairedNumbers } from '../shared/numbers.js';
import { pairStats, type PairStats } from '../shared/regression.js';
import { ERRORS, isError, type FormulaError, type Value } from '../../values.js';

/**
 * Two-array statistics. Positions count only where both arrays hold numbers; sizes must agree (#N/A).
 * `yFirst` says the function takes (known_y, known_x) rather than (array1, array2).
 */
function pairFunction(name: string, syntax: string, description: string, yFirst: boolean, compute: (s: PairStats) => number | FormulaError) {
  return eager(
    { name, category: 'statistical', minArgs: 2, maxArgs: 2, description, syntax: `${name}(${syntax})`, args: ['any'] },
    ([a, b]) => {
      const pairs = pairedNumbers(a, b);
      if (isError(pairs)) return pairs;
      const [first, second] = pairs;
      const [xs, ys] = yFirst ? [second, first] : [first, second];
      if (!xs.length) return ERRORS.DIV0;
      const result = compute(pairStats(xs, ys));
      return typeof result === 'number' && !Number.isFinite(result) ? ERRORS.DIV0 : result;
    },
  );
}

const correl = (s: PairStats) => (s.sxx === 0 || s.syy === 0 ? ERRORS.DIV0 : s.sxy / Math.sqrt(s.sxx * s.syy));
const slope = (s: PairStats) => (s.sxx === 0 ? ERRORS.DIV0 : s.sxy / s.sxx);

export const CORREL = pairFunction('CORREL', 'array1, array2', 'The correlation coefficient of two data sets.', false, correl);
export const PEARSON = pairFunction('PEARSON', 'array1, array2', 'The Pearson correlation coefficient of two data sets.', false, correl);
export const RSQ = pairFunction('RSQ', "known_y's, known_x's", 'The square of the Pearson correlation coefficient.', true, (s) => {
  const r = correl(s);
  return isError(r) ? r : r * r;
});
export const COVAR = pairFunction('COVAR', 'array1, array2', 'The population covariance of two data sets.', false, (s) => s.sxy / s.n);
export const COVARIANCE_P = pairFunction('COVARIANCE.P', 'array1, array2', 'The population covariance of two data sets.', false, (s) => s.sxy / s.n);
export const COVARIANCE_S = pairFunction('COVARIANCE.S', 'array1, array2', 'The sample covariance of two data sets.', false, (s) => (s.n < 2 ? ERRORS.DIV0 : s.sxy / (s.n - 1)));
export const SLOPE = pairFunction('SLOPE', "known_y's, known_x's", 'The slope of the linear regression line.', true, slope);
export const INTERCEPT = pairFunction('INTERCEPT', "known_y's, known_x's", 'The intercept of the linear regression line.', true, (s) => {
  const b = slope(s);
  return isError(b) ? b : s.meanY - b * s.meanX;
});
export const STEYX = pairFunction('STEYX', "known_y's, known_x's", 'The standard error of the predicted y for each x.', true, (s) => {
  if (s.n < 3 || s.sxx === 0) return ERRORS.DIV0;
  return Math.sqrt(Math.max(s.syy - (s.sxy * s.sxy) / s.sxx, 0) / (s.n - 2));
});

/** FORECAST(x, known_y's, known_x's): the value of the regression line at x. */
const forecast = (name: string) =>
  eager(
    { name, category: 'statistical', minArgs: 3, maxArgs: 3, description: 'A value on the linear trend at x.', syntax: `${name}(x, known_y's, known_x's)`, args: ['scalar', 'any', 'any'] },
    ([xArg, yArg, xsArg]): Value => {
      const x = toNumber(xArg);
      if (isError(x)) return x;
      const pairs = pairedNumbers(yArg, xsArg);
      if (isError(pairs)) return pairs;
      const [ys, xs] = pairs;
      if (!xs.length) return ERRORS.DIV0;
      const s = pairStats(xs, ys);
      if (s.sxx === 0) return ERRORS.DIV0;
      const b = s.sxy / s.sxx;
      return s.meanY - b * s.meanX + b * x;
    },
  );

export const FORECAST = forecast('FORECAST');
export const FORECAST_LINEAR = forecast('FORECAST.LINEAR');

export const regressionFunctions = [CORREL, PEARSON, RSQ, COVAR, COVARIANCE_P, COVARIANCE_S, SLOPE, INTERCEPT, STEYX, FORECAST, FORECAST_LINEAR];
