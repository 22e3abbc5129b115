import { describe, expect, it } from 'vitest';
import { ERRORS, type Value } from '../../../../../plugins/formulas/values.js';
import { call } from '../call.js';
import { near } from './near.js';

describe('depreciation and rate conversions (Excel documentation examples)', () => {
  it.each<[string, Value[], number, number?]>([
    ['SLN', [30000, 7500, 10], 2250],
    ['SYD', [30000, 7500, 10, 1], 4090.909091, 6],
    ['SYD', [30000, 7500, 10, 10], 409.0909091, 7],
    ['DB', [1000000, 100000, 6, 1, 7], 186083.33, 2],
    ['DB', [1000000, 100000, 6, 2, 7], 259639.42, 2],
    ['DB', [1000000, 100000, 6, 3, 7], 176814.44, 2],
    ['DB', [1000000, 100000, 6, 4, 7], 120410.64, 2],
    ['DB', [1000000, 100000, 6, 5, 7], 81999.64, 2],
    ['DB', [1000000, 100000, 6, 6, 7], 55841.76, 2],
    ['DB', [1000000, 100000, 6, 7, 7], 15845.10, 2],
    ['DDB', [2400, 300, 3650, 1], 1.32, 2],
    ['DDB', [2400, 300, 120, 1, 2], 40],
    ['DDB', [2400, 300, 10, 1, 2], 480],
    ['DDB', [2400, 300, 10, 1, 1.5], 360],
    ['DDB', [2400, 300, 10, 10], 22.12, 2],
    ['VDB', [2400, 300, 3650, 0, 1], 1.32, 2],
    ['VDB', [2400, 300, 120, 0, 1], 40],
    ['VDB', [2400, 300, 10, 0, 1], 480],
    ['VDB', [2400, 300, 120, 6, 18], 396.31, 2],
    ['VDB', [2400, 300, 120, 6, 18, 1.5], 311.81, 2],
    ['VDB', [2400, 300, 10, 0, 0.875, 1.5], 315],
    ['VDB', [2400, 300, 10, 0, 10], 2100],
    ['VDB', [2400, 300, 10, 0, 10, 2, true], 2100],
    ['VDB', [2400, 300, 10, 0, 3, 2, true], 2400 - 2400 * 0.8 ** 3],
    ['EFFECT', [0.0525, 4], 0.053542667, 9],
    ['NOMINAL', [0.053543, 4], 0.05250032, 8],
    ['DOLLARDE', [1.02, 16], 1.125],
    ['DOLLARDE', [1.1, 32], 1.3125],
    ['DOLLARFR', [1.125, 16], 1.02],
    ['DOLLARFR', [1.125, 32], 1.04],
    ['DOLLARDE', [-1.02, 16], -1.125],
  ])('%s(%j)', (name, args, expected, decimals) => {
    near(call(name, args), expected, decimals);
  });

  it.each<[string, Value[], Value]>([
    ['SLN', [1, 0, 0], ERRORS.DIV0],
    ['SYD', [1, 0, 10, 11], ERRORS.NUM],
    ['DB', [1, 0, 6, 8, 7], ERRORS.NUM],
    ['DB', [1, 0, 6, 1, 13], ERRORS.NUM],
    ['DDB', [2400, 300, 10, 11], ERRORS.NUM],
    ['VDB', [2400, 300, 10, 5, 4], ERRORS.NUM],
    ['EFFECT', [0, 4], ERRORS.NUM],
    ['NOMINAL', [0.05, 0.5], ERRORS.NUM],
    ['DOLLARDE', [1.02, 0], ERRORS.DIV0],
    ['DOLLARFR', [1.02, -1], ERRORS.NUM],
  ])('%s(%j) is %j', (name, args, expected) => {
    expect(call(name, args)).toEqual(expected);
  });
});
