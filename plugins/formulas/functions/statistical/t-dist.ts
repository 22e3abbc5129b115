import { numeric } from '../shared/define.js';
import { studentT } from '../shared/distributions.js';
import { ERRORS } from '../../values.js';

const stat = (name: string, minArgs: number, maxArgs: number, syntax: string, description: string) => ({
  name, category: 'statistical' as const, minArgs, maxArgs, description, syntax: `${name}(${syntax})`,
});

export const T_DIST = numeric(stat('T.DIST', 3, 3, 'x, deg_freedom, cumulative', "Student's t-distribution, left-tailed (density or cumulative)."), ([x, df, c]) => {
  if (df < 1) return ERRORS.NUM;
  return c ? studentT.cdf(x, df) : studentT.pdf(x, df);
});

export const T_DIST_RT = numeric(stat('T.DIST.RT', 2, 2, 'x, deg_freedom', "Student's t-distribution, right-tailed."), ([x, df]) => (df < 1 ? ERRORS.NUM : studentT.rightTail(x, df)));

export const T_DIST_2T = numeric(stat('T.DIST.2T', 2, 2, 'x, deg_freedom', "Student's t-distribution, two-tailed."), ([x, df]) => (x < 0 || df < 1 ? ERRORS.NUM : Math.min(1, 2 * studentT.rightTail(x, df))));

/** TDIST truncates deg_freedom and tails (1 or 2) and refuses negative x. */
export const TDIST = numeric(stat('TDIST', 3, 3, 'x, deg_freedom, tails', "Student's t-distribution (legacy), one or two tails."), ([x, dfArg, tailsArg]) => {
  const df = Math.trunc(dfArg);
  const tails = Math.trunc(tailsArg);
  if (x < 0 || df < 1 || (tails !== 1 && tails !== 2)) return ERRORS.NUM;
  return tails * studentT.rightTail(x, df);
});

export const T_INV = numeric(stat('T.INV', 2, 2, 'probability, deg_freedom', "The left-tailed inverse of Student's t-distribution."), ([p, df]) => {
  if (p <= 0 || p >= 1 || df < 1) return ERRORS.NUM;
  return studentT.inv(p, df);
});

const twoTailed = ([p, df]: number[]) => (p <= 0 || p > 1 || df < 1 ? ERRORS.NUM : Math.abs(studentT.inv(1 - p / 2, df)));

export const T_INV_2T = numeric(stat('T.INV.2T', 2, 2, 'probability, deg_freedom', "The two-tailed inverse of Student's t-distribution."), twoTailed);
export const TINV = numeric(stat('TINV', 2, 2, 'probability, deg_freedom', "The two-tailed inverse of Student's t-distribution (legacy)."), ([p, df]) => twoTailed([p, Math.trunc(df)]));

export const tDistFunctions = [T_DIST, T_DIST_RT, T_DIST_2T, TDIST, T_INV, T_INV_2T, TINV];
