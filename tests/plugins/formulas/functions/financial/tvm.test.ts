import { describe, expect, it } from 'vitest';
import { ERRORS, type Value } from '../../../../../plugins/formulas/values.js';
import { call } from '../call.js';
import { near } from './near.js';

describe('annuity functions (Excel documentation examples)', () => {
  it.each<[string, Value[], number, number?]>([
    ['PMT', [0.08 / 12, 10, 10000], -1037.03, 2],
    ['PMT', [0.08 / 12, 10, 10000], -1037.0320893591],
    ['PMT', [0.06 / 12, 18 * 12, 0, 50000], -129.08, 2],
    ['PMT', [0, 10, 1000], -100],
    ['PMT', [0.1, 2, 1000, 0, 1], -523.8095238095],
    ['IPMT', [0.1 / 12, 1, 36, 8000], -66.67, 2],
    ['IPMT', [0.1, 3, 3, 8000], -292.45, 2],
    ['IPMT', [0.1, 1, 3, 8000, 0, 1], 0],
    ['PPMT', [0.1 / 12, 1, 24, 2000], -75.62, 2],
    ['PPMT', [0.08, 10, 10, 200000], -27598.05, 2],
    ['PV', [0.08 / 12, 12 * 20, 500, 0, 0], -59777.15, 2],
    ['PV', [0, 10, 100], -1000],
    ['FV', [0.06 / 12, 10, -200, -500, 1], 2581.40, 2],
    ['FV', [0.12 / 12, 12, -1000], 12682.50, 2],
    ['FV', [0.11 / 12, 35, -2000, 0, 1], 82846.25, 2],
    ['FV', [0, 10, -100, -100], 1100],
    ['NPER', [0.12 / 12, -100, -1000, 10000, 1], 59.6739, 4],
    ['NPER', [0.01, -100, -1000, 10000], 60.0821, 4],
    ['NPER', [0.01, -100, -1000], -9.5786, 4],
    ['NPER', [0, -100, 1000], 10],
    ['RATE', [4 * 12, -200, 8000], 0.0077014724882],
    ['RATE', [10, -100, 1000, 0, 0, 0.05], 0, 10],
    ['RATE', [360, -1380.4884, 250000], 0.004375, 6],
    ['CUMIPMT', [0.09 / 12, 30 * 12, 125000, 13, 24, 0], -11135.23213, 5],
    ['CUMIPMT', [0.09 / 12, 30 * 12, 125000, 1, 1, 0], -937.5],
    ['CUMPRINC', [0.09 / 12, 30 * 12, 125000, 13, 24, 0], -934.1071234, 7],
    ['CUMPRINC', [0.09 / 12, 30 * 12, 125000, 1, 1, 0], -68.27827118, 8],
    ['ISPMT', [0.1 / 12, 1, 36, 8000000], -64814.81481, 5],
    ['ISPMT', [0.1, 1, 3, 8000000], -533333.3333, 4],
    ['PDURATION', [0.025, 2000, 2200], 3.86, 2],
    ['PDURATION', [0.025 / 12, 1000, 1200], 87.6, 1],
    ['RRI', [96, 10000, 11000], 0.0009933, 7],
  ])('%s(%j)', (name, args, expected, decimals) => {
    near(call(name, args), expected, decimals);
  });

  it('RATE recovers the rate behind PMT', () => {
    const payment = call('PMT', [0.0525 / 12, 360, 250000]) as number;
    near(call('RATE', [360, payment, 250000]), 0.0525 / 12);
  });

  it('PV and FV are consistent with PMT', () => {
    const payment = call('PMT', [0.07, 15, -5000, 2000, 1]) as number;
    near(call('PV', [0.07, 15, payment, 2000, 1]), -5000);
    near(call('FV', [0.07, 15, payment, -5000, 1]), 2000);
  });

  it('IPMT and PPMT add up to PMT in every period', () => {
    const payment = call('PMT', [0.01, 24, 5000, 100, 1]) as number;
    for (const per of [1, 2, 12, 24]) {
      const i = call('IPMT', [0.01, per, 24, 5000, 100, 1]) as number;
      near(call('PPMT', [0.01, per, 24, 5000, 100, 1]), payment - i);
    }
  });

  it.each<[string, Value[], Value]>([
    ['IPMT', [0.1, 0, 3, 8000], ERRORS.NUM],
    ['IPMT', [0.1, 4, 3, 8000], ERRORS.NUM],
    ['PMT', [0.1, 0, 1000], ERRORS.NUM],
    ['PMT', ['x', 10, 1000], ERRORS.VALUE],
    ['PMT', [ERRORS.DIV0, 10, 1000], ERRORS.DIV0],
    ['PMT', ['5%', 10, 1000], -129.50457496545667],
    ['RATE', [10, 100, 1000], ERRORS.NUM],
    ['NPER', [0, 0, 1000], ERRORS.NUM],
    ['CUMIPMT', [0.09 / 12, 360, 125000, 0, 1, 0], ERRORS.NUM],
    ['CUMIPMT', [0.09 / 12, 360, 125000, 1, 1, 2], ERRORS.NUM],
    ['CUMPRINC', [0, 360, 125000, 1, 1, 0], ERRORS.NUM],
    ['ISPMT', [0.1, 1, 0, 1000], ERRORS.DIV0],
    ['PDURATION', [0, 1, 2], ERRORS.NUM],
    ['RRI', [0, 1, 2], ERRORS.NUM],
  ])('%s(%j) is %j', (name, args, expected) => {
    const out = call(name, args);
    if (typeof expected === 'number') near(out, expected);
    else expect(out).toEqual(expected);
  });
});
