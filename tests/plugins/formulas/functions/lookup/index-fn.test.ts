import { describe, expect, it } from 'vitest';
import { toRows } from '../../../../../plugins/formulas/functions/lookup/shared/matrix.js';
import { ERRORS, isMatrix, type RangeRef, type Value } from '../../../../../plugins/formulas/values.js';
import { call, col, grid, testContext } from '../call.js';

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

describe('INDEX and XLOOKUP on ranges return references', () => {
  /** A stand-in for an engine range; `offset` records what the function asked for. */
  const sheetRange = (top: number, left: number, rows: number, cols: number): RangeRef => ({
    kind: 'range', sheetId: 's', top, left, bottom: top + rows - 1, right: left + cols - 1, rows, cols,
    get: () => 0,
    each: () => undefined,
  });
  const ctx = testContext({ offset: (base, r, c, h, w) => sheetRange(base.top + r, base.left + c, h, w) });

  it('INDEX gives the cell as a reference', () => {
    expect(call('INDEX', [sheetRange(0, 0, 3, 2), 2, 2], ctx)).toMatchObject({ kind: 'range', top: 1, left: 1, bottom: 1, right: 1 });
  });

  it('INDEX row 0 gives the whole column as a reference', () => {
    expect(call('INDEX', [sheetRange(4, 2, 3, 2), 0, 2], ctx)).toMatchObject({ top: 4, left: 3, bottom: 6, right: 3 });
  });

  it('XLOOKUP gives the found row of the result range', () => {
    expect(call('XLOOKUP', ['b', col('a', 'b'), sheetRange(0, 5, 2, 3)], ctx)).toMatchObject({ top: 1, left: 5, bottom: 1, right: 7 });
  });
});
