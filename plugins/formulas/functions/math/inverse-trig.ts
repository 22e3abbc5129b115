import { numeric, unary } from '../shared/define.js';
import { ERRORS } from '../../values.js';

const inUnit = (f: (x: number) => number) => (x: number) => (x < -1 || x > 1 ? ERRORS.NUM : f(x));

export const ASIN = unary('ASIN', 'math', 'The arcsine of a number, in radians.', inUnit(Math.asin));
export const ACOS = unary('ACOS', 'math', 'The arccosine of a number, in radians.', inUnit(Math.acos));
export const ATAN = unary('ATAN', 'math', 'The arctangent of a number, in radians.', Math.atan);
/** ACOT returns a value in (0, pi), so ACOT(0) is pi/2 and negatives land above pi/2. */
export const ACOT = unary('ACOT', 'math', 'The arccotangent of a number, in radians.', (x) => Math.PI / 2 - Math.atan(x));

/** Excel's ATAN2 takes (x, y), the reverse of most languages, and refuses the origin. */
export const ATAN2 = numeric(
  { name: 'ATAN2', category: 'math', minArgs: 2, maxArgs: 2, description: 'The angle of the point (x, y) from the x-axis, in radians.', syntax: 'ATAN2(x_num, y_num)' },
  ([x, y]) => (x === 0 && y === 0 ? ERRORS.DIV0 : Math.atan2(y, x)),
);

export const inverseTrigFunctions = [ASIN, ACOS, ATAN, ACOT, ATAN2];
