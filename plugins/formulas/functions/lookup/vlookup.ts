import type { CallContext, FunctionDefinition } from '../../function-definition.js';
import { ERRORS, FormulaError, isMatrix, isRangeRef, type Matrix, type Value } from '../../values.js';
import { booleanArg, integerArg, keyArg } from './shared/args.js';
import { cellOf } from './shared/matrix.js';
import { bisect, findExact } from './shared/search.js';
import { trimmed, Vector } from './shared/vector.js';

/**
 * The first column (row) of the table as a range of its own when the table is a range: its index
 * is then shared with MATCH/XLOOKUP over the same cells, and edits elsewhere in the table (the
 * values looked up) leave it in place.
 */
function keyLine(table: Matrix, vertical: boolean, ctx: CallContext): Matrix {
  if (!isRangeRef(table) || (vertical ? table.cols : table.rows) === 1) return table;
  // Memoised on the table: the same range object for every lookup finds its own memos directly.
  return ctx.memo(table, vertical ? 'key-column' : 'key-row', () => {
    const line = ctx.offset(table, 0, 0, vertical ? table.rows : 1, vertical ? 1 : table.cols);
    return line instanceof FormulaError ? table : line;
  });
}

/**
 * VLOOKUP and HLOOKUP share one body: search the first column (row) of the table, return the cell
 * `index` columns (rows) along. Exact mode goes through the memoised index; sorted mode bisects.
 * Excel's order: the key, the table, the match type, the search (#N/A when nothing is found), and
 * only then the index, so VLOOKUP(B1,B1,B1,3) with B1 empty is #N/A, not the #VALUE! of index 0
 * (calamine's errors.xlsx; Apache POI documents the same order).
 */
function tableLookup(args: readonly Value[], ctx: CallContext, vertical: boolean): Value {
  const key = keyArg(args, 0);
  if (key instanceof FormulaError) return key;
  const table = args[1];
  if (table instanceof FormulaError) return table;
  if (!isMatrix(table)) return ERRORS.NA;
  const sorted = booleanArg(args, 3, true);
  if (sorted instanceof FormulaError) return sorted;
  if (key === null) return ERRORS.NA;
  const vec = new Vector(keyLine(table, vertical, ctx), vertical, 0);
  const pos = sorted ? bisect(trimmed(vec, ctx), key, false) : findExact(vec, key, ctx, { wildcards: true });
  if (pos < 0) return ERRORS.NA;
  const index = integerArg(args, 2);
  if (index instanceof FormulaError) return index;
  if (index < 1) return ERRORS.VALUE;
  if (index > (vertical ? table.cols : table.rows)) return ERRORS.REF;
  return vertical ? cellOf(table, pos, index - 1) : cellOf(table, index - 1, pos);
}

export const VLOOKUP: FunctionDefinition = {
  name: 'VLOOKUP',
  category: 'lookup',
  minArgs: 3,
  maxArgs: 4,
  description: 'Looks down the first column of a range and returns a value from the found row.',
  syntax: 'VLOOKUP(search_key, range, index, [is_sorted])',
  args: ['scalar', 'any', 'scalar', 'scalar'],
  call: (args, ctx) => tableLookup(args, ctx, true),
};

export const HLOOKUP: FunctionDefinition = {
  name: 'HLOOKUP',
  category: 'lookup',
  minArgs: 3,
  maxArgs: 4,
  description: 'Looks along the first row of a range and returns a value from the found column.',
  syntax: 'HLOOKUP(search_key, range, index, [is_sorted])',
  args: ['scalar', 'any', 'scalar', 'scalar'],
  call: (args, ctx) => tableLookup(args, ctx, false),
};
