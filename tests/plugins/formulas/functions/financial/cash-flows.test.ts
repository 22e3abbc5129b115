import { describe, expect, it } from 'vitest';
import { ERRORS, type Value } from '../../../../../plugins/formulas/values.js';
import { call, col, grid } from '../call.js';
import { range } from '../lookup/fake-range.js';
import { near } from './near.js';

const dates = col(39448, 39508, 39751, 39859, 39904);
const flows = col(-10000, 2750, 4250, 3250, 2750);

describe('cash-flow functions (Excel documentation examples)', () => {
  it.each<[string, Value[], number, number?]>([
    ['NPV', [0.1, -10000, 3000, 4200, 6800], 1188.44, 2],
    ['NPV', [0.08, col(8000, 9200, 10000, 12000, 14500)], 41922.06, 2],
    ['NPV', [0.08, col(8000, 9200, 10000, 12000, 14500), -9000], 40000 - 40000 + 36250.54, 0],
    ['NPV', [0.1, range([[100], ['text'], [true], [null], [100]])], 100 / 1.1 + 100 / 1.21],
    ['XNPV', [0.09, flows, dates], 2086.647602, 6],
    ['IRR', [col(-70000, 12000, 15000, 18000, 21000)], -0.021244848, 9],
    ['IRR', [col(-70000, 12000, 15000, 18000, 21000, 26000)], 0.086630948, 9],
    ['IRR', [col(-70000, 12000, 15000), -0.1], -0.443506728, 6],
    ['XIRR', [flows, dates, 0.1], 0.373362535, 8],
    ['MIRR', [col(-120000, 39000, 30000, 21000, 37000, 46000), 0.1, 0.12], 0.126094, 6],
    ['MIRR', [col(-120000, 39000, 30000, 21000), 0.1, 0.12], -0.048044655, 9],
    ['MIRR', [col(-120000, 39000, 30000, 21000, 37000, 46000), 0.1, 0.14], 0.134759111, 9],
    ['FVSCHEDULE', [1, grid([[0.09, 0.11, 0.1]])], 1.33089],
    ['FVSCHEDULE', [100, range([[0.1], [null]])], 110],
  ])('%s(%j)', (name, args, expected, decimals) => {
    near(call(name, args), expected, decimals);
  });

  it('IRR is the rate where NPV is zero', () => {
    const values = col(-1000, 300, 400, 500);
    const r = call('IRR', [values]) as number;
    near(call('NPV', [r, col(300, 400, 500)]), 1000);
  });

  it.each<[string, Value[], Value]>([
    ['IRR', [col(100, 200)], ERRORS.NUM],
    ['IRR', [col(-100, ERRORS.DIV0)], ERRORS.DIV0],
    ['XIRR', [col(-100, 50), col(39448)], ERRORS.NUM],
    ['XNPV', [0.1, col(-100, 50), col(39448, 39000)], ERRORS.NUM],
    ['XNPV', [0.1, col(-100, 'a'), col(39448, 39500)], ERRORS.VALUE],
    ['MIRR', [col(100, 200), 0.1, 0.1], ERRORS.DIV0],
    ['NPV', [-1, 100], ERRORS.DIV0],
    ['NPV', [0.1, 'abc'], ERRORS.VALUE],
  ])('%s(%j) is %j', (name, args, expected) => {
    expect(call(name, args)).toEqual(expected);
  });
});
