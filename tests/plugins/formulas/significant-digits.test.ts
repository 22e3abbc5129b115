import { describe, expect, it } from 'vitest';
import { stepOfCleaned, toSignificant } from '../../../plugins/formulas/significant-digits.js';

/** A small seeded generator, so a failure names a case that comes back. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Numbers of every kind the engine meets: short decimals, long ones, halves, integers, tiny and huge. */
function samples(): number[] {
  const next = random(23);
  const out = [0, -0, 1, -1, 0.5, 1.005, 100.5, 1e15, 1e15 + 1, 2 ** 53, 2 ** 53 + 2, 1e22, 1e23, 1e-7, 1e-300, 5e-324, 1.7976931348623157e308, 0.1 + 0.2, 965.61, 0.0025, 71561.23000000001, 99999.99999999999];
  for (let i = 0; i < 4_000; i++) {
    const exponent = Math.floor(next() * 40) - 20;
    const digits = 1 + Math.floor(next() * 17);
    const mantissa = Math.floor(next() * 10 ** digits);
    const value = (mantissa / 10 ** digits) * 10 ** exponent;
    out.push(value, -value, value + 0.5, Math.round(value) + 0.5 - 1e-12, mantissa, mantissa / 100, (mantissa / 1000) * 100);
  }
  return out;
}

describe('toSignificant', () => {
  it('gives what Number(n.toPrecision(digits)) gives, sign of zero included', () => {
    for (const digits of [12, 15]) {
      for (const n of samples()) {
        const expected = Number(n.toPrecision(digits));
        const got = toSignificant(n, digits);
        if (!Object.is(got, expected)) expect({ n, digits, got }).toEqual({ n, digits, got: expected });
      }
    }
    expect(toSignificant(Number.NaN, 12)).toBeNaN();
    expect(toSignificant(Number.POSITIVE_INFINITY, 12)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('stepOfCleaned', () => {
  it('gives what step(Number(y.toPrecision(15))) gives for floor, ceil and half up', () => {
    const halfUp = (y: number) => Math.floor(y + 0.5);
    for (const step of [Math.floor, Math.ceil, halfUp]) {
      for (const n of samples()) {
        const y = Math.abs(n);
        const expected = step(Number(y.toPrecision(15)));
        const got = stepOfCleaned(y, step);
        if (!Object.is(got, expected)) expect({ y, step: step.name, got }).toEqual({ y, step: step.name, got: expected });
      }
    }
  });

  it('keeps the cases the cleaning exists for: 1.005 to 2 digits sees 100.5', () => {
    expect(stepOfCleaned(1.005 * 100, (y) => Math.floor(y + 0.5))).toBe(101);
    expect(stepOfCleaned(0.285 * 100, (y) => Math.floor(y + 0.5))).toBe(29);
  });
});
