import { numeric } from '../shared/define.js';
import { fDist } from '../shared/distributions.js';
import { ERRORS } from '../../values.js';

const stat = (name: string, minArgs: number, maxArgs: number, syntax: string, description: string) => ({
  name, category: 'statistical' as const, minArgs, maxArgs, description, syntax: `${name}(${syntax})`,
});

/** Degrees of freedom are truncated; each must be at least 1. */
const dfs = (a: number, b: number): [number, number] | undefined => {
  const d1 = Math.trunc(a);
  const d2 = Math.trunc(b);
  return d1 < 1 || d2 < 1 || d1 > 1e10 || d2 > 1e10 ? undefined : [d1, d2];
};

export const F_DIST = numeric(stat('F.DIST', 4, 4, 'x, deg_freedom1, deg_freedom2, cumulative', 'The F distribution (density or cumulative).'), ([x, a, b, c]) => {
  const d = dfs(a, b);
  if (x < 0 || !d) return ERRORS.NUM;
  return c ? fDist.cdf(x, ...d) : fDist.pdf(x, ...d);
});

const rightTail = ([x, a, b]: number[]) => {
  const d = dfs(a, b);
  return x < 0 || !d ? ERRORS.NUM : fDist.rightTail(x, ...d);
};
export const F_DIST_RT = numeric(stat('F.DIST.RT', 3, 3, 'x, deg_freedom1, deg_freedom2', 'The right-tailed F distribution.'), rightTail);
export const FDIST = numeric(stat('FDIST', 3, 3, 'x, deg_freedom1, deg_freedom2', 'The right-tailed F distribution (legacy).'), rightTail);

export const F_INV = numeric(stat('F.INV', 3, 3, 'probability, deg_freedom1, deg_freedom2', 'The inverse of the F cumulative distribution.'), ([p, a, b]) => {
  const d = dfs(a, b);
  return p < 0 || p > 1 || !d ? ERRORS.NUM : fDist.inv(p, ...d);
});

const inverseRight = ([p, a, b]: number[]) => {
  const d = dfs(a, b);
  return p <= 0 || p > 1 || !d ? ERRORS.NUM : fDist.inv(1 - p, ...d);
};
export const F_INV_RT = numeric(stat('F.INV.RT', 3, 3, 'probability, deg_freedom1, deg_freedom2', 'The inverse of the right-tailed F distribution.'), inverseRight);
export const FINV = numeric(stat('FINV', 3, 3, 'probability, deg_freedom1, deg_freedom2', 'The inverse of the right-tailed F distribution (legacy).'), inverseRight);

export const fDistFunctions = [F_DIST, F_DIST_RT, FDIST, F_INV, F_INV_RT, FINV];
