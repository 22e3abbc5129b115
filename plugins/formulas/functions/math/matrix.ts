import { toNumber } from '../../coerce.js';
import { eager } from '../shared/define.js';
import { determinant, inverse, multiply, numericGrid } from '../shared/matrix.js';
import { ARRAY_TOO_LARGE, arrayTooLarge, ArrayValue, ERRORS, isError } from '../../values.js';

export const MMULT = eager(
  { name: 'MMULT', category: 'math', minArgs: 2, maxArgs: 2, description: 'The matrix product of two arrays.', syntax: 'MMULT(array1, array2)', args: ['any'] },
  ([a, b]) => {
    const x = numericGrid(a);
    if (isError(x)) return x;
    const y = numericGrid(b);
    if (isError(y)) return y;
    if (x[0].length !== y.length) return ERRORS.VALUE;
    return new ArrayValue(multiply(x, y));
  },
);

export const MDETERM = eager(
  { name: 'MDETERM', category: 'math', minArgs: 1, maxArgs: 1, description: 'The determinant of a square matrix.', syntax: 'MDETERM(array)', args: ['any'] },
  ([a]) => {
    const x = numericGrid(a);
    if (isError(x)) return x;
    if (x.length !== x[0].length) return ERRORS.VALUE;
    return determinant(x);
  },
);

export const MINVERSE = eager(
  { name: 'MINVERSE', category: 'math', minArgs: 1, maxArgs: 1, description: 'The inverse of a square matrix.', syntax: 'MINVERSE(array)', args: ['any'] },
  ([a]) => {
    const x = numericGrid(a);
    if (isError(x)) return x;
    if (x.length !== x[0].length) return ERRORS.VALUE;
    const inv = inverse(x);
    return inv ? new ArrayValue(inv) : ERRORS.NUM;
  },
);

export const MUNIT = eager(
  { name: 'MUNIT', category: 'math', minArgs: 1, maxArgs: 1, description: 'The identity matrix of a dimension.', syntax: 'MUNIT(dimension)' },
  ([d]) => {
    const n = toNumber(d);
    if (isError(n)) return n;
    const size = Math.trunc(n);
    if (size < 1) return ERRORS.VALUE;
    if (arrayTooLarge(size, size)) return ARRAY_TOO_LARGE;
    return new ArrayValue(Array.from({ length: size }, (_, r) => Array.from({ length: size }, (_, c) => (r === c ? 1 : 0))));
  },
);

export const matrixFunctions = [MMULT, MDETERM, MINVERSE, MUNIT];
