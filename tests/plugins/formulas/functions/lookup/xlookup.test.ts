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
    ['c', -1, 1, 'c'],
    ['c', 1, 1, 'f'],
    [false, 1, 1, 'g'],
    // Kinds rank numbers < text < FALSE < TRUE: past the largest number comes the smallest text...
    [55, 1, 1, 'c'],
    // ...before the smallest text the largest number, and past the largest text the logicals.
    ['a', -1, 1, 'd'],
    ['z', 1, 1, 'g'],
    [false, -1, 1, 'f'],
    [true, 1, 1, 'g'],
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

describe('XLOOKUP and XMATCH binary search (Excel\'s XLOOKUP book)', () => {
  const ascending = col(1, 2, 5, 5, 5, 7, 7, 8);
  const descending = col(8, 7, 7, 5, 5, 5, 2, 1);
  const labels = col('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
  it.each<[string, Value, Value, number, number, Value]>([
    ['ascending finds the first of equal values', 5, ascending, 0, 2, 'c'],
    ['ascending next smaller is the last of the smaller run', 6, ascending, -1, 2, 'e'],
    ['ascending next larger is the first of the larger run', 6, ascending, 1, 2, 'f'],
    ['descending finds the last of equal values', 5, descending, 0, -2, 'f'],
    ['descending next smaller is the first of the smaller run', 6, descending, -1, -2, 'd'],
    ['descending next larger is the last of the larger run', 6, descending, 1, -2, 'c'],
    ['past the end', 9, ascending, 1, 2, ERRORS.NA],
    ['before the start', 0, ascending, -1, 2, ERRORS.NA],
  ])('%s', (_name, key, lookup, match, search, expected) => {
    expect(call('XLOOKUP', [key, lookup, labels, null, match, search], memoContext())).toEqual(expected);
  });

  it('ranks kinds as a sort does: numbers < text < FALSE < TRUE', () => {
    const texts = col('a', 'b', 'c');
    const numbers = col(2, 3, 4);
    const out = col(1, 2, 3);
    expect(call('XLOOKUP', [12, texts, out, null, 1, 2], memoContext())).toBe(1);
    expect(call('XLOOKUP', [12, texts, out, null, -1, 2], memoContext())).toEqual(ERRORS.NA);
    expect(call('XLOOKUP', [true, texts, out, null, -1, 2], memoContext())).toBe(3);
    expect(call('XLOOKUP', ['a', numbers, out, null, -1, 2], memoContext())).toBe(3);
    expect(call('XLOOKUP', ['a', numbers, out, null, 1, 2], memoContext())).toEqual(ERRORS.NA);
    expect(call('XLOOKUP', [12, col('c', 'b', 'a'), out, null, 1, -2], memoContext())).toBe(3);
  });

  it('steps over blanks and errors', () => {
    expect(call('XLOOKUP', [5, range([[1], [null], [ERRORS.NA], [5], [9]]), col(1, 2, 3, 4, 5), null, 0, 2], memoContext())).toBe(4);
  });

  it('refuses a wildcard match with #VALUE!, whatever the key', () => {
    for (const search of [2, -2]) {
      expect(call('XLOOKUP', ['Abra', col('Abra', 'Bra'), col(1, 2), null, 2, search], memoContext())).toEqual(ERRORS.VALUE);
      expect(call('XMATCH', ['Abra', col('Abra', 'Bra'), 2, search], memoContext())).toEqual(ERRORS.VALUE);
    }
  });

  it('XMATCH answers the same positions', () => {
    expect(call('XMATCH', [5, ascending, 0, 2], memoContext())).toBe(3);
    expect(call('XMATCH', [5, descending, 0, -2], memoContext())).toBe(6);
    expect(call('XMATCH', [6, descending, 1, -2], memoContext())).toBe(3);
    expect(call('XMATCH', [10, col(2, 'ala'), 1], memoContext())).toBe(2);
  });
});
