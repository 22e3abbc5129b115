import { numeric, unary } from '../shared/define.js';
import { normal, standardNormalInverse } from '../shared/distributions.js';
import { ERRORS } from '../../values.js';

const stat = (name: string, minArgs: number, maxArgs: number, syntax: string, description: string) => ({
  name, category: 'statistical' as const, minArgs, maxArgs, description, syntax: `${name}(${syntax})`,
});

const dist = ([x, mean, sd, cumulative]: number[]) => (sd <= 0 ? ERRORS.NUM : cumulative ? normal.cdf(x, mean, sd) : normal.pdf(x, mean, sd));
const inv = ([p, mean, sd]: number[]) => (p <= 0 || p >= 1 || sd <= 0 ? ERRORS.NUM : normal.inv(p, mean, sd));
const sInv = (p: number) => (p <= 0 || p >= 1 ? ERRORS.NUM : standardNormalInverse(p));

export const NORM_DIST = numeric(stat('NORM.DIST', 4, 4, 'x, mean, standard_dev, cumulative', 'The normal distribution (density or cumulative).'), dist);
export const NORMDIST = numeric(stat('NORMDIST', 4, 4, 'x, mean, standard_dev, cumulative', 'The normal distribution (density or cumulative).'), dist);
export const NORM_INV = numeric(stat('NORM.INV', 3, 3, 'probability, mean, standard_dev', 'The inverse of the normal cumulative distribution.'), inv);
export const NORMINV = numeric(stat('NORMINV', 3, 3, 'probability, mean, standard_dev', 'The inverse of the normal cumulative distribution.'), inv);
export const NORM_S_DIST = numeric(stat('NORM.S.DIST', 2, 2, 'z, cumulative', 'The standard normal distribution (density or cumulative).'), ([z, c]) => (c ? normal.cdf(z, 0, 1) : normal.pdf(z, 0, 1)));
export const NORMSDIST = unary('NORMSDIST', 'statistical', 'The standard normal cumulative distribution.', (z) => normal.cdf(z, 0, 1));
export const NORM_S_INV = unary('NORM.S.INV', 'statistical', 'The inverse of the standard normal cumulative distribution.', sInv);
export const NORMSINV = unary('NORMSINV', 'statistical', 'The inverse of the standard normal cumulative distribution.', sInv);
export const PHI = unary('PHI', 'statistical', 'The density of the standard normal distribution.', (x) => normal.pdf(x, 0, 1));
export const GAUSS = unary('GAUSS', 'statistical', 'The probability that a standard normal value is between the mean and z.', (z) => normal.cdf(z, 0, 1) - 0.5);

export const normalFunctions = [NORM_DIST, NORMDIST, NORM_INV, NORMINV, NORM_S_DIST, NORMSDIST, NORM_S_INV, NORMSINV, PHI, GAUSS];
