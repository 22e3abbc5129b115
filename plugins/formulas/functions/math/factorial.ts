import { unary } from '../shared/define.js';
import { ERRORS } from '../../values.js';

/** n! for a truncated n; above 170 it overflows (#NUM!). */
export function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

export const FACT = unary('FACT', 'math', 'The factorial of a number.', (x) => (x < 0 ? ERRORS.NUM : factorial(Math.trunc(x))));

export const FACTDOUBLE = unary('FACTDOUBLE', 'math', 'The double factorial of a number (n * (n - 2) * ...).', (x) => {
  if (x < 0) return ERRORS.NUM;
  let f = 1;
  for (let i = Math.trunc(x); i > 1; i -= 2) f *= i;
  return f;
});

export const factorialFunctions = [FACT, FACTDOUBLE];
