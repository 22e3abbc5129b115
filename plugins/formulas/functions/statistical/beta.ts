import { numeric } from '../shared/define.js';
import { betaDist } from '../shared/distributions.js';
import { ERRORS, type FormulaError } from '../../values.js';

const stat = (name: string, minArgs: number, maxArgs: number, syntax: string, description: string) => ({
  name, category: 'statistical' as const, minArgs, maxArgs, description, syntax: `${name}(${syntax})`,
});

/** The beta distribution on [A, B] (default [0, 1]), rescaled to [0, 1]. */
function dist(x: number, alpha: number, beta: number, cumulative: boolean, a = 0, b = 1): number | FormulaError {
  if (alpha <= 0 || beta <= 0 || x < a || x > b || a === b) return ERRORS.NUM;
  const z = (x - a) / (b - a);
  return cumulative ? betaDist.cdf(z, alpha, beta) : betaDist.pdf(z, alpha, beta) / (b - a);
}

function inv(p: number, alpha: number, beta: number, a = 0, b = 1): number | FormulaError {
  if (p <= 0 || p > 1 || alpha <= 0 || beta <= 0 || a === b) return ERRORS.NUM;
  return a + (b - a) * betaDist.inv(p, alpha, beta);
}

export const BETA_DIST = numeric(stat('BETA.DIST', 4, 6, 'x, alpha, beta, cumulative, [A], [B]', 'The beta distribution.'), ([x, al, be, c, a, b]) => dist(x, al, be, c !== 0, a, b));
export const BETADIST = numeric(stat('BETADIST', 3, 5, 'x, alpha, beta, [A], [B]', 'The cumulative beta distribution (legacy).'), ([x, al, be, a, b]) => dist(x, al, be, true, a, b));
export const BETA_INV = numeric(stat('BETA.INV', 3, 5, 'probability, alpha, beta, [A], [B]', 'The inverse of the cumulative beta distribution.'), ([p, al, be, a, b]) => inv(p, al, be, a, b));
export const BETAINV = numeric(stat('BETAINV', 3, 5, 'probability, alpha, beta, [A], [B]', 'The inverse of the cumulative beta distribution (legacy).'), ([p, al, be, a, b]) => inv(p, al, be, a, b));

export const betaFunctions = [BETA_DIST, BETADIST, BETA_INV, BETAINV];
