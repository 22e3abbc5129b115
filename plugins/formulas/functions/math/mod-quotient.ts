import { numeric } from '../shared/define.js';
import { ERRORS } from '../../values.js';

/** MOD takes the divisor's sign: MOD(-3, 2) = 1, MOD(3, -2) = -1. */
export const MOD = numeric(
  { name: 'MOD', category: 'math', minArgs: 2, maxArgs: 2, description: 'The remainder of a division, with the sign of the divisor.', syntax: 'MOD(number, divisor)' },
  ([n, d]) => {
    if (d === 0) return ERRORS.DIV0;
    const r = n - d * Math.floor(n / d);
    // Float noise such as MOD(0.3, 0.1) = 0.09999999999999998 is cleaned to 15 digits like Excel shows it.
    const cleaned = Number(r.toPrecision(15));
    return Math.abs(cleaned - d) < Math.abs(d) * 1e-14 ? 0 : cleaned;
  },
);

export const QUOTIENT = numeric(
  { name: 'QUOTIENT', category: 'math', minArgs: 2, maxArgs: 2, description: 'The integer part of a division.', syntax: 'QUOTIENT(numerator, denominator)' },
  ([n, d]) => (d === 0 ? ERRORS.DIV0 : Math.trunc(n / d)),
);

export const modQuotientFunctions = [MOD, QUOTIENT];
