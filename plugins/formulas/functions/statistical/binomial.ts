import { numeric } from '../shared/define.js';
import { binomial, negativeBinomial } from '../shared/distributions.js';
import { ERRORS } from '../../values.js';

const stat = (name: string, minArgs: number, maxArgs: number, syntax: string, description: string) => ({
  name, category: 'statistical' as const, minArgs, maxArgs, description, syntax: `${name}(${syntax})`,
});

/** Successes and trials are truncated; 0 <= k <= n and 0 <= p <= 1 (#NUM! otherwise). */
const dist = ([kArg, nArg, p, cumulative]: number[]) => {
  const k = Math.trunc(kArg);
  const n = Math.trunc(nArg);
  if (k < 0 || k > n || p < 0 || p > 1) return ERRORS.NUM;
  return cumulative ? binomial.cdf(k, n, p) : binomial.pdf(k, n, p);
};

export const BINOM_DIST = numeric(stat('BINOM.DIST', 4, 4, 'number_s, trials, probability_s, cumulative', 'The binomial distribution probability.'), dist);
export const BINOMDIST = numeric(stat('BINOMDIST', 4, 4, 'number_s, trials, probability_s, cumulative', 'The binomial distribution probability (legacy).'), dist);

/** The smallest k whose cumulative binomial probability reaches alpha. */
const inverse = ([nArg, p, alpha]: number[]) => {
  const n = Math.trunc(nArg);
  if (n < 0 || p < 0 || p > 1 || alpha < 0 || alpha > 1) return ERRORS.NUM;
  let cumulative = 0;
  for (let k = 0; k <= n; k++) {
    cumulative += binomial.pdf(k, n, p);
    if (cumulative >= alpha * (1 - 1e-15)) return k;
  }
  return n;
};

export const BINOM_INV = numeric(stat('BINOM.INV', 3, 3, 'trials, probability_s, alpha', 'The smallest value whose cumulative binomial distribution reaches alpha.'), inverse);
export const CRITBINOM = numeric(stat('CRITBINOM', 3, 3, 'trials, probability_s, alpha', 'The smallest value whose cumulative binomial distribution reaches alpha (legacy).'), inverse);

/** Failures before the s-th success: f >= 0, s >= 1, 0 <= p <= 1. */
const negative = ([fArg, sArg, p, cumulative]: number[]) => {
  const f = Math.trunc(fArg);
  const s = Math.trunc(sArg);
  if (f < 0 || s < 1 || p < 0 || p > 1) return ERRORS.NUM;
  return cumulative ? negativeBinomial.cdf(f, s, p) : negativeBinomial.pdf(f, s, p);
};

export const NEGBINOM_DIST = numeric(stat('NEGBINOM.DIST', 4, 4, 'number_f, number_s, probability_s, cumulative', 'The negative binomial distribution.'), negative);
export const NEGBINOMDIST = numeric(stat('NEGBINOMDIST', 3, 3, 'number_f, number_s, probability_s', 'The negative binomial probability (legacy).'), ([f, s, p]) => negative([f, s, p, 0]));

/** BINOM.DIST.RANGE: P(s <= X <= s2) (or P(X = s)); all counts truncated, 0 <= s <= s2 <= trials. */
export const BINOM_DIST_RANGE = numeric(
  stat('BINOM.DIST.RANGE', 3, 4, 'trials, probability_s, number_s, [number_s2]', 'The probability of a number of successes within a range.'),
  ([nArg, p, sArg, s2Arg]) => {
    const n = Math.trunc(nArg);
    const s = Math.trunc(sArg);
    const s2 = s2Arg === undefined ? s : Math.trunc(s2Arg);
    if (n < 0 || p < 0 || p > 1 || s < 0 || s > n || s2 < s || s2 > n) return ERRORS.NUM;
    let total = 0;
    for (let k = s; k <= s2; k++) total += binomial.pdf(k, n, p);
    return Math.min(total, 1);
  },
);

export const binomialFunctions = [BINOM_DIST, BINOMDIST, BINOM_INV, CRITBINOM, NEGBINOM_DIST, NEGBINOMDIST, BINOM_DIST_RANGE];
