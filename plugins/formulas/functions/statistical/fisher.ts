import { numeric, unary } from '../shared/define.js';
import { ERRORS } from '../../values.js';

export const FISHER = unary('FISHER', 'statistical', 'The Fisher transformation of a correlation.', (x) => (x <= -1 || x >= 1 ? ERRORS.NUM : 0.5 * Math.log((1 + x) / (1 - x))));
export const FISHERINV = unary('FISHERINV', 'statistical', 'The inverse of the Fisher transformation.', (y) => Math.tanh(y));

export const STANDARDIZE = numeric(
  { name: 'STANDARDIZE', category: 'statistical', minArgs: 3, maxArgs: 3, description: 'A normalised value from a distribution with a mean and standard deviation.', syntax: 'STANDARDIZE(x, mean, standard_dev)' },
  ([x, m, sd]) => (sd <= 0 ? ERRORS.NUM : (x - m) / sd),
);

export const fisherFunctions = [FISHER, FISHERINV, STANDARDIZE];
