import { toNumber } from '../../coerce.js';
import type { CallContext, EagerFunction } from '../../function-definition.js';
import { eager } from '../shared/define.js';
import { AVERAGE } from '../statistical/average.js';
import { COUNT, COUNTA } from '../statistical/count.js';
import { LARGE, SMALL } from '../statistical/large-small.js';
import { MEDIAN, MODE_SNGL } from '../statistical/median-mode.js';
import { MAX, MIN } from '../statistical/minmax.js';
import { PERCENTILE_EXC, PERCENTILE_INC, QUARTILE_EXC, QUARTILE_INC } from '../statistical/percentile.js';
import { STDEV_P, STDEV_S, VAR_P, VAR_S } from '../statistical/variance.js';
import { ERRORS, isError, isMatrix, type Matrix, type Value } from '../../values.js';
import { PRODUCT, SUM } from './sum.js';
import { cellAt } from '../shared/numbers.js';
import { withoutSkipped, type Skips } from './subtotal-skips.js';

/** Functions 1-11 of SUBTOTAL and AGGREGATE, in Excel's numbering. */
const BASIC: readonly EagerFunction[] = [AVERAGE, COUNT, COUNTA, MAX, MIN, PRODUCT, STDEV_S, STDEV_P, SUM, VAR_S, VAR_P];
/** AGGREGATE 12-19; 14 onwards take an extra k argument. */
const EXTENDED: readonly EagerFunction[] = [MEDIAN, MODE_SNGL, LARGE, SMALL, PERCENTILE_INC, QUARTILE_INC, PERCENTILE_EXC, QUARTILE_EXC];

/**
 * SUBTOTAL(function_num, ref1, ...), as Excel: 1-11 count the rows the user hid, 101-111 leave them
 * out, and both leave out the rows a filter hides and the cells holding a SUBTOTAL or AGGREGATE (no
 * double counting). What is hidden comes from the engine (CallContext.hiddenRows).
 */
export const SUBTOTAL = eager(
  { name: 'SUBTOTAL', category: 'math', minArgs: 2, maxArgs: Infinity, description: 'A subtotal of ranges with a chosen aggregate (1-11, 101-111).', syntax: 'SUBTOTAL(function_num, ref1, [ref2], ...)', args: ['scalar', 'any'] },
  ([codeArg, ...refs], ctx) => {
    const code = toNumber(codeArg);
    if (isError(code)) return code;
    const n = Math.trunc(code) % 100;
    if (n < 1 || n > 11 || Math.trunc(code) > 111 || (code > 11 && code < 101)) return ERRORS.VALUE;
    const skips: Skips = { userHidden: code >= 101, filtered: true, nested: true };
    return BASIC[n - 1].call(refs.map((ref) => withoutSkipped(ref, skips, ctx)), ctx);
  },
);

/** A view of a matrix without its error values (AGGREGATE options 2, 3, 6, 7). */
function withoutErrors(m: Matrix): Matrix {
  return {
    rows: m.rows,
    cols: m.cols,
    get: (r, c) => {
      const v = cellAt(m, r, c);
      return isError(v) ? null : v;
    },
    each: (visit) => m.each((v, r, c) => isError(v) || visit(v, r, c)),
  };
}

/**
 * AGGREGATE(function_num, options, ref1, ...) or AGGREGATE(function_num, options, array, k). Options 0-3
 * leave out nested SUBTOTALs and AGGREGATEs, 1, 3, 5 and 7 hidden rows (the user's and a filter's
 * alike), 2, 3, 6 and 7 error values.
 */
export const AGGREGATE = eager(
  { name: 'AGGREGATE', category: 'math', minArgs: 3, maxArgs: Infinity, description: 'An aggregate (1-19) of ranges, optionally ignoring errors.', syntax: 'AGGREGATE(function_num, options, ref1, [ref2], ...)', args: ['scalar', 'scalar', 'any'] },
  (args, ctx: CallContext) => {
    const [codeArg, optionArg, ...refs] = args;
    const code = toNumber(codeArg);
    if (isError(code)) return code;
    const option = optionArg === null ? 0 : toNumber(optionArg);
    if (isError(option)) return option;
    const n = Math.trunc(code);
    const opt = Math.trunc(option);
    if (n < 1 || n > 19 || opt < 0 || opt > 7) return ERRORS.VALUE;
    const skipErrors = opt === 2 || opt === 3 || opt === 6 || opt === 7;
    const hidden = opt % 2 === 1;
    const skips: Skips = { userHidden: hidden, filtered: hidden, nested: opt <= 3 };
    const clean = (v: Value): Value => {
      const shown = withoutSkipped(v, skips, ctx);
      return skipErrors && isMatrix(shown) ? withoutErrors(shown) : shown;
    };
    if (n <= 11) return BASIC[n - 1].call(refs.map(clean), ctx);
    const f = EXTENDED[n - 12];
    if (n <= 13) return f.call(refs.map(clean), ctx);
    if (refs.length !== 2) return ERRORS.VALUE;
    return f.call([clean(refs[0]), refs[1]], ctx);
  },
);

export const subtotalFunctions = [SUBTOTAL, AGGREGATE];
