import { describe } from 'vitest';
import { ERRORS } from '../../../../../plugins/formulas/values.js';
import { col, grid } from '../call.js';
import { table } from '../shared/table.js';

describe('SUM family', () => {
  table('SUM', [
    [[3, 2], 5], [['5', 15, true], 21], [[col(5, 15, true, '5', null, 'x')], 20], [[col(1, ERRORS.NA)], '#N/A'], [['x', 1], '#VALUE!'], [[null, 1], 1],
  ]);
  table('PRODUCT', [[[col(5, 15, 30)], 2250], [[col(5, 15, 30), 2], 4500], [[col('a')], 0], [[2, '3'], 6]]);
  table('SUMSQ', [[[3, 4], 25], [[col(3, 'x', true), 4], 25], [[true, 2], 5]]);
  table('SUMPRODUCT', [
    [[grid([[3, 4], [8, 6], [1, 9]]), grid([[2, 7], [6, 7], [5, 3]])], 156],
    [[col(1, 2, 3)], 6],
    [[col(1, 'x', 3), col(1, 2, 2)], 7],
    [[col(1, 2), col(1, 2, 3)], '#VALUE!'],
    [[col(1, ERRORS.DIV0), col(1, 2)], '#DIV/0!'],
    [[col(true, true), col(1, 2)], 0],
  ]);
  table('SUMX2MY2', [[[col(2, 3, 9, 1, 8, 7, 5), col(6, 5, 11, 7, 5, 4, 4)], -55], [[col(1, 2), col(1)], '#N/A']]);
  table('SUMX2PY2', [[[col(2, 3, 9, 1, 8, 7, 5), col(6, 5, 11, 7, 5, 4, 4)], 521]]);
  table('SUMXMY2', [[[col(2, 3, 9, 1, 8, 7, 5), col(6, 5, 11, 7, 5, 4, 4)], 79], [[col(1, 'x'), col(2, 5)], 1]]);
});

describe('matrices', () => {
  table('MMULT', [
    [[grid([[1, 3], [7, 2]]), grid([[2, 0], [0, 2]])], [[2, 6], [14, 4]]],
    [[grid([[1, 2]]), grid([[1, 2]])], '#VALUE!'],
    [[grid([[1, 'x']]), grid([[1], [2]])], '#VALUE!'],
  ]);
  table('MDETERM', [[[grid([[1, 3, 8, 5], [1, 3, 6, 1], [1, 1, 1, 0], [7, 3, 10, 2]])], 88], [[grid([[3, 6], [1, 1]])], -3], [[grid([[1, 2]])], '#VALUE!']]);
  table('MINVERSE', [[[grid([[4, -1], [2, 0]])], [[0, 0.5], [-1, 2]]], [[grid([[1, 2], [2, 4]])], '#NUM!']]);
  table('MUNIT', [[[2], [[1, 0], [0, 1]]], [[0], '#VALUE!']]);
});
