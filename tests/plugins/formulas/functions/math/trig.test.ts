import { describe } from 'vitest';
import { ERRORS } from '../../../../../plugins/formulas/values.js';
import { table } from '../shared/table.js';

describe('trigonometry', () => {
  table('SIN', [[[Math.PI / 2], 1], [[0], 0], [['0.5'], Math.sin(0.5)], [[true], Math.sin(1)], [[null], 0], [['x'], '#VALUE!'], [[ERRORS.NA], '#N/A'], [[2 ** 27], '#NUM!']]);
  table('COS', [[[0], 1], [[1.047], 0.5001710745970701]]);
  table('TAN', [[[0.785], 0.99920399]]);
  table('COT', [[[30], -0.156119952], [[0], '#DIV/0!']]);
  table('SEC', [[[45], 1.90359], [[0], 1]]);
  table('CSC', [[[15], 1.537780562], [[0], '#DIV/0!']]);
  table('ASIN', [[[-0.5], -0.523598776], [[2], '#NUM!']]);
  table('ACOS', [[[-0.5], 2.094395102], [[-1.5], '#NUM!']]);
  table('ATAN', [[[1], 0.785398163]]);
  table('ACOT', [[[2], 0.463647609], [[0], Math.PI / 2], [[-1], 3 * Math.PI / 4]]);
  table('ATAN2', [[[1, 1], 0.785398163], [[-1, -1], -2.35619449], [[0, 0], '#DIV/0!'], [[-1, 0], Math.PI]]);
});

describe('hyperbolic', () => {
  table('SINH', [[[1], 1.175201194]]);
  table('COSH', [[[4], 27.30823284]]);
  table('TANH', [[[-2], -0.96402758]]);
  table('COTH', [[[2], 1.037314721], [[0], '#DIV/0!']]);
  table('SECH', [[[1], 0.648054274]]);
  table('CSCH', [[[1.5], 0.469642441], [[0], '#DIV/0!']]);
  table('ASINH', [[[-2.5], -1.647231146]]);
  table('ACOSH', [[[10], 2.993222846], [[0.5], '#NUM!']]);
  table('ATANH', [[[0.76159416], 1.00000001], [[1], '#NUM!']]);
  table('ACOTH', [[[6], 0.168236118], [[0.5], '#NUM!']]);
});

describe('angles', () => {
  table('PI', [[[], Math.PI]]);
  table('DEGREES', [[[Math.PI], 180]]);
  table('RADIANS', [[[270], 4.712388980]]);
  table('SQRTPI', [[[1], 1.772453851], [[2], 2.506628275], [[-1], '#NUM!']]);
});
