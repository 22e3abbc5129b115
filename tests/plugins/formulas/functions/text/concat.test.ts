import { describe } from 'vitest';
import { ERRORS } from '../../../../../plugins/formulas/values.js';
import { col, grid } from '../call.js';
import { cells, table } from './table.js';

const big = 'x'.repeat(20_000);

describe('CONCAT, CONCATENATE, TEXTJOIN, JOIN, EXACT, T', () => {
  table([
    ['CONCAT', ['The', ' ', 'sun'], 'The sun'],
    ['CONCAT', [cells([['a', 'b'], ['c', null]]), 1], 'abc1'],
    ['CONCAT', [col('x', ERRORS.NA)], '#N/A'],
    ['CONCAT', [1.5, true, null], '1.5TRUE'],
    ['CONCAT', [big, big], '#VALUE!'],
    ['CONCATENATE', ['Stream population for ', 'brook trout', ' is ', 32, '/mile'], 'Stream population for brook trout is 32/mile'],
    ['CONCATENATE', ['a', ERRORS.DIV0], '#DIV/0!'],
    ['TEXTJOIN', [', ', true, 'US Dollar', 'Australian Dollar', '', null, 'Euro'], 'US Dollar, Australian Dollar, Euro'],
    ['TEXTJOIN', ['-', false, 'a', '', null, 'b'], 'a---b'],
    ['TEXTJOIN', ['', true, col('a', 'b', 'c')], 'abc'],
    ['TEXTJOIN', [col(',', ';'), true, grid([['a', 'b', 'c', 'd']])], 'a,b;c,d'],
    ['TEXTJOIN', [',', true, col(1, ERRORS.VALUE)], '#VALUE!'],
    ['TEXTJOIN', [',', 'maybe', 'a'], '#VALUE!'],
    ['TEXTJOIN', [',', true], ''],
    ['JOIN', ['-', cells([[1], [2], [null], [4]])], '1-2--4'],
    ['JOIN', [' ', 'a', grid([['b', 'c']])], 'a b c'],
    ['EXACT', ['word', 'word'], true],
    ['EXACT', ['Word', 'word'], false],
    ['EXACT', ['w ord', 'word'], false],
    ['EXACT', [1, '1'], true],
    ['EXACT', [ERRORS.NA, 'x'], '#N/A'],
    ['T', ['Rainfall'], 'Rainfall'],
    ['T', [19], ''],
    ['T', [true], ''],
    ['T', [null], ''],
    ['T', [ERRORS.REF], '#REF!'],
  ]);
});
