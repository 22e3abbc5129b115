import { describe } from 'vitest';
import { ArrayValue, ERRORS } from '../../../../../plugins/formulas/values.js';
import { table } from '../shared/table.js';

const all = ArrayValue.column([10, 20, 'x', null, 70]);

describe('PERCENTOF (Excel: SUM(data_subset) / SUM(data_all))', () => {
  table('PERCENTOF', [
    [[10, all], 0.1],
    [[ArrayValue.column([20, 70]), all], 0.9],
    [[all, all], 1],
    [[0, all], 0],
    [[10, ArrayValue.column([0, 'x'])], '#DIV/0!'],
    [[ERRORS.NA, all], '#N/A'],
    [[10, ArrayValue.column([1, ERRORS.REF])], '#REF!'],
  ]);
});
