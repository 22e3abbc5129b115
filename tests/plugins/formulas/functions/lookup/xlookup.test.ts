import { describe, expect, it } from 'vitest';
import { toRows } from '../../../../../plugins/formulas/functions/lookup/shared/matrix.js';
import { ERRORS, isMatrix, type Value } from '../../../../../plugins/formulas/values.js';
import { call, col, grid } from '../call.js';
import { range } from './fake-range.js';
import { memoContext } from './memo-context.js';

const countries = col('China', 'India', 'United States', 'Indonesia', 'Brazil');
const codes = col('+86', '+91', '+1', '+62', '+55');
const grades = col(0, 60, 70, 80, 90);
const letters = col('F', 'D', 'C', 'B', 'A');

describe('XLOOKUP', () => {
  it.each<[string, Value[], Value]>([
    ['exact', ['brazil', countries, codes], '+55'],
    ['not found is #N/A', ['Peru', countries, codes], ERRORS.NA],
    ['if_not_found', ['Peru', countries, codes, 'none'], 'none'],
    ['next smaller', [75, grades, letters, null, -1], 'C'],
    ['next larger', [75, grades, letters, null, 1], 'B'],
    ['next smaller, none', [-5, grades, letters, null, -1], ERRORS.NA],
    ['exact mode ignores wildcards', ['Ind*', countries, codes], ERRORS.NA],
    ['wildcard mode', ['Ind*', countries, codes, null, 2], '+91'],
    ['wildcard mode from the end', ['Ind*', countries, codes, null, 2, -1], '+62'],
    ['last to first', [1, col(1, 2, 1), col('a', 'b', 'c'), null, 0, -1], 'c'],
    ['binary ascending', [70, grades, letters, null, 0, 2], 'C'],
    ['binary ascending next larger', [71, grades, letters, null, 1, 2], 'B'],
    ['binary descending next smaller', [71, col(90, 80, 70, 60), col('A', 'B', 'C', 'D'), null, -1, -2], 'C'],
    ['binary descending next larger', [71, col(90, 80, 70, 60), col('A', 'B', 'C', 'D'), null, 1, -2], 'B'],
    ['horizontal', ['b', grid([['a', 'b']]), grid([[1, 2]])], 2],
    ['mismatched sizes', ['a', col('a', 'b'), col(1, 2, 3)], ERRORS.VALUE],
    ['bad match mode', ['a', col('a'), col(1), null, 3], ERRORS.VALUE],
    ['bad search mode', ['a', col('a'), col(1), null, 0, 0], ERRORS.VALUE],
    ['two-dimensional lookup array', ['a', grid([['a', 'b'], ['c', 'd']]), grid([[1, 2], [3, 4]])], ERRORS.VALUE],
  ])('%s', (_name, args, expected) => {
    expect(call('XLOOKUP', args, memoContext())).toEqual(expected);
  });

  it('returns a whole row of a wider result array', () => {
    const out = call('XLOOKUP', ['b', col('a', 'b'), grid([[1, 2, 3], [4, 5, 6]])]);
    expect(isMatrix(out) && toRows(out)).toEqual([[4, 5, 6]]);
  });
});

describe('XMATCH', () => {
  it.each<[string, Value[], Value]>([
    ['exact', ['Grape', col('Apple', 'Grape', 'Pear', 'Banana', 'Cherry')], 2],
    ['wildcard', ['gra*', col('Apple', 'Grape', 'Pear'), 2], 2],
    ['next larger', [4.5, col(1, 3, 5, 7), 1], 3],
    ['next smaller', [4.5, col(1, 3, 5, 7), -1], 2],
    ['last to first', [1, col(1, 2, 1), 0, -1], 3],
    ['not found', ['x', col('a')], ERRORS.NA],
  ])('%s', (_name, args, expected) => {
    expect(call('XMATCH', args, memoContext())).toEqual(expected);
  });
});

describe('errors in place of ranges pass through', () => {
  it.each<[string, Value[]]>([
    ['VLOOKUP', [1, ERRORS.REF, 2, false]],
    ['HLOOKUP', [1, ERRORS.REF, 2, false]],
    ['MATCH', [1, ERRORS.REF, 0]],
    ['LOOKUP', [1, ERRORS.REF]],
    ['XLOOKUP', [1, ERRORS.REF, col(1)]],
    ['XLOOKUP', [1, col(1), ERRORS.REF]],
    ['XMATCH', [1, ERRORS.REF]],
  ])('%s', (name, args) => {
    expect(call(name, args, memoContext())).toEqual(ERRORS.REF);
  });
});

describe('XLOOKUP next smaller / larger on unsorted data', () => {
  const values = col(30, 10, 'b', 50, 10, 'D', true, 40);
  const labels = col('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
  it.each<[Value, number, number, Value]>([
    [35, -1, 1, 'a'],
    [35, 1, 1, 'h'],
    [10, 1, 1, 'b'],
    [12, -1, 1, 'b'],
    [12, -1, -1, 'e'],
    [5, -1, 1, ERRORS.NA],
    [55, 1, 1, ERRORS.NA],
    ['c', -1, 1, 'c'],
    ['c', 1, 1, 'f'],
    ['a', -1, 1, ERRORS.NA],
    [false, 1, 1, 'g'],
  ])('XLOOKUP(%j, ..., match %i, search %i)', (key, match, search, expected) => {
    expect(call('XLOOKUP', [key, values, labels, null, match, search], memoContext())).toEqual(expected);
  });

  it('builds the sorted index once for many lookups', () => {
    const ctx = memoContext();
    for (const key of [11, 25, 35, 45]) call('XLOOKUP', [key, values, labels, null, -1], ctx);
    // One exact index and one sorted index.
    expect(ctx.builds).toBe(2);
  });
});

describe('an empty lookup value', () => {
  const withGap = range([['a'], [null], ['c'], [null]]);
  it('XLOOKUP finds the first empty cell', () => {
    expect(call('XLOOKUP', [null, withGap, col(1, 2, 3, 4)], memoContext())).toBe(2);
    expect(call('XLOOKUP', [null, withGap, col(1, 2, 3, 4), 'none', 0, -1], memoContext())).toBe(4);
    expect(call('XLOOKUP', [null, col('a'), col(1), 'none'], memoContext())).toBe('none');
  });

  it('XMATCH finds it too, VLOOKUP and MATCH do not', () => {
    expect(call('XMATCH', [null, withGap], memoContext())).toBe(2);
    expect(call('MATCH', [null, withGap, 0], memoContext())).toEqual(ERRORS.NA);
    expect(call('VLOOKUP', [null, withGap, 1, false], memoContext())).toEqual(ERRORS.NA);
  });
});
