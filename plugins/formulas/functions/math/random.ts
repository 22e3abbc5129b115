import { toBoolean, toNumber } from '../../coerce.js';
import { eager, numeric } from '../shared/define.js';
import { ARRAY_TOO_LARGE, arrayTooLarge, ArrayValue, ERRORS, isError, type Scalar } from '../../values.js';

export const RAND = numeric(
  { name: 'RAND', category: 'math', minArgs: 0, maxArgs: 0, volatile: true, description: 'A random number in [0, 1), new on every recalculation.', syntax: 'RAND()' },
  () => Math.random(),
);

export const RANDBETWEEN = numeric(
  { name: 'RANDBETWEEN', category: 'math', minArgs: 2, maxArgs: 2, volatile: true, description: 'A random integer between two numbers, inclusive.', syntax: 'RANDBETWEEN(bottom, top)' },
  ([bottom, top]) => {
    const lo = Math.ceil(bottom);
    const hi = Math.floor(top);
    if (lo > hi) return ERRORS.NUM;
    return lo + Math.floor(Math.random() * (hi - lo + 1));
  },
);

/** RANDARRAY([rows], [columns], [min], [max], [integer]): whole numbers need whole bounds (#VALUE! otherwise). */
export const RANDARRAY = eager(
  { name: 'RANDARRAY', category: 'math', minArgs: 0, maxArgs: 5, volatile: true, description: 'An array of random numbers.', syntax: 'RANDARRAY([rows], [columns], [min], [max], [integer])' },
  (args) => {
    const nums = [1, 1, 0, 1].map((fallback, i) => (args[i] === undefined || args[i] === null ? fallback : toNumber(args[i])));
    const integer = args[4] === undefined || args[4] === null ? false : toBoolean(args[4]);
    for (const n of nums) if (isError(n)) return n;
    if (isError(integer)) return integer;
    const [rows, cols, min, max] = nums as number[];
    const r = Math.trunc(rows);
    const c = Math.trunc(cols);
    if (r < 1 || c < 1 || min > max) return r === 0 || c === 0 ? ERRORS.CALC : ERRORS.VALUE;
    if (integer && (!Number.isInteger(min) || !Number.isInteger(max))) return ERRORS.VALUE;
    if (arrayTooLarge(r, c)) return ARRAY_TOO_LARGE;
    const next = (): Scalar => (integer ? min + Math.floor(Math.random() * (max - min + 1)) : min + Math.random() * (max - min));
    return new ArrayValue(Array.from({ length: r }, () => Array.from({ length: c }, next)));
  },
);

export const randomFunctions = [RAND, RANDBETWEEN, RANDARRAY];
