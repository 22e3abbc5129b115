import { numeric, unary } from '../shared/define.js';
import { gammaDist, gammafn, gammaln } from '../shared/distributions.js';
import { ERRORS } from '../../values.js';

const stat = (name: string, minArgs: number, maxArgs: number, syntax: string, description: string) => ({
  name, category: 'statistical' as const, minArgs, maxArgs, description, syntax: `${name}(${syntax})`,
});

/** GAMMA is undefined at 0 and the negative integers (#NUM!). */
export const GAMMA = unary('GAMMA', 'statistical', 'The gamma function.', (x) => (x === 0 || (x < 0 && Number.isInteger(x)) ? ERRORS.NUM : gammafn(x)));

const ln = (x: number) => (x <= 0 ? ERRORS.NUM : gammaln(x));
export const GAMMALN = unary('GAMMALN', 'statistical', 'The natural logarithm of the gamma function.', ln);
export const GAMMALN_PRECISE = unary('GAMMALN.PRECISE', 'statistical', 'The natural logarithm of the gamma function.', ln);

const dist = ([x, alpha, beta, cumulative]: number[]) => {
  if (x < 0 || alpha <= 0 || beta <= 0) return ERRORS.NUM;
  return cumulative ? gammaDist.cdf(x, alpha, beta) : gammaDist.pdf(x, alpha, beta);
};
export const GAMMA_DIST = numeric(stat('GAMMA.DIST', 4, 4, 'x, alpha, beta, cumulative', 'The gamma distribution.'), dist);
export const GAMMADIST = numeric(stat('GAMMADIST', 4, 4, 'x, alpha, beta, cumulative', 'The gamma distribution (legacy).'), dist);

const inv = ([p, alpha, beta]: number[]) => (p < 0 || p >= 1 || alpha <= 0 || beta <= 0 ? ERRORS.NUM : gammaDist.inv(p, alpha, beta));
export const GAMMA_INV = numeric(stat('GAMMA.INV', 3, 3, 'probability, alpha, beta', 'The inverse of the gamma cumulative distribution.'), inv);
export const GAMMAINV = numeric(stat('GAMMAINV', 3, 3, 'probability, alpha, beta', 'The inverse of the gamma cumulative distribution (legacy).'), inv);

export const gammaFunctions = [GAMMA, GAMMALN, GAMMALN_PRECISE, GAMMA_DIST, GAMMADIST, GAMMA_INV, GAMMAINV];
