import { numeric, unary } from '../shared/define.js';
import { ERRORS } from '../../values.js';
import { stepOfCleaned } from '../../significant-digits.js';

/**
 * Scales |x| by 10^digits and cleans it to 15 significant digits first, so that ROUND(1.005, 2) sees
 * 100.5 rather than 100.49999999999999 and gives 1.01 as Excel does.
 */
function roundWith(x: number, digits: number, step: (y: number) => number): number {
  const d = Math.trunc(digits);
  // Beyond double range, every digit is kept (positive) or nothing is (negative).
  if (d > 308) return x;
  if (d < -308) return 0;
  const sign = x < 0 ? -1 : 1;
  const factor = 10 ** Math.abs(d);
  const scaled = d >= 0 ? Math.abs(x) * factor : Math.abs(x) / factor;
  if (!Number.isFinite(scaled)) return x;
  const rounded = stepOfCleaned(scaled, step);
  return sign * (d >= 0 ? rounded / factor : rounded * factor);
}

const halfUp = (y: number) => Math.floor(y + 0.5);

export const roundHalfAway = (x: number, digits: number): number => roundWith(x, digits, halfUp);
export const roundDown = (x: number, digits: number): number => roundWith(x, digits, Math.floor);
export const roundUp = (x: number, digits: number): number => roundWith(x, digits, Math.ceil);

const spec = (name: string, description: string) => ({
  name, category: 'math' as const, minArgs: 2, maxArgs: 2, description, syntax: `${name}(number, num_digits)`,
});

export const ROUND = numeric(spec('ROUND', 'Rounds a number to a number of digits, halves away from zero.'), ([x, d]) => roundHalfAway(x, d));
export const ROUNDDOWN = numeric(spec('ROUNDDOWN', 'Rounds a number toward zero to a number of digits.'), ([x, d]) => roundDown(x, d));
export const ROUNDUP = numeric(spec('ROUNDUP', 'Rounds a number away from zero to a number of digits.'), ([x, d]) => roundUp(x, d));

export const TRUNC = numeric(
  { name: 'TRUNC', category: 'math', minArgs: 1, maxArgs: 2, description: 'Truncates a number to a number of digits.', syntax: 'TRUNC(number, [num_digits])' },
  ([x, d = 0]) => roundDown(x, d),
);

export const INT = unary('INT', 'math', 'Rounds a number down to the nearest integer.', (x) => Math.floor(Number(x.toPrecision(15))));

/** MROUND wants number and multiple of the same sign; a zero multiple gives 0. */
export const MROUND = numeric(
  { name: 'MROUND', category: 'math', minArgs: 2, maxArgs: 2, description: 'Rounds a number to the nearest multiple.', syntax: 'MROUND(number, multiple)' },
  ([x, m]) => {
    if (m === 0 || x === 0) return 0;
    if (Math.sign(x) !== Math.sign(m)) return ERRORS.NUM;
    const q = halfUp(Number((x / m).toPrecision(15)));
    return Number((q * m).toPrecision(15));
  },
);

export const roundFunctions = [ROUND, ROUNDDOWN, ROUNDUP, TRUNC, INT, MROUND];
