import { numeric } from '../shared/define.js';
import { chiSquare } from '../shared/distributions.js';
import { ERRORS } from '../../values.js';

const stat = (name: string, minArgs: number, maxArgs: number, syntax: string, description: string) => ({
  name, category: 'statistical' as const, minArgs, maxArgs, description, syntax: `${name}(${syntax})`,
});

/** Degrees of freedom are truncated and must be in 1..10^10. */
const badDf = (df: number) => df < 1 || df > 1e10;

export const CHISQ_DIST = numeric(stat('CHISQ.DIST', 3, 3, 'x, deg_freedom, cumulative', 'The chi-squared distribution (density or cumulative).'), ([x, dfArg, c]) => {
  const df = Math.trunc(dfArg);
  if (x < 0 || badDf(df)) return ERRORS.NUM;
  return c ? chiSquare.cdf(x, df) : chiSquare.pdf(x, df);
});

const rightTail = ([x, dfArg]: number[]) => {
  const df = Math.trunc(dfArg);
  return x < 0 || badDf(df) ? ERRORS.NUM : chiSquare.rightTail(x, df);
};
export const CHISQ_DIST_RT = numeric(stat('CHISQ.DIST.RT', 2, 2, 'x, deg_freedom', 'The right-tailed chi-squared distribution.'), rightTail);
export const CHIDIST = numeric(stat('CHIDIST', 2, 2, 'x, deg_freedom', 'The right-tailed chi-squared distribution (legacy).'), rightTail);

export const CHISQ_INV = numeric(stat('CHISQ.INV', 2, 2, 'probability, deg_freedom', 'The inverse of the left-tailed chi-squared distribution.'), ([p, dfArg]) => {
  const df = Math.trunc(dfArg);
  return p < 0 || p >= 1 || badDf(df) ? ERRORS.NUM : chiSquare.inv(p, df);
});

const inverseRight = ([p, dfArg]: number[]) => {
  const df = Math.trunc(dfArg);
  return p <= 0 || p > 1 || badDf(df) ? ERRORS.NUM : chiSquare.inv(1 - p, df);
};
export const CHISQ_INV_RT = numeric(stat('CHISQ.INV.RT', 2, 2, 'probability, deg_freedom', 'The inverse of the right-tailed chi-squared distribution.'), inverseRight);
export const CHIINV = numeric(stat('CHIINV', 2, 2, 'probability, deg_freedom', 'The inverse of the right-tailed chi-squared distribution (legacy).'), inverseRight);

export const chiSquareFunctions = [CHISQ_DIST, CHISQ_DIST_RT, CHIDIST, CHISQ_INV, CHISQ_INV_RT, CHIINV];
