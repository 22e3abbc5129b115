import { expect } from 'vitest';
import type { Value } from '../../../../../plugins/formulas/values.js';

/**
 * Checks a result against a documented figure. `decimals` is how many digits after the point the
 * documentation prints (the result must round to it); without it the figure is exact to 1e-9 relative.
 */
export function near(actual: Value, expected: number, decimals?: number): void {
  expect(typeof actual, `result ${String(actual)}`).toBe('number');
  const tolerance = decimals === undefined ? Math.abs(expected) * 1e-9 + 1e-12 : 0.5 * 10 ** -decimals + 1e-12;
  expect(Math.abs((actual as number) - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);
}
