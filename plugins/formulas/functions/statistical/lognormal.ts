import { numeric } from '../shared/define.js';
import { normal, standardNormalInverse } from '../shared/distributions.js';
import { ERRORS } from '../../values.js';

const stat = (name: string, minArgs: number, maxArgs: number, syntax: string, description: string) => ({
  name, category: 'statistical' as const, minArgs, maxArgs, description, syntax: `${name}(${syntax})`,
});

/** ln(x) is normal with the given mean and standard deviation. */
function dist(x: number, mean: number, sd: number, cumulative: boolean) {
  if (x <= 0 || sd <= 0) return ERRORS.NUM;
  const z = (Math.log(x) - mean) / sd;
  return cumulative ? normal.cdf(z, 0, 1) : normal.pdf(z, 0, 1) / (x * sd);
}
const inv = ([p, mean, sd]: number[]) => (p <= 0 || p >= 1 || sd <= 0 ? ERRORS.NUM : Math.exp(mean + sd * standardNormalInverse(p)));

export const LOGNORM_DIST = numeric(stat('LOGNORM.DIST', 4, 4, 'x, mean, standard_dev, cumulative', 'The lognormal distribution (density or cumulative).'), ([x, m, s, c]) => dist(x, m, s, c !== 0));
export const LOGNORMDIST = numeric(stat('LOGNORMDIST', 3, 3, 'x, mean, standard_dev', 'The cumulative lognormal distribution.'), ([x, m, s]) => dist(x, m, s, true));
export const LOGNORM_INV = numeric(stat('LOGNORM.INV', 3, 3, 'probability, mean, standard_dev', 'The inverse of the lognormal cumulative distribution.'), inv);
export const LOGINV = numeric(stat('LOGINV', 3, 3, 'probability, mean, standard_dev', 'The inverse of the lognormal cumulative distribution.'), inv);

export const lognormalFunctions = [LOGNORM_DIST, LOGNORMDIST, LOGNORM_INV, LOGINV];
