import type { FunctionDefinition } from '../../function-definition.js';
import { FormulaError } from '../../values.js';
import { omitted } from '../lookup/shared/args.js';
import { engineeringNumber } from './args.js';

/**
 * The error function to full double precision: a series of positive terms below 2 (no cancellation),
 * a continued fraction for the tail above, where 1 - erf would lose digits.
 */
export function erf(x: number): number {
  if (x < 0) return -erf(-x);
  if (x >= 2) return 1 - erfcTail(x);
  return erfSeries(x);
}

export function erfc(x: number): number {
  if (x < 0) return 2 - erfc(-x);
  if (x >= 2) return erfcTail(x);
  return 1 - erfSeries(x);
}

/** erf(x) = 2/sqrt(pi) e^(-x^2) sum 2^n x^(2n+1) / (1*3*...*(2n+1)). */
function erfSeries(x: number): number {
  const x2 = x * x;
  let term = x;
  let sum = x;
  for (let n = 1; n < 200 && term > sum * 1e-17; n++) {
    term *= (2 * x2) / (2 * n + 1);
    sum += term;
  }
  return (2 / Math.sqrt(Math.PI)) * Math.exp(-x2) * sum;
}

/** erfc(x) = e^(-x^2)/sqrt(pi) / (x + 1/2 / (x + 1 / (x + 3/2 / (x + ...)))), evaluated backwards. */
function erfcTail(x: number): number {
  if (x > 27) return 0;
  let f = x;
  for (let k = 80; k >= 1; k--) f = x + k / 2 / f;
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / f;
}

function define(name: string, maxArgs: number, description: string, syntax: string, body: (a: number, b?: number) => number): FunctionDefinition {
  return {
    name, category: 'engineering', minArgs: 1, maxArgs, description, syntax,
    call: (args) => {
      const a = engineeringNumber(args, 0);
      if (a instanceof FormulaError) return a;
      if (maxArgs === 1 || omitted(args, 1)) return body(a);
      const b = engineeringNumber(args, 1);
      return b instanceof FormulaError ? b : body(a, b);
    },
  };
}

export const erfFunctions: readonly FunctionDefinition[] = [
  define('ERF', 2, 'The error function between two limits (or from 0).', 'ERF(lower_limit, [upper_limit])',
    (a, b) => (b === undefined ? erf(a) : erf(b) - erf(a))),
  define('ERF.PRECISE', 1, 'The error function from 0 to x.', 'ERF.PRECISE(x)', (a) => erf(a)),
  define('ERFC', 1, 'The complementary error function from x to infinity.', 'ERFC(x)', (a) => erfc(a)),
  define('ERFC.PRECISE', 1, 'The complementary error function from x to infinity.', 'ERFC.PRECISE(x)', (a) => erfc(a)),
  define('DELTA', 2, 'Tests whether two numbers are equal (1) or not (0).', 'DELTA(number1, [number2])',
    (a, b) => (a === (b ?? 0) ? 1 : 0)),
  define('GESTEP', 2, 'Returns 1 if the number is at least the step, else 0.', 'GESTEP(number, [step])',
    (a, b) => (a >= (b ?? 0) ? 1 : 0)),
];
