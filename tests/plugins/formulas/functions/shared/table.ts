import { expect, it } from 'vitest';
import { isError, isMatrix, type Scalar, type Value } from '../../../../../plugins/formulas/values.js';
import { call } from '../call.js';

/** An expected result: a number (compared to 9 significant digits), text, boolean, null, an error code or an array. */
export type Expected = Scalar | string | Expected[][];

/** Compares a function result with an expected value, errors by code ('#DIV/0!'). */
export function expectValue(actual: Value, expected: Expected): void {
  if (Array.isArray(expected)) {
    expect(isMatrix(actual), `expected an array, got ${String(actual)}`).toBe(true);
    if (!isMatrix(actual)) return;
    expect([actual.rows, actual.cols]).toEqual([expected.length, expected[0].length]);
    expected.forEach((line, r) => line.forEach((e, c) => expectValue(actual.get(r, c), e)));
    return;
  }
  if (typeof expected === 'string' && expected.startsWith('#')) {
    expect(isError(actual) ? actual.code : actual).toBe(expected);
    return;
  }
  if (typeof expected === 'number') {
    expect(typeof actual, `expected ${expected}, got ${String(actual)}`).toBe('number');
    const a = actual as number;
    const tolerance = Math.max(Math.abs(expected) * 1e-9, 1e-12, lastDigit(expected));
    expect(Math.abs(a - expected), `expected ${expected}, got ${a}`).toBeLessThanOrEqual(tolerance);
    return;
  }
  expect(actual).toEqual(expected);
}

/** One `it` per row: [args, expected]. */
export function table(name: string, rows: readonly (readonly [Value[], Expected])[]): void {
  rows.forEach(([args, expected], i) => {
    it(`${name} #${i + 1} → ${JSON.stringify(expected)}`, () => expectValue(call(name, args), expected));
  });
}

/** One unit of the last significant digit written in an expected value (documented values are rounded). */
function lastDigit(expected: number): number {
  if (expected === 0 || Number.isInteger(expected)) return 0;
  const digits = expected.toExponential().split('e')[0].replace(/[-.]/g, '').length;
  if (digits >= 15) return 0;
  return 10 ** (Math.floor(Math.log10(Math.abs(expected))) - digits + 1);
}
