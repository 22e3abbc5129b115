import { unary } from '../shared/define.js';

export const ABS = unary('ABS', 'math', 'The absolute value of a number.', Math.abs);
export const SIGN = unary('SIGN', 'math', 'The sign of a number: 1, 0 or -1.', (x) => (x > 0 ? 1 : x < 0 ? -1 : 0));

export const absSignFunctions = [ABS, SIGN];
