import { describe, expect, it } from 'vitest';
import { ERRORS, isMatrix } from '../../../../../plugins/formulas/values.js';
import { call, col, fn } from '../call.js';
import { table } from '../shared/table.js';

const data = col(120, 10, 150, 23);
const withError = col(1, ERRORS.DIV0, 3, 'x');

describe('SUBTOTAL and AGGREGATE', () => {
  table('SUBTOTAL', [
    [[9, data], 303], [[1, data], 75.75], [[109, data], 303], [[2, col(1, 'a', true)], 1], [[3, col(1, 'a', true)], 3], [[4, data], 150], [[5, data], 10],
    [[6, col(2, 3)], 6], [[7, data], 69.70592992], [[8, data], 60.36710611], [[10, data], 4858.916667], [[11, data], 3644.1875], [[12, data], '#VALUE!'], [[0, data], '#VALUE!'],
    [[9, withError], '#DIV/0!'], [[9, data, col(1)], 304],
  ]);
  table('AGGREGATE', [
    [[9, 6, withError], 4], [[9, 0, withError], '#DIV/0!'], [[4, 6, col(ERRORS.NA, 5, 2)], 5], [[14, 6, col(ERRORS.NA, 5, 2, 9), 2], 5],
    [[15, 6, col(ERRORS.NA, 5, 2, 9), 1], 2], [[12, 0, data], 71.5], [[16, 0, col(1, 3, 2, 4), 0.3], 1.9], [[19, 6, col(6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49), 1], 15],
    [[20, 0, data], '#VALUE!'], [[9, 8, data], '#VALUE!'], [[14, 0, data], '#VALUE!'],
  ]);
});

describe('random numbers', () => {
  it('RAND is volatile and in [0, 1)', () => {
    expect(fn('RAND').volatile).toBe(true);
    for (let i = 0; i < 100; i++) {
      const v = call('RAND', []) as number;
      expect(v >= 0 && v < 1).toBe(true);
    }
  });

  it('RANDBETWEEN gives whole numbers within the bounds, inclusive', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add(call('RANDBETWEEN', [1, 3]) as number);
    expect([...seen].sort()).toEqual([1, 2, 3]);
    expect(call('RANDBETWEEN', [1.5, 1.9])).toBe(ERRORS.NUM);
    expect(call('RANDBETWEEN', [5, 1])).toBe(ERRORS.NUM);
  });

  it('RANDARRAY shapes arrays and honours integer bounds', () => {
    const a = call('RANDARRAY', [2, 3, 10, 20, true]);
    expect(isMatrix(a) && [a.rows, a.cols]).toEqual([2, 3]);
    if (isMatrix(a)) a.each((v) => expect(Number.isInteger(v) && (v as number) >= 10 && (v as number) <= 20).toBe(true));
    const single = call('RANDARRAY', []);
    expect(isMatrix(single) && [single.rows, single.cols]).toEqual([1, 1]);
    expect(call('RANDARRAY', [1, 1, 5, 1])).toBe(ERRORS.VALUE);
    expect(call('RANDARRAY', [1, 1, 1.5, 3, true])).toBe(ERRORS.VALUE);
  });
});
