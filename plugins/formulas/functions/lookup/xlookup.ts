import type { CallContext, FunctionDefinition } from '../../function-definition.js';
import { ERRORS, FormulaError, type Scalar, type Value } from '../../values.js';
import { integerArg, keyArg, omitted } from './shared/args.js';
import { asMatrix, sliceRef } from './shared/matrix.js';
import { findExact, findSorted } from './shared/search.js';
import { findNearestIndexed } from './shared/sorted-index.js';
import { trimmed, vectorOf, type Vector } from './shared/vector.js';

const MATCH_MODES = new Set([0, -1, 1, 2]);
const SEARCH_MODES = new Set([1, -1, 2, -2]);

/**
 * The search behind XLOOKUP and XMATCH: position of `key` in `vec` (or -1), for the match mode
 * (0 exact, -1 exact or next smaller, 1 exact or next larger, 2 wildcard) and search mode
 * (1 first to last, -1 last to first, 2 binary ascending, -2 binary descending).
 */
export function xsearch(
  key: Exclude<Scalar, FormulaError | null>,
  vec: Vector,
  matchMode: number,
  searchMode: number,
  ctx: CallContext,
): number {
  if (Math.abs(searchMode) === 2) return findSorted(trimmed(vec, ctx), key, matchMode, searchMode < 0);
  const fromEnd = searchMode < 0;
  if (matchMode === 0 || matchMode === 2) {
    return findExact(vec, key, ctx, { wildcards: matchMode === 2, fromEnd });
  }
  const exact = findExact(vec, key, ctx, { wildcards: false, fromEnd });
  return exact >= 0 ? exact : findNearestIndexed(vec, key, matchMode as -1 | 1, fromEnd, ctx);
}

/**
 * An empty lookup value finds the first (last) empty cell of the lookup array, as Excel's XLOOKUP
 * and XMATCH do (VLOOKUP and MATCH answer #N/A).
 */
function findBlank(vec: Vector, fromEnd: boolean): number {
  const step = fromEnd ? -1 : 1;
  for (let i = fromEnd ? vec.length - 1 : 0; i >= 0 && i < vec.length; i += step) {
    if (vec.get(i) === null) return i;
  }
  return -1;
}

function search(key: Scalar, vec: Vector, modes: [number, number], ctx: CallContext): number {
  if (key === null) return findBlank(vec, modes[1] < 0);
  return key instanceof FormulaError ? -1 : xsearch(key, vec, modes[0], modes[1], ctx);
}

/** Reads and checks the modes; the error to return when one is out of range. */
export function readModes(args: readonly Value[], at: number): [number, number] | FormulaError {
  const match = integerArg(args, at, 0);
  const search = integerArg(args, at + 1, 1);
  if (match instanceof FormulaError) return match;
  if (search instanceof FormulaError) return search;
  if (!MATCH_MODES.has(match) || !SEARCH_MODES.has(search)) return ERRORS.VALUE;
  // Excel refuses wildcards with a binary search, whatever the key (its XLOOKUP book, sheet Wildcards).
  if (match === 2 && Math.abs(search) === 2) return ERRORS.VALUE;
  return [match, search];
}

export const XLOOKUP: FunctionDefinition = {
  name: 'XLOOKUP',
  category: 'lookup',
  minArgs: 3,
  maxArgs: 6,
  description: 'Searches a row or column and returns the matching item of another, with modes.',
  syntax: 'XLOOKUP(search_key, lookup_range, result_range, [missing_value], [match_mode], [search_mode])',
  args: ['scalar', 'any', 'any', 'any', 'scalar', 'scalar'],
  call: (args, ctx) => {
    const key = keyArg(args, 0);
    if (key instanceof FormulaError) return key;
    if (args[1] instanceof FormulaError) return args[1];
    if (args[2] instanceof FormulaError) return args[2];
    const vec = vectorOf(asMatrix(args[1]), ERRORS.VALUE);
    if (vec instanceof FormulaError) return vec;
    const result = asMatrix(args[2]);
    if ((vec.vertical ? result.rows : result.cols) !== vec.length) return ERRORS.VALUE;
    const modes = readModes(args, 4);
    if (modes instanceof FormulaError) return modes;
    const pos = search(key, vec, modes, ctx);
    if (pos < 0) return omitted(args, 3) ? ERRORS.NA : (args[3] as Value);
    return vec.vertical ? sliceRef(result, pos, 0, 1, result.cols, ctx) : sliceRef(result, 0, pos, result.rows, 1, ctx);
  },
};

export const XMATCH: FunctionDefinition = {
  name: 'XMATCH',
  category: 'lookup',
  minArgs: 2,
  maxArgs: 4,
  description: 'Relative position of an item in a row or column, with match and search modes.',
  syntax: 'XMATCH(search_key, lookup_range, [match_mode], [search_mode])',
  args: ['scalar', 'any', 'scalar', 'scalar'],
  call: (args, ctx) => {
    const key = keyArg(args, 0);
    if (key instanceof FormulaError) return key;
    if (args[1] instanceof FormulaError) return args[1];
    const vec = vectorOf(asMatrix(args[1]), ERRORS.NA);
    if (vec instanceof FormulaError) return vec;
    const modes = readModes(args, 2);
    if (modes instanceof FormulaError) return modes;
    const pos = search(key, vec, modes, ctx);
    return pos < 0 ? ERRORS.NA : pos + 1;
  },
};
