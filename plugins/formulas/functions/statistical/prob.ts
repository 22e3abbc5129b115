import { toNumber } from '../../coerce.js';
import { eager } from '../shared/define.js';
import { pairedNumbers } from '../shared/numbers.js';
import { ERRORS, isError } from '../../values.js';

/** PROB: probabilities must each be in [0, 1] and sum to 1 (#NUM! otherwise); sizes must agree (#N/A). */
export const PROB = eager(
  { name: 'PROB', category: 'statistical', minArgs: 3, maxArgs: 4, description: 'The probability that values in a range are between two limits.', syntax: 'PROB(x_range, prob_range, lower_limit, [upper_limit])', args: ['any', 'any', 'scalar', 'scalar'] },
  ([xArg, pArg, lowerArg, upperArg]) => {
    const pairs = pairedNumbers(xArg, pArg);
    if (isError(pairs)) return pairs;
    const lower = toNumber(lowerArg);
    if (isError(lower)) return lower;
    const upper = upperArg === undefined || upperArg === null ? lower : toNumber(upperArg);
    if (isError(upper)) return upper;
    const [xs, ps] = pairs;
    if (ps.some((p) => p < 0 || p > 1)) return ERRORS.NUM;
    const total = ps.reduce((s, p) => s + p, 0);
    if (Math.abs(total - 1) > 1e-7) return ERRORS.NUM;
    return xs.reduce((s, x, i) => (x >= lower && x <= upper ? s + ps[i] : s), 0);
  },
);

export const probFunctions = [PROB];
