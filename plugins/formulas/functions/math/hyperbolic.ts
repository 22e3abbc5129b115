import { unary } from '../shared/define.js';
import { ERRORS } from '../../values.js';

const nonZero = (f: (x: number) => number) => (x: number) => (x === 0 ? ERRORS.DIV0 : 1 / f(x));

export const SINH = unary('SINH', 'math', 'The hyperbolic sine of a number.', Math.sinh);
export const COSH = unary('COSH', 'math', 'The hyperbolic cosine of a number.', Math.cosh);
export const TANH = unary('TANH', 'math', 'The hyperbolic tangent of a number.', Math.tanh);
export const COTH = unary('COTH', 'math', 'The hyperbolic cotangent of a number.', nonZero(Math.tanh));
export const SECH = unary('SECH', 'math', 'The hyperbolic secant of a number.', (x) => 1 / Math.cosh(x));
export const CSCH = unary('CSCH', 'math', 'The hyperbolic cosecant of a number.', nonZero(Math.sinh));

export const ASINH = unary('ASINH', 'math', 'The inverse hyperbolic sine of a number.', Math.asinh);
export const ACOSH = unary('ACOSH', 'math', 'The inverse hyperbolic cosine of a number (>= 1).', (x) => (x < 1 ? ERRORS.NUM : Math.acosh(x)));
export const ATANH = unary('ATANH', 'math', 'The inverse hyperbolic tangent of a number in (-1, 1).', (x) => (Math.abs(x) >= 1 ? ERRORS.NUM : Math.atanh(x)));
export const ACOTH = unary('ACOTH', 'math', 'The inverse hyperbolic cotangent of a number (|x| > 1).', (x) => (Math.abs(x) <= 1 ? ERRORS.NUM : 0.5 * Math.log((x + 1) / (x - 1))));

export const hyperbolicFunctions = [SINH, COSH, TANH, COTH, SECH, CSCH, ASINH, ACOSH, ATANH, ACOTH];
