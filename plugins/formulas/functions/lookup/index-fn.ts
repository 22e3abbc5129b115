import type { CallContext, FunctionDefinition } from '../../function-definition.js';
import { AreaList } from '../../areas.js';
import { ERRORS, FormulaError, type Value } from '../../values.js';
import { integerArg, omitted } from './shared/args.js';
import { asMatrix, sliceRef } from './shared/matrix.js';

/**
 * INDEX(array, row, [col], [area]): one cell, or with 0 for row (col) the whole column (row); a
 * reference when given a range, so it can end a range (A1:INDEX(...)).
 * A one-row array takes a lone index as a column number. `area` picks one area of a union of
 * references (`INDEX((A1:B2,D1:E2),1,1,2)`); any other reference has only area 1.
 */
export const INDEX: FunctionDefinition = {
  name: 'INDEX',
  category: 'lookup',
  minArgs: 1,
  maxArgs: 4,
  description: 'The value at a row and column of a range or array, or a whole row or column.',
  syntax: 'INDEX(reference, [row], [column], [area])',
  args: ['any', 'scalar', 'scalar', 'scalar'],
  call: (args, ctx) => {
    if (args[0] instanceof FormulaError) return args[0];
    let row = integerArg(args, 1, 0);
    let col = integerArg(args, 2, 0);
    const area = integerArg(args, 3, 1);
    if (row instanceof FormulaError) return row;
    if (col instanceof FormulaError) return col;
    if (area instanceof FormulaError) return area;
    const areas = args[0] instanceof AreaList ? args[0].areas : [asMatrix(args[0])];
    if (area < 1 || area > areas.length) return ERRORS.REF;
    const m = areas[area - 1];
    if (omitted(args, 2) && m.rows === 1 && m.cols > 1) [row, col] = [0, row];
    else if (omitted(args, 2) && m.cols === 1) col = 1;
    if (row < 0 || col < 0) return ERRORS.VALUE;
    if (row > m.rows || col > m.cols) return ERRORS.REF;
    return pick(m, row, col, ctx);
  },
};

function pick(m: ReturnType<typeof asMatrix>, row: number, col: number, ctx: CallContext): Value {
  const top = row === 0 ? 0 : row - 1;
  const left = col === 0 ? 0 : col - 1;
  return sliceRef(m, top, left, row === 0 ? m.rows : 1, col === 0 ? m.cols : 1, ctx);
}
