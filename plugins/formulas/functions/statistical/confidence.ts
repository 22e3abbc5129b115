import { numeric } from '../shared/define.js';
import { standardNormalInverse, studentT } from '../shared/distributions.js';
import { ERRORS } from '../../values.js';

const stat = (name: string, description: string) => ({
  name, category: 'statistical' as const, minArgs: 3, maxArgs: 3, description, syntax: `${name}(alpha, standard_dev, size)`,
});

const normalInterval = ([alpha, sd, sizeArg]: number[]) => {
  const size = Math.trunc(sizeArg);
  if (alpha <= 0 || alpha >= 1 || sd <= 0 || size < 1) return ERRORS.NUM;
  return (standardNormalInverse(1 - alpha / 2) * sd) / Math.sqrt(size);
};

export const CONFIDENCE = numeric(stat('CONFIDENCE', 'The half-width of a confidence interval for a mean (normal).'), normalInterval);
export const CONFIDENCE_NORM = numeric(stat('CONFIDENCE.NORM', 'The half-width of a confidence interval for a mean (normal).'), normalInterval);

/** CONFIDENCE.T with a sample of one has no degrees of freedom: #DIV/0!. */
export const CONFIDENCE_T = numeric(stat('CONFIDENCE.T', "The half-width of a confidence interval for a mean (Student's t)."), ([alpha, sd, sizeArg]) => {
  const size = Math.trunc(sizeArg);
  if (alpha <= 0 || alpha >= 1 || sd <= 0 || size < 1) return ERRORS.NUM;
  if (size === 1) return ERRORS.DIV0;
  return (Math.abs(studentT.inv(alpha / 2, size - 1)) * sd) / Math.sqrt(size);
});

export const confidenceFunctions = [CONFIDENCE, CONFIDENCE_NORM, CONFIDENCE_T];
