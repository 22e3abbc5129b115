import { toNumber } from '../../coerce.js';
import { eager } from '../shared/define.js';
import { cellsOf } from '../shared/numbers.js';
import { ERRORS, isError } from '../../values.js';

export const SERIESSUM = eager(
  { name: 'SERIESSUM', category: 'math', minArgs: 4, maxArgs: 4, description: 'The sum of a power series a1*x^n + a2*x^(n+m) + ...', syntax: 'SERIESSUM(x, n, m, coefficients)', args: ['scalar', 'scalar', 'scalar', 'any'] },
  ([xArg, nArg, mArg, coefficients]) => {
    const x = toNumber(xArg);
    const n = toNumber(nArg);
    const m = toNumber(mArg);
    if (isError(x)) return x;
    if (isError(n)) return n;
    if (isError(m)) return m;
    const cells = cellsOf(coefficients);
    if (isError(cells)) return cells;
    let s = 0;
    for (let i = 0; i < cells.length; i++) {
      const a = cells[i];
      if (isError(a)) return a;
      if (typeof a !== 'number') return ERRORS.VALUE;
      s += a * Math.pow(x, n + i * m);
    }
    return Number.isFinite(s) ? s : ERRORS.NUM;
  },
);

export const seriesSumFunctions = [SERIESSUM];
