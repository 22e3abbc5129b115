import { numeric, unary } from '../shared/define.js';
import { ERRORS } from '../../values.js';

export const EXP = unary('EXP', 'math', 'e raised to the power of a number.', Math.exp);
export const LN = unary('LN', 'math', 'The natural logarithm of a positive number.', (x) => (x <= 0 ? ERRORS.NUM : Math.log(x)));
export const LOG10 = unary('LOG10', 'math', 'The base-10 logarithm of a positive number.', (x) => (x <= 0 ? ERRORS.NUM : Math.log10(x)));
export const SQRT = unary('SQRT', 'math', 'The positive square root of a number.', (x) => (x < 0 ? ERRORS.NUM : Math.sqrt(x)));

export const LOG = numeric(
  { name: 'LOG', category: 'math', minArgs: 1, maxArgs: 2, description: 'The logarithm of a number to a base (10 by default).', syntax: 'LOG(number, [base])' },
  ([x, base = 10]) => {
    if (x <= 0 || base <= 0) return ERRORS.NUM;
    if (base === 1) return ERRORS.DIV0;
    // log10 for base 10 keeps LOG(1000) exactly 3.
    return base === 10 ? Math.log10(x) : Math.log(x) / Math.log(base);
  },
);

/** POWER(0, 0) is #NUM!, 0 to a negative power #DIV/0!, a negative base with a fractional power #NUM! (as `^`). */
export const POWER = numeric(
  { name: 'POWER', category: 'math', minArgs: 2, maxArgs: 2, description: 'A number raised to a power.', syntax: 'POWER(number, power)' },
  ([x, p]) => power(x, p),
);

/** Excel takes no real roots of negatives: POWER(-8, 1/3) is #NUM!, like (-8)^(1/3). */
export function power(x: number, p: number): number | typeof ERRORS.NUM | typeof ERRORS.DIV0 {
  if (x === 0 && p === 0) return ERRORS.NUM;
  if (x === 0 && p < 0) return ERRORS.DIV0;
  if (x < 0 && !Number.isInteger(p)) return ERRORS.NUM;
  return Math.pow(x, p);
}

export const expLogFunctions = [EXP, LN, LOG, LOG10, SQRT, POWER];
