import { unary } from '../shared/define.js';
import { ERRORS } from '../../values.js';

/** Excel refuses angles of 2^27 or more in magnitude with #NUM! (precision would be meaningless). */
const LIMIT = 2 ** 27;
const guard = (f: (x: number) => number) => (x: number) => (Math.abs(x) >= LIMIT ? ERRORS.NUM : f(x));
const reciprocal = (f: (x: number) => number) => (x: number) => {
  if (Math.abs(x) >= LIMIT) return ERRORS.NUM;
  const d = f(x);
  return d === 0 ? ERRORS.DIV0 : 1 / d;
};

export const SIN = unary('SIN', 'math', 'The sine of an angle in radians.', guard(Math.sin));
export const COS = unary('COS', 'math', 'The cosine of an angle in radians.', guard(Math.cos));
export const TAN = unary('TAN', 'math', 'The tangent of an angle in radians.', guard(Math.tan));
export const COT = unary('COT', 'math', 'The cotangent of an angle in radians.', reciprocal(Math.tan));
export const SEC = unary('SEC', 'math', 'The secant of an angle in radians.', reciprocal(Math.cos));
export const CSC = unary('CSC', 'math', 'The cosecant of an angle in radians.', reciprocal(Math.sin));

export const trigFunctions = [SIN, COS, TAN, COT, SEC, CSC];
