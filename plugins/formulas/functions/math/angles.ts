import { numeric, unary } from '../shared/define.js';
import { ERRORS } from '../../values.js';

export const PI = numeric(
  { name: 'PI', category: 'math', minArgs: 0, maxArgs: 0, description: 'The number pi to 15 digits.', syntax: 'PI()' },
  () => Math.PI,
);
export const DEGREES = unary('DEGREES', 'math', 'Converts radians to degrees.', (x) => (x * 180) / Math.PI);
export const RADIANS = unary('RADIANS', 'math', 'Converts degrees to radians.', (x) => (x * Math.PI) / 180);
export const SQRTPI = unary('SQRTPI', 'math', 'The square root of (number * pi).', (x) => (x < 0 ? ERRORS.NUM : Math.sqrt(x * Math.PI)));

export const angleFunctions = [PI, DEGREES, RADIANS, SQRTPI];
