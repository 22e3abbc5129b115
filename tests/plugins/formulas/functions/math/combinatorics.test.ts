import { describe } from 'vitest';
import { ERRORS } from '../../../../../plugins/formulas/values.js';
import { col, grid } from '../call.js';
import { table } from '../shared/table.js';

describe('factorials and combinations', () => {
  table('FACT', [[[5], 120], [[1.9], 1], [[0], 1], [[-1], '#NUM!'], [[1], 1], [[171], '#NUM!']]);
  table('FACTDOUBLE', [[[6], 48], [[7], 105], [[-1], '#NUM!'], [[0], 1]]);
  table('COMBIN', [[[8, 2], 28], [[10, 0], 1], [[4, 5], '#NUM!'], [[-1, 0], '#NUM!'], [[8.9, 2.9], 28], [[60, 30], 118264581564861420]]);
  table('COMBINA', [[[4, 3], 20], [[10, 3], 220], [[-1, 2], '#NUM!'], [[3, 10], 66]]);
  table('MULTINOMIAL', [[[2, 3, 4], 1260], [[col(2, 3), 4], 1260], [[-1, 2], '#NUM!'], [['x'], '#VALUE!']]);
  table('GCD', [[[5, 2], 1], [[24, 36], 12], [[7, 1], 1], [[5, 0], 5], [[col(24, 36, 'x'), 12.7], 12], [[-1, 2], '#NUM!'], [[ERRORS.DIV0], '#DIV/0!']]);
  table('LCM', [[[5, 2], 10], [[24, 36], 72], [[0, 3], 0], [[-1, 2], '#NUM!']]);
  table('PERMUT', [[[100, 3], 970200], [[3, 2], 6], [[2, 3], '#NUM!'], [[0, 0], '#NUM!']]);
  table('PERMUTATIONA', [[[3, 2], 9], [[2, 2], 4], [[-1, 2], '#NUM!']]);
  table('SERIESSUM', [[[0.785398163, 0, 2, grid([[1, -0.5, 0.041666667, -0.001388889]])], 0.707103215], [[1, 1, 1, col(1, 'x')], '#VALUE!']]);
});

describe('BASE, DECIMAL, ROMAN, ARABIC', () => {
  table('BASE', [[[7, 2], '111'], [[100, 16], '64'], [[15, 2, 10], '0000001111'], [[255, 16], 'FF'], [[-1, 2], '#NUM!'], [[7, 1], '#NUM!'], [[7, 37], '#NUM!']]);
  table('DECIMAL', [[['FF', 16], 255], [['111', 2], 7], [['zap', 36], 45745], [['12', 2], '#NUM!'], [['ff', 16], 255]]);
  table('ROMAN', [
    [[499, 0], 'CDXCIX'], [[499, 1], 'LDVLIV'], [[499, 2], 'XDIX'], [[499, 3], 'VDIV'], [[499, 4], 'ID'],
    [[2013, 0], 'MMXIII'], [[499, true], 'CDXCIX'], [[499, false], 'ID'], [[1999], 'MCMXCIX'], [[0], ''], [[4000], '#VALUE!'], [[-1], '#VALUE!'], [[10, 5], '#VALUE!'],
  ]);
  table('ARABIC', [[['LVII'], 57], [['mcmxii'], 1912], [[''], 0], [['-MMXI'], -2011], [['ABC'], '#VALUE!'], [['CDXCIX'], 499]]);
});
