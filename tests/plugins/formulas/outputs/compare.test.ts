import { describe, expect, it } from 'vitest';
import { compareOutputs, numbersMatch } from '../../../../plugins/formulas/outputs/index.js';

describe('compareOutputs', () => {
  it('finds nothing when outputs are deep-equal', () => {
    expect(compareOutputs({ a: 1, b: [1, { c: 'x' }], d: null }, { a: 1, b: [1, { c: 'x' }], d: null })).toEqual([]);
  });

  it('allows a relative difference of 1e-9 on numbers, no more', () => {
    expect(numbersMatch(1000, 1000 + 1e-7)).toBe(true);
    expect(numbersMatch(1000, 1000 + 1e-5)).toBe(false);
    expect(numbersMatch(0.1 + 0.2, 0.3)).toBe(true);
    expect(numbersMatch(0, 1e-20)).toBe(false);
    expect(compareOutputs({ total: 250.53 }, { total: 250.53000000001 })).toEqual([]);
  });

  it('names the path, the expected and the actual value of each difference', () => {
    const expected = { total: 10, items: [{ name: 'Pen', qty: 2 }], 'tax rate': 0.1 };
    const actual = { total: 11, items: [{ name: 'Pen', qty: '2' }, { name: 'Ink', qty: 1 }], 'tax rate': 0.1, extra: true };
    expect(compareOutputs(expected, actual)).toEqual([
      { path: 'total', expected: 10, actual: 11 },
      { path: 'items[0].qty', expected: 2, actual: '2' },
      { path: 'items[1]', expected: undefined, actual: { name: 'Ink', qty: 1 } },
      { path: 'extra', expected: undefined, actual: true },
    ]);
  });

  it('reports a missing key and a type change at the top', () => {
    expect(compareOutputs({ a: { b: 1 } }, {})).toEqual([{ path: 'a', expected: { b: 1 }, actual: undefined }]);
    expect(compareOutputs([1], { 0: 1 })).toEqual([{ path: '', expected: [1], actual: { 0: 1 } }]);
    expect(compareOutputs({ 'a b': { 'c.d': 1 } }, { 'a b': { 'c.d': 2 } })).toEqual([{ path: '["a b"]["c.d"]', expected: 1, actual: 2 }]);
  });
});
