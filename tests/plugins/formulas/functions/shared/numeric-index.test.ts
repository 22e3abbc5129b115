import { describe, expect, it } from 'vitest';
import { parseCriterion } from '../../../../../plugins/formulas/functions/shared/criteria.js';
import { matchedSlice, numericOrder, radixOrder } from '../../../../../plugins/formulas/functions/shared/numeric-index.js';
import { testContext } from '../call.js';
import { range } from './range.js';

describe('radixOrder', () => {
  it('orders doubles like a stable comparator sort (negatives, zero, fractions, huge values)', () => {
    const keys = [3, -1.5, 0, 1e300, -1e-300, 2.25, -0, 3, -7, 5e-324, 1000, -1000, 0.1, 0.1];
    const order = radixOrder(Float64Array.from(keys));
    const expected = keys.map((_, i) => i).sort((a, b) => keys[a] - keys[b] || a - b);
    // -0 may come before 0 (its bits order it lower); they are equal as numbers.
    const norm = (k: number) => (k === 0 ? 0 : k);
    expect([...order].map((i) => norm(keys[i]))).toEqual(expected.map((i) => norm(keys[i])));
  });

  it('keeps equal keys in position order', () => {
    const order = radixOrder(Float64Array.from([2, 1, 2, 1]));
    expect([...order]).toEqual([1, 3, 0, 2]);
  });
});

describe('numericOrder', () => {
  it('indexes the numbers of a range and keeps numeric text apart', () => {
    const r = range([[5, 'x'], [1, '7'], [null, 3]]);
    const order = numericOrder(r, testContext());
    expect([...order.keys]).toEqual([1, 3, 5]);
    expect([...order.positions]).toEqual([2, 5, 0]);
    expect(order.textNumbers).toEqual([{ position: 3, value: 7 }]);
    const [start, end] = matchedSlice(order, parseCriterion('>=3').numeric!);
    expect([start, end]).toEqual([1, 3]);
  });
});
