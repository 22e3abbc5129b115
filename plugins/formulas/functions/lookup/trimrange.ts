import type { CallContext, EagerFunction } from '../../function-definition.js';
import { ArrayValue, FormulaError, isMatrix, isRangeRef, type Matrix, type Scalar, type Value } from '../../values.js';
import { integerArg } from './shared/args.js';

const TRIM_MODES = new Set([0, 1, 2, 3]);

/** First and last non-empty row and column of a matrix, or undefined when it holds nothing. */
function usedBounds(m: Matrix): { top: number; left: number; bottom: number; right: number } | undefined {
  let top = Infinity, left = Infinity, bottom = -1, right = -1;
  m.each((_v, r, c) => {
    if (r < top) top = r;
    if (r > bottom) bottom = r;
    if (c < left) left = c;
    if (c > right) right = c;
  });
  return bottom < 0 ? undefined : { top, left, bottom, right };
}

function slice(m: Matrix, top: number, left: number, bottom: number, right: number): ArrayValue {
  const data: Scalar[][] = [];
  for (let r = top; r <= bottom; r++) {
    const line: Scalar[] = [];
    for (let c = left; c <= right; c++) line.push(m.get(r, c));
    data.push(line);
  }
  return new ArrayValue(data);
}

/**
 * TRIMRANGE(range, [trim_rows], [trim_cols]): the range without its empty outer rows and columns.
 * A mode is 0 (keep), 1 (leading), 2 (trailing) or 3 (both, the default). A reference stays a
 * reference, so `SUM(TRIMRANGE(A:A))` reads only what the column holds.
 */
export const TRIMRANGE: EagerFunction = {
  name: 'TRIMRANGE',
  category: 'lookup',
  minArgs: 1,
  maxArgs: 3,
  description: 'A range without its empty leading and trailing rows and columns.',
  syntax: 'TRIMRANGE(range, [trim_rows], [trim_cols])',
  args: ['any', 'scalar', 'scalar'],
  call(args: readonly Value[], ctx: CallContext): Value {
    const source = args[0];
    if (source instanceof FormulaError) return source;
    const rowMode = integerArg(args, 1, 3);
    if (rowMode instanceof FormulaError) return rowMode;
    const colMode = integerArg(args, 2, 3);
    if (colMode instanceof FormulaError) return colMode;
    if (!TRIM_MODES.has(rowMode) || !TRIM_MODES.has(colMode)) return new FormulaError('#VALUE!', 'Trim modes are 0, 1, 2 or 3');
    if (!isMatrix(source)) return source;
    const used = usedBounds(source);
    if (!used) return new FormulaError('#CALC!', 'The range is empty');
    const top = rowMode & 1 ? used.top : 0;
    const bottom = rowMode & 2 ? used.bottom : source.rows - 1;
    const left = colMode & 1 ? used.left : 0;
    const right = colMode & 2 ? used.right : source.cols - 1;
    if (isRangeRef(source)) return ctx.offset(source, top, left, bottom - top + 1, right - left + 1);
    return slice(source, top, left, bottom, right);
  },
};
