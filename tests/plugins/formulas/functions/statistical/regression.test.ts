import { describe } from 'vitest';
import { col, grid } from '../call.js';
import { table } from '../shared/table.js';

const y7 = col(2, 3, 9, 1, 8, 7, 5);
const x7 = col(6, 5, 11, 7, 5, 4, 4);

describe('two-array statistics', () => {
  table('CORREL', [[[col(3, 2, 4, 5, 6), col(9, 7, 12, 15, 17)], 0.997054486], [[col(1, 2), col(1)], '#N/A'], [[col(1, 1), col(1, 2)], '#DIV/0!']]);
  table('PEARSON', [[[col(9, 7, 5, 3, 1), col(10, 6, 1, 5, 3)], 0.699379]]);
  table('COVAR', [[[col(3, 2, 4, 5, 6), col(9, 7, 12, 15, 17)], 5.2]]);
  table('COVARIANCE.P', [[[col(3, 2, 4, 5, 6), col(9, 7, 12, 15, 17)], 5.2]]);
  table('COVARIANCE.S', [[[col(2, 4, 8), col(5, 11, 12)], 9.666666667], [[col(1), col(2)], '#DIV/0!']]);
  table('RSQ', [[[y7, x7], 0.05795]]);
  table('SLOPE', [[[y7, x7], 0.305556], [[col(1, 'a', 3), col(1, 2, 3)], 1]]);
  table('INTERCEPT', [[[col(2, 3, 9, 1, 8), col(6, 5, 11, 7, 5)], 0.0483871]]);
  table('STEYX', [[[y7, x7], 3.305719], [[col(1, 2), col(1, 2)], '#DIV/0!']]);
  table('FORECAST', [[[30, col(6, 7, 9, 15, 21), col(20, 28, 31, 38, 40)], 10.60725]]);
  table('FORECAST.LINEAR', [[[30, col(6, 7, 9, 15, 21), col(20, 28, 31, 38, 40)], 10.60725]]);
});

describe('fitted models', () => {
  table('LINEST', [
    [[col(1, 9, 5, 7), col(0, 4, 2, 3)], [[2, 1]]],
    [[col(1, 9, 5, 7)], [[1.4, 2]]],
    [[col(1, 9, 5, 7), col(0, 4, 2, 3), true, true], [[2, 1], [0, 0], [1, 0], ['#NUM!', 2], [35, 0]]],
  ]);
  table('TREND', [[[col(1, 9, 5, 7), col(0, 4, 2, 3), col(5, 6)], [[11], [13]]], [[col(1, 9, 5, 7), col(0, 4, 2, 3)], [[1], [9], [5], [7]]]]);
  const units = col(33100, 47300, 69000, 102000, 150000, 220000);
  const months = col(11, 12, 13, 14, 15, 16);
  table('GROWTH', [[[units, months, col(17, 18)], [[320196.7184], [468536.0539]]], [[col(1, -1), col(1, 2)], '#NUM!']]);
  table('LOGEST', [[[units, months], [[1.463275628, 495.3047702]]]]);
  table('LINEST', [[[col(3, 5, 7), grid([[1, 1], [2, 1], [3, 1]]), false], [[1, 2, 0]]]]);
  // A column equal to twice another is dropped: its coefficient reads 0, as in Excel.
  table('LINEST', [[[col(3, 5, 7, 9), grid([[1, 2], [2, 4], [3, 6], [4, 8]])], [[0, 2, 1]]]]);
  table('TREND', [[[col(3, 5, 7, 9), grid([[1, 2], [2, 4], [3, 6], [4, 8]]), grid([[5, 10]])], [[11]]]]);
});

describe('other', () => {
  table('FREQUENCY', [[[col(79, 85, 78, 85, 50, 81, 95, 88, 97), col(70, 79, 89)], [[1], [2], [4], [2]]], [[col(1, 2, 3), col(2, 1)], [[1], [1], [1]]]]);
  table('STANDARDIZE', [[[42, 40, 1.5], 1.333333333], [[42, 40, 0], '#NUM!']]);
  table('FISHER', [[[0.75], 0.972955075], [[1], '#NUM!']]);
  table('FISHERINV', [[[0.972955], 0.75]]);
  table('PROB', [[[col(0, 1, 2, 3), col(0.2, 0.3, 0.1, 0.4), 2], 0.1], [[col(0, 1, 2, 3), col(0.2, 0.3, 0.1, 0.4), 1, 3], 0.8], [[col(0, 1), col(0.5, 0.6), 1], '#NUM!'], [[col(0, 1), col(1), 1], '#N/A']]);
});
