import { numeric } from '../shared/define.js';
import { hypergeometric } from '../shared/distributions.js';
import { ERRORS } from '../../values.js';

const stat = (name: string, minArgs: number, maxArgs: number, syntax: string, description: string) => ({
  name, category: 'statistical' as const, minArgs, maxArgs, description, syntax: `${name}(${syntax})`,
});

/** All arguments truncated; the sample's successes must be possible given the population (#NUM! otherwise). */
function dist(args: number[], cumulative: boolean) {
  const [k, n, successes, population] = args.map(Math.trunc);
  if (k < 0 || n <= 0 || successes <= 0 || population <= 0 || n > population || successes > population) return ERRORS.NUM;
  if (k > Math.min(n, successes) || k < Math.max(0, n - population + successes)) return ERRORS.NUM;
  return cumulative ? hypergeometric.cdf(k, n, successes, population) : hypergeometric.pdf(k, n, successes, population);
}

export const HYPGEOM_DIST = numeric(
  stat('HYPGEOM.DIST', 5, 5, 'sample_s, number_sample, population_s, number_pop, cumulative', 'The hypergeometric distribution.'),
  ([k, n, s, p, c]) => dist([k, n, s, p], c !== 0),
);
export const HYPGEOMDIST = numeric(
  stat('HYPGEOMDIST', 4, 4, 'sample_s, number_sample, population_s, number_pop', 'The hypergeometric probability (legacy).'),
  (args) => dist(args, false),
);

export const hypgeomFunctions = [HYPGEOM_DIST, HYPGEOMDIST];
