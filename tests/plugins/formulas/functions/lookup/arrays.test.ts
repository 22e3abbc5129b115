import { describe, expect, it } from 'vitest';
import { toRows } from '../../../../../plugins/formulas/functions/lookup/shared/matrix.js';
import { ERRORS, FormulaError, isMatrix, type Scalar, type Value } from '../../../../../plugins/formulas/values.js';
import { call, col, grid } from '../call.js';

/** The result as plain rows (a scalar or error as itself), for comparing arrays. */
function rowsOf(v: Value): Scalar[][] | Scalar {
  return isMatrix(v) ? toRows(v) : v;
}

const calc = (v: Value) => v instanceof FormulaError && v.code === '#CALC!';
const m = grid([
  [1, 2, 3],
  [4, 5, 6],
  [7, 8, 9],
]);

describe('shape functions', () => {
  it.each<[string, string, Value[], Scalar[][] | Scalar]>([
    ['CHOOSECOLS picks columns', 'CHOOSECOLS', [m, 1, 3], [[1, 3], [4, 6], [7, 9]]],
    ['CHOOSECOLS counts negatives from the end', 'CHOOSECOLS', [m, -1], [[3], [6], [9]]],
    ['CHOOSECOLS takes an array of indexes', 'CHOOSECOLS', [m, grid([[2, 2]])], [[2, 2], [5, 5], [8, 8]]],
    ['CHOOSECOLS 0 is #VALUE!', 'CHOOSECOLS', [m, 0], ERRORS.VALUE],
    ['CHOOSECOLS past the end is #VALUE!', 'CHOOSECOLS', [m, 4], ERRORS.VALUE],
    ['CHOOSEROWS picks rows', 'CHOOSEROWS', [m, 3, 1], [[7, 8, 9], [1, 2, 3]]],
    ['TAKE first rows', 'TAKE', [m, 2], [[1, 2, 3], [4, 5, 6]]],
    ['TAKE last row and column', 'TAKE', [m, -1, -1], [[9]]],
    ['TAKE more than there is', 'TAKE', [m, 5, 1], [[1], [4], [7]]],
    ['DROP first row', 'DROP', [m, 1], [[4, 5, 6], [7, 8, 9]]],
    ['DROP last column', 'DROP', [m, 0, -1], [[1, 2], [4, 5], [7, 8]]],
    ['EXPAND pads with #N/A', 'EXPAND', [grid([[1, 2]]), 2], [[1, 2], [ERRORS.NA, ERRORS.NA]]],
    ['EXPAND pads with a value', 'EXPAND', [grid([[1]]), 2, 2, 0], [[1, 0], [0, 0]]],
    ['EXPAND smaller is #VALUE!', 'EXPAND', [m, 2], ERRORS.VALUE],
    ['TRANSPOSE', 'TRANSPOSE', [grid([[1, 2, 3]])], [[1], [2], [3]]],
  ])('%s', (_name, fnName, args, expected) => {
    expect(rowsOf(call(fnName, args))).toEqual(expected);
  });

  it('TAKE 0 rows and DROP everything are #CALC!', () => {
    expect(calc(call('TAKE', [m, 0]))).toBe(true);
    expect(calc(call('DROP', [m, 3]))).toBe(true);
  });
});

describe('stacking and wrapping', () => {
  it.each<[string, string, Value[], Scalar[][] | Scalar]>([
    ['VSTACK pads narrow rows', 'VSTACK', [grid([[1, 2]]), grid([[3]])], [[1, 2], [3, ERRORS.NA]]],
    ['VSTACK scalars', 'VSTACK', [1, 'a'], [[1], ['a']]],
    ['HSTACK pads short columns', 'HSTACK', [col(1, 2), col(3)], [[1, 3], [2, ERRORS.NA]]],
    ['TOCOL by rows', 'TOCOL', [grid([[1, 2], [3, 4]])], [[1], [2], [3], [4]]],
    ['TOCOL by columns', 'TOCOL', [grid([[1, 2], [3, 4]]), 0, true], [[1], [3], [2], [4]]],
    ['TOCOL ignores errors', 'TOCOL', [grid([[1, ERRORS.DIV0], [3, 4]]), 2], [[1], [3], [4]]],
    ['TOROW', 'TOROW', [grid([[1, 2], [3, 4]])], [[1, 2, 3, 4]]],
    ['TOROW bad ignore', 'TOROW', [grid([[1]]), 4], ERRORS.VALUE],
    ['WRAPROWS pads the last row', 'WRAPROWS', [grid([[1, 2, 3, 4, 5]]), 2], [[1, 2], [3, 4], [5, ERRORS.NA]]],
    ['WRAPROWS with pad', 'WRAPROWS', [col(1, 2, 3), 2, 'x'], [[1, 2], [3, 'x']]],
    ['WRAPCOLS', 'WRAPCOLS', [grid([[1, 2, 3]]), 2, 0], [[1, 3], [2, 0]]],
    ['WRAPROWS of a 2D array', 'WRAPROWS', [m, 2], ERRORS.VALUE],
    ['WRAPROWS count below 1', 'WRAPROWS', [col(1), 0], ERRORS.NUM],
  ])('%s', (_name, fnName, args, expected) => {
    expect(rowsOf(call(fnName, args))).toEqual(expected);
  });
});

describe('FILTER, SORT, SORTBY, UNIQUE, SEQUENCE', () => {
  const people = grid([
    ['Ann', 'East', 30],
    ['bob', 'West', 10],
    ['Cid', 'East', 20],
  ]);
  it.each<[string, string, Value[], Scalar[][] | Scalar]>([
    ['FILTER rows', 'FILTER', [people, col(true, false, true)], [['Ann', 'East', 30], ['Cid', 'East', 20]]],
    ['FILTER numbers as flags', 'FILTER', [col(1, 2, 3), col(0, 5, 0)], [[2]]],
    ['FILTER columns', 'FILTER', [grid([[1, 2, 3]]), grid([[true, false, true]])], [[1, 3]]],
    ['FILTER if_empty', 'FILTER', [col(1, 2), col(false, false), 'none'], 'none'],
    ['FILTER text flag is #VALUE!', 'FILTER', [col(1), col('yes')], ERRORS.VALUE],
    ['FILTER error flag passes', 'FILTER', [col(1), col(ERRORS.DIV0)], ERRORS.DIV0],
    ['FILTER wrong size', 'FILTER', [col(1, 2), col(true, false, true)], ERRORS.VALUE],
    ['SORT by first column', 'SORT', [col(3, 1, 2)], [[1], [2], [3]]],
    ['SORT text case-insensitively', 'SORT', [col('b', 'A', 'c')], [['A'], ['b'], ['c']]],
    ['SORT descending by third column', 'SORT', [people, 3, -1], [['Ann', 'East', 30], ['Cid', 'East', 20], ['bob', 'West', 10]]],
    ['SORT kinds: numbers, text, logicals', 'SORT', [col(true, 'a', 2)], [[2], ['a'], [true]]],
    ['SORT by column', 'SORT', [grid([[3, 1, 2]]), 1, 1, true], [[1, 2, 3]]],
    ['SORT index out of range', 'SORT', [people, 4], ERRORS.VALUE],
    ['SORT bad order', 'SORT', [people, 1, 2], ERRORS.VALUE],
    ['SORT two keys', 'SORT', [people, grid([[2, 3]]), grid([[1, 1]])], [['Cid', 'East', 20], ['Ann', 'East', 30], ['bob', 'West', 10]]],
    ['SORTBY another column', 'SORTBY', [col('a', 'b', 'c'), col(3, 1, 2)], [['b'], ['c'], ['a']]],
    ['SORTBY descending', 'SORTBY', [col('a', 'b', 'c'), col(3, 1, 2), -1], [['a'], ['c'], ['b']]],
    ['SORTBY two keys', 'SORTBY', [col('a', 'b', 'c'), col(1, 2, 1), 1, col(2, 0, 1), 1], [['c'], ['a'], ['b']]],
    ['SORTBY three keys', 'SORTBY', [col('a', 'b', 'c'), col(1, 1, 1), 1, col(2, 2, 2), -1, col(3, 1, 2), 1], [['b'], ['c'], ['a']]],
    ['SORTBY wrong size', 'SORTBY', [col('a', 'b'), col(1, 2, 3)], ERRORS.VALUE],
    ['UNIQUE case-insensitive', 'UNIQUE', [col('a', 'A', 'b', 'a')], [['a'], ['b']]],
    ['UNIQUE exactly once', 'UNIQUE', [col('a', 'A', 'b', 'c'), false, true], [['b'], ['c']]],
    ['UNIQUE rows', 'UNIQUE', [grid([[1, 2], [1, 2], [1, 3]])], [[1, 2], [1, 3]]],
    ['UNIQUE by column', 'UNIQUE', [grid([[1, 1, 2]]), true], [[1, 2]]],
    ['UNIQUE keeps 1 and "1" apart', 'UNIQUE', [col(1, '1')], [[1], ['1']]],
    ['SEQUENCE rows', 'SEQUENCE', [3], [[1], [2], [3]]],
    ['SEQUENCE grid with start and step', 'SEQUENCE', [2, 3, 0, 2], [[0, 2, 4], [6, 8, 10]]],
    ['SEQUENCE negative', 'SEQUENCE', [-1], ERRORS.VALUE],
  ])('%s', (_name, fnName, args, expected) => {
    expect(rowsOf(call(fnName, args))).toEqual(expected);
  });

  it('FILTER with nothing kept and no if_empty is #CALC!', () => {
    expect(calc(call('FILTER', [col(1), col(false)]))).toBe(true);
    expect(calc(call('SEQUENCE', [0]))).toBe(true);
    expect(calc(call('UNIQUE', [col(1, 1), false, true]))).toBe(true);
  });
});

describe('reference information', () => {
  it.each<[string, string, Value[], Value]>([
    ['ADDRESS absolute', 'ADDRESS', [2, 3], '$C$2'],
    ['ADDRESS absolute row', 'ADDRESS', [2, 3, 2], 'C$2'],
    ['ADDRESS absolute column', 'ADDRESS', [2, 3, 3], '$C2'],
    ['ADDRESS relative', 'ADDRESS', [2, 3, 4], 'C2'],
    ['ADDRESS R1C1', 'ADDRESS', [2, 3, 2, false], 'R2C[3]'],
    ['ADDRESS R1C1 absolute', 'ADDRESS', [2, 3, 1, false], 'R2C3'],
    ['ADDRESS sheet', 'ADDRESS', [2, 3, 1, false, '[Book1]Sheet1'], "'[Book1]Sheet1'!R2C3"],
    ['ADDRESS plain sheet', 'ADDRESS', [2, 3, 1, true, 'Sheet1'], 'Sheet1!$C$2'],
    ['ADDRESS sheet with a space', 'ADDRESS', [1, 1, 4, true, 'My sheet'], "'My sheet'!A1"],
    ['ADDRESS wide column', 'ADDRESS', [1, 16384], '$XFD$1'],
    ['ADDRESS row 0', 'ADDRESS', [0, 1], ERRORS.VALUE],
    ['ADDRESS bad mode', 'ADDRESS', [1, 1, 5], ERRORS.VALUE],
    ['ROWS', 'ROWS', [m], 3],
    ['COLUMNS', 'COLUMNS', [grid([[1, 2]])], 2],
    ['ROWS of a scalar', 'ROWS', [5], 1],
    ['AREAS', 'AREAS', [m], 1],
    ['HYPERLINK label', 'HYPERLINK', ['http://example.com', 'Example'], 'Example'],
    ['HYPERLINK without label', 'HYPERLINK', ['http://example.com'], 'http://example.com'],
    ['FORMULATEXT of an array, not a reference', 'FORMULATEXT', [m], ERRORS.VALUE],
  ])('%s', (_name, fnName, args, expected) => {
    expect(call(fnName, args)).toEqual(expected);
  });
});

describe('blank elements of arrays stay blank', () => {
  const withBlank = grid([[1, null], [null, 2]]);
  it.each<[string, Value[], Scalar[][] | Scalar]>([
    ['INDEX', [withBlank, 1, 2], null],
    ['TRANSPOSE', [withBlank], [[1, null], [null, 2]]],
    ['TAKE', [withBlank, 1], [[1, null]]],
    ['CHOOSECOLS', [withBlank, 2], [[null], [2]]],
    ['EXPAND', [withBlank, 2, 3, 0], [[1, null, 0], [null, 2, 0]]],
    ['XLOOKUP', [2, col(1, 2), withBlank], [[null, 2]]],
    ['VLOOKUP', [1, withBlank, 2, false], null],
  ])('%s', (name, args, expected) => {
    expect(rowsOf(call(name, args))).toEqual(expected);
  });
});
