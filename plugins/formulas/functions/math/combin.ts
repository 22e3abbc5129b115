import { eager, numeric } from '../shared/define.js';
import { numbersOf } from '../shared/numbers.js';
import { ERRORS, isError } from '../../values.js';

/** n choose k by the multiplicative formula, exact for results below 2^53. */
export function combinations(n: number, k: number): number {
  const m = Math.min(k, n - k);
  let c = 1;
  for (let i = 1; i <= m; i++) c = (c * (n - m + i)) / i;
  return c < 2 ** 53 ? Math.round(c) : c;
}

export const COMBIN = numeric(
  { name: 'COMBIN', category: 'math', minArgs: 2, maxArgs: 2, description: 'The number of combinations of k items out of n.', syntax: 'COMBIN(number, number_chosen)' },
  ([a, b]) => {
    const n = Math.trunc(a);
    const k = Math.trunc(b);
    return n < 0 || k < 0 || n < k ? ERRORS.NUM : combinations(n, k);
  },
);

export const COMBINA = numeric(
  { name: 'COMBINA', category: 'math', minArgs: 2, maxArgs: 2, description: 'The number of combinations with repetitions of k items out of n.', syntax: 'COMBINA(number, number_chosen)' },
  ([a, b]) => {
    const n = Math.trunc(a);
    const k = Math.trunc(b);
    if (n < 0 || k < 0) return ERRORS.NUM;
    if (k === 0) return 1;
    return n === 0 ? 0 : combinations(n + k - 1, k);
  },
);

export const MULTINOMIAL = eager(
  { name: 'MULTINOMIAL', category: 'math', minArgs: 1, maxArgs: Infinity, description: 'The factorial of a sum divided by the product of the factorials.', syntax: 'MULTINOMIAL(number1, [number2], ...)', args: ['any'] },
  (args) => {
    const xs = numbersOf(args);
    if (isError(xs)) return xs;
    if (xs.some((x) => x < 0)) return ERRORS.NUM;
    const ns = xs.map(Math.trunc);
    // Product of binomials avoids overflowing the factorial of the total.
    let result = 1;
    let total = 0;
    for (const n of ns) {
      total += n;
      result *= combinations(total, n);
    }
    return Number.isFinite(result) ? result : ERRORS.NUM;
  },
);

export const combinFunctions = [COMBIN, COMBINA, MULTINOMIAL];
