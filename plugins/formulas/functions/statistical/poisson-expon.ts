import { numeric } from '../shared/define.js';
import { poisson } from '../shared/distributions.js';
import { ERRORS } from '../../values.js';

const stat = (name: string, minArgs: number, maxArgs: number, syntax: string, description: string) => ({
  name, category: 'statistical' as const, minArgs, maxArgs, description, syntax: `${name}(${syntax})`,
});

const poissonDist = ([xArg, mean, cumulative]: number[]) => {
  const x = Math.trunc(xArg);
  if (x < 0 || mean < 0) return ERRORS.NUM;
  return cumulative ? poisson.cdf(x, mean) : poisson.pdf(x, mean);
};

export const POISSON_DIST = numeric(stat('POISSON.DIST', 3, 3, 'x, mean, cumulative', 'The Poisson distribution.'), poissonDist);
export const POISSON = numeric(stat('POISSON', 3, 3, 'x, mean, cumulative', 'The Poisson distribution (legacy).'), poissonDist);

const exponDist = ([x, lambda, cumulative]: number[]) => {
  if (x < 0 || lambda <= 0) return ERRORS.NUM;
  return cumulative ? 1 - Math.exp(-lambda * x) : lambda * Math.exp(-lambda * x);
};

export const EXPON_DIST = numeric(stat('EXPON.DIST', 3, 3, 'x, lambda, cumulative', 'The exponential distribution.'), exponDist);
export const EXPONDIST = numeric(stat('EXPONDIST', 3, 3, 'x, lambda, cumulative', 'The exponential distribution (legacy).'), exponDist);

const weibullDist = ([x, alpha, beta, cumulative]: number[]) => {
  if (x < 0 || alpha <= 0 || beta <= 0) return ERRORS.NUM;
  const z = (x / beta) ** alpha;
  return cumulative ? 1 - Math.exp(-z) : (alpha / beta ** alpha) * x ** (alpha - 1) * Math.exp(-z);
};

export const WEIBULL_DIST = numeric(stat('WEIBULL.DIST', 4, 4, 'x, alpha, beta, cumulative', 'The Weibull distribution.'), weibullDist);
export const WEIBULL = numeric(stat('WEIBULL', 4, 4, 'x, alpha, beta, cumulative', 'The Weibull distribution (legacy).'), weibullDist);

export const poissonExponFunctions = [POISSON_DIST, POISSON, EXPON_DIST, EXPONDIST, WEIBULL_DIST, WEIBULL];
