import { describe, expect, it } from 'vitest';
import { ERRORS, type Value } from '../../../../../plugins/formulas/values.js';
import { call } from '../call.js';

function close(actual: Value, expected: number, digits = 9): void {
  expect(typeof actual).toBe('number');
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(Math.max(Math.abs(expected), 1) * 10 ** -digits);
}

describe('ERF, ERFC, DELTA, GESTEP', () => {
  it.each<[string, Value[], number]>([
    ['ERF', [0.745], 0.707928920],
    ['ERF', [1], 0.842700793],
    ['ERF', [0, 1.5], 0.966105146],
    ['ERF', [1, 2], 0.152621472],
    ['ERF', [-1], -0.842700793],
    ['ERF.PRECISE', [0.745], 0.707928920],
    ['ERF.PRECISE', [1], 0.842700793],
    ['ERFC', [1], 0.157299207],
    ['ERFC.PRECISE', [1], 0.157299207],
    ['ERFC', [3], 2.20904969985854e-5],
    ['ERFC', [-1], 1.842700793],
    ['DELTA', [5, 4], 0],
    ['DELTA', [5, 5], 1],
    ['DELTA', [0.5, 0], 0],
    ['DELTA', [0], 1],
    ['GESTEP', [5, 4], 1],
    ['GESTEP', [5, 5], 1],
    ['GESTEP', [-4, -5], 1],
    ['GESTEP', [-1], 0],
  ])('%s(%j)', (name, args, expected) => {
    close(call(name, args), expected);
  });

  it('relative precision of ERFC far in the tail', () => {
    const v = call('ERFC', [5]) as number;
    expect(Math.abs(v / 1.5374597944280348e-12 - 1)).toBeLessThan(1e-13);
  });

  it('rejects text and logical values (Analysis ToolPak rules)', () => {
    expect(call('ERF', ['a'])).toEqual(ERRORS.VALUE);
    expect(call('DELTA', [true, 1])).toEqual(ERRORS.VALUE);
    expect(call('BITAND', [true, 1])).toEqual(ERRORS.VALUE);
    expect(call('CONVERT', [true, 'm', 'ft'])).toEqual(ERRORS.VALUE);
    expect(call('BESSELJ', [1, false])).toEqual(ERRORS.VALUE);
    expect(call('GESTEP', ['5', 4])).toBe(1);
    expect(call('DELTA', ['a', 1])).toEqual(ERRORS.VALUE);
  });
});

describe('Bessel functions', () => {
  it.each<[string, Value[], number]>([
    ['BESSELJ', [1.9, 2], 0.329925728],
    ['BESSELJ', [0, 0], 1],
    ['BESSELJ', [30, 3], 0.129211228760],
    ['BESSELJ', [-1, 1], -0.440050585745],
    ['BESSELY', [2.5, 1], 0.145918138],
    ['BESSELY', [1, 0], 0.088256964216],
    ['BESSELY', [10, 5], 0.135403047689],
    ['BESSELI', [1.5, 1], 0.981666428],
    ['BESSELI', [0, 0], 1],
    ['BESSELK', [1.5, 1], 0.277387800],
    ['BESSELK', [0.1, 0], 2.427069024702],
  ])('%s(%j)', (name, args, expected) => {
    close(call(name, args), expected, 8);
  });

  it.each<[string, Value[], Value]>([
    ['BESSELJ', [1, -1], ERRORS.NUM],
    ['BESSELY', [0, 1], ERRORS.NUM],
    ['BESSELK', [-1, 1], ERRORS.NUM],
    ['BESSELI', ['x', 1], ERRORS.VALUE],
  ])('%s(%j) is an error', (name, args, expected) => {
    expect(call(name, args)).toEqual(expected);
  });
});
