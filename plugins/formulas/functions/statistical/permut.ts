import { numeric } from '../shared/define.js';
import { ERRORS } from '../../values.js';

export const PERMUT = numeric(
  { name: 'PERMUT', category: 'statistical', minArgs: 2, maxArgs: 2, description: 'The number of permutations of k objects out of n.', syntax: 'PERMUT(number, number_chosen)' },
  ([a, b]) => {
    const n = Math.trunc(a);
    const k = Math.trunc(b);
    if (n <= 0 || k < 0 || n < k) return ERRORS.NUM;
    let p = 1;
    for (let i = 0; i < k; i++) p *= n - i;
    return p;
  },
);

export const PERMUTATIONA = numeric(
  { name: 'PERMUTATIONA', category: 'statistical', minArgs: 2, maxArgs: 2, description: 'The number of permutations with repetition of k objects out of n.', syntax: 'PERMUTATIONA(number, number_chosen)' },
  ([a, b]) => {
    const n = Math.trunc(a);
    const k = Math.trunc(b);
    return n < 0 || k < 0 ? ERRORS.NUM : n ** k;
  },
);

export const permutFunctions = [PERMUT, PERMUTATIONA];
