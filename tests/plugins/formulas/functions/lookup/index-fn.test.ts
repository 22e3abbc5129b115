import { describe, expect, it } from 'vitest';
import { toRows } from '../../../../../plugins/formulas/functions/lookup/shared/matrix.js';
import { ERRORS, isMatrix, type Value } from '../../../../../plugins/formulas/values.js';
import { call, grid } from '../call.js';

const data = grid([
  ['Apples', 'Lemons'],
  ['Bananas', 'Pears'],
]);

describe('INDEX', () => {
  it.each<[string, Value[], Value]>([
    ['row and column', [data, 2, 2], 'Pears'],
    ['first row second column', [data, 1, 2], 'Lemons'],
    ['one row takes a lone index as a column', [grid([[1, 2, 3]]), 3], 3],
    ['one column takes a lone index as a row', [grid([[1], [2], [3]]), 2], 2],
    ['row past the end', [data, 3, 1], ERRORS.REF],
    ['negative row', [data, -1, 1], ERRORS.VALUE],
    ['area other than 1', [data, 1, 1, 2], ERRORS.REF],
    ['a scalar', [7, 1, 1], 7],
  ])('%s', (_name, args, expected) => {
    expect(call('INDEX', args)).toEqual(expected);
  });

  it('returns a whole column for row 0', () => {
    const out = call('INDEX', [data, 0, 2]);
    expect(isMatrix(out) && toRows(out)).toEqual([['Lemons'], ['Pears']]);
  });

  it('returns a whole row for column 0', () => {
    const out = call('INDEX', [data, 2, 0]);
    expect(isMatrix(out) && toRows(out)).toEqual([['Bananas', 'Pears']]);
  });

  it('combines with MATCH', () => {
    const pos = call('MATCH', ['bananas', grid([['Apples'], ['Bananas']]), 0]);
    expect(call('INDEX', [data, pos, 2])).toBe('Pears');
  });
});
