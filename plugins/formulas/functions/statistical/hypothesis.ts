import { toNumber } from '../../coerce.js';
import { eager } from '../shared/define.js';
import { chiSquare, fDist, normal, studentT } from '../shared/distributions.js';
import { cellAt, mean, numbersOfMatrix, pairedNumbers } from '../shared/numbers.js';
import { asMatrix } from '../shared/conditional.js';
import { variance } from '../shared/stats.js';
import { ERRORS, isError, type FormulaError, type Value } from '../../values.js';

/** The t statistic and degrees of freedom of one of T.TEST's three test types. */
function tStatistic(a: Value, b: Value, type: number): { t: number; df: number } | FormulaError {
  if (type === 1) {
    const pairs = pairedNumbers(a, b);
    if (isError(pairs)) return pairs;
    const d = pairs[0].map((x, i) => x - pairs[1][i]);
    const v = variance(d, true);
    if (isError(v) || v === 0) return ERRORS.DIV0;
    return { t: mean(d) / Math.sqrt(v / d.length), df: d.length - 1 };
  }
  const xs = numbersOfMatrix(a);
  if (isError(xs)) return xs;
  const ys = numbersOfMatrix(b);
  if (isError(ys)) return ys;
  const v1 = variance(xs, true);
  const v2 = variance(ys, true);
  if (isError(v1) || isError(v2)) return ERRORS.DIV0;
  const [n1, n2] = [xs.length, ys.length];
  const diff = mean(xs) - mean(ys);
  if (type === 2) {
    const df = n1 + n2 - 2;
    const pooled = ((n1 - 1) * v1 + (n2 - 1) * v2) / df;
    return pooled === 0 ? ERRORS.DIV0 : { t: diff / Math.sqrt(pooled * (1 / n1 + 1 / n2)), df };
  }
  const [q1, q2] = [v1 / n1, v2 / n2];
  if (q1 + q2 === 0) return ERRORS.DIV0;
  return { t: diff / Math.sqrt(q1 + q2), df: (q1 + q2) ** 2 / (q1 ** 2 / (n1 - 1) + q2 ** 2 / (n2 - 1)) };
}

const tTest = (name: string) =>
  eager(
    { name, category: 'statistical', minArgs: 4, maxArgs: 4, description: "The probability of Student's t-test.", syntax: `${name}(array1, array2, tails, type)`, args: ['any', 'any', 'scalar', 'scalar'] },
    ([a, b, tailsArg, typeArg]) => {
      const tails = toNumber(tailsArg);
      if (isError(tails)) return tails;
      const type = toNumber(typeArg);
      if (isError(type)) return type;
      const [t1, t2] = [Math.trunc(tails), Math.trunc(type)];
      if ((t1 !== 1 && t1 !== 2) || t2 < 1 || t2 > 3) return ERRORS.NUM;
      const stat = tStatistic(a, b, t2);
      if (isError(stat)) return stat;
      return t1 * studentT.rightTail(Math.abs(stat.t), stat.df);
    },
  );

export const T_TEST = tTest('T.TEST');
export const TTEST = tTest('TTEST');

/** Z.TEST: one-tailed P of the sample mean exceeding x; sigma defaults to the sample standard deviation. */
const zTest = (name: string) =>
  eager(
    { name, category: 'statistical', minArgs: 2, maxArgs: 3, description: 'The one-tailed P-value of a z-test.', syntax: `${name}(array, x, [sigma])`, args: ['any', 'scalar', 'scalar'] },
    ([array, xArg, sigmaArg]) => {
      const xs = numbersOfMatrix(array);
      if (isError(xs)) return xs;
      if (!xs.length) return ERRORS.NA;
      const x = toNumber(xArg);
      if (isError(x)) return x;
      const sigma = sigmaArg === undefined || sigmaArg === null ? variance(xs, true) : toNumber(sigmaArg);
      if (isError(sigma)) return sigma;
      const sd = sigmaArg === undefined || sigmaArg === null ? Math.sqrt(sigma) : sigma;
      if (sd <= 0) return sd === 0 ? ERRORS.DIV0 : ERRORS.NUM;
      return 1 - normal.cdf((mean(xs) - x) / (sd / Math.sqrt(xs.length)), 0, 1);
    },
  );

export const Z_TEST = zTest('Z.TEST');
export const ZTEST = zTest('ZTEST');

/** CHISQ.TEST: degrees of freedom (r - 1)(c - 1) for a table, n - 1 for a single row or column. */
const chiTest = (name: string) =>
  eager(
    { name, category: 'statistical', minArgs: 2, maxArgs: 2, description: 'The P-value of the chi-squared test of independence.', syntax: `${name}(actual_range, expected_range)`, args: ['any'] },
    ([actualArg, expectedArg]) => {
      const actual = asMatrix(actualArg);
      const expected = asMatrix(expectedArg);
      if (actual.rows !== expected.rows || actual.cols !== expected.cols) return ERRORS.NA;
      const { rows, cols } = actual;
      if (rows * cols < 2) return ERRORS.NA;
      let chi = 0;
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const a = cellAt(actual, r, c);
          const e = cellAt(expected, r, c);
          if (isError(a)) return a;
          if (isError(e)) return e;
          if (typeof a !== 'number' || typeof e !== 'number') continue;
          if (e === 0) return ERRORS.DIV0;
          if (e < 0) return ERRORS.NUM;
          chi += (a - e) ** 2 / e;
        }
      }
      const df = rows > 1 && cols > 1 ? (rows - 1) * (cols - 1) : rows * cols - 1;
      return chiSquare.rightTail(chi, df);
    },
  );

export const CHISQ_TEST = chiTest('CHISQ.TEST');
export const CHITEST = chiTest('CHITEST');

/** F.TEST: two-tailed probability that two samples' variances do not differ; each needs two numbers and spread. */
const fTest = (name: string) =>
  eager(
    { name, category: 'statistical', minArgs: 2, maxArgs: 2, description: 'The two-tailed P-value of an F-test of two variances.', syntax: `${name}(array1, array2)`, args: ['any'] },
    ([a, b]) => {
      const xs = numbersOfMatrix(a);
      if (isError(xs)) return xs;
      const ys = numbersOfMatrix(b);
      if (isError(ys)) return ys;
      const v1 = variance(xs, true);
      const v2 = variance(ys, true);
      if (isError(v1) || isError(v2) || v1 === 0 || v2 === 0) return ERRORS.DIV0;
      const left = fDist.cdf(v1 / v2, xs.length - 1, ys.length - 1);
      return 2 * Math.min(left, 1 - left);
    },
  );

export const F_TEST = fTest('F.TEST');
export const FTEST = fTest('FTEST');

export const hypothesisFunctions = [T_TEST, TTEST, Z_TEST, ZTEST, CHISQ_TEST, CHITEST, F_TEST, FTEST];
