import type { FunctionDefinition } from '../../function-definition.js';
import { ERRORS } from '../../values.js';
import { numeric } from './define.js';

/** Digits after the point that a fraction's denominator needs (16 -> 2, 8 -> 1, 100 -> 3). */
function fractionDigits(fraction: number): number {
  return Math.ceil(Math.log10(fraction) + 1e-12) || 1;
}

function dollarde(value: number, fraction: number) {
  if (fraction < 0) return ERRORS.NUM;
  if (fraction < 1) return ERRORS.DIV0;
  const whole = Math.trunc(value);
  const scale = 10 ** fractionDigits(fraction);
  return whole + ((value - whole) * scale) / fraction;
}

function dollarfr(value: number, fraction: number) {
  if (fraction < 0) return ERRORS.NUM;
  if (fraction < 1) return ERRORS.DIV0;
  const whole = Math.trunc(value);
  const scale = 10 ** fractionDigits(fraction);
  return whole + ((value - whole) * fraction) / scale;
}

export const rateFunctions: readonly FunctionDefinition[] = [
  numeric('EFFECT', 'EFFECT(nominal_rate, periods_per_year)', 'The effective annual interest rate.', [undefined, undefined],
    ([n, p]) => {
      const periods = Math.trunc(p);
      return n <= 0 || periods < 1 ? ERRORS.NUM : (1 + n / periods) ** periods - 1;
    }),
  numeric('NOMINAL', 'NOMINAL(effective_rate, periods_per_year)', 'The nominal annual interest rate.', [undefined, undefined],
    ([e, p]) => {
      const periods = Math.trunc(p);
      return e <= 0 || periods < 1 ? ERRORS.NUM : periods * ((1 + e) ** (1 / periods) - 1);
    }),
  numeric('DOLLARDE', 'DOLLARDE(fractional_price, unit)', 'A price written as integer and fraction, as a decimal number.',
    [undefined, undefined], ([v, f]) => dollarde(v, Math.trunc(f))),
  numeric('DOLLARFR', 'DOLLARFR(decimal_price, unit)', 'A decimal price written as integer and fraction.',
    [undefined, undefined], ([v, f]) => dollarfr(v, Math.trunc(f))),
];
