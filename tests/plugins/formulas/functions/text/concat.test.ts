import { describe, expect, it } from 'vitest';
import { ERRORS, type Matrix } from '../../../../../plugins/formulas/values.js';
import { call, col, grid } from '../call.js';
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

describe('joins over whole columns', () => {
  /** A million-row column holding two values; reading any cell one by one fails the test. */
  const column: Matrix = {
    rows: 1_000_000,
    cols: 1,
    get: () => {
      throw new Error('read cell by cell');
    },
    each: (visit) => {
      visit('a', 10, 0);
      visit('b', 500_000, 0);
    },
  };

  it('CONCAT and TEXTJOIN ignoring empties visit only the cells the range holds', () => {
    expect(call('CONCAT', [column])).toBe('ab');
    expect(call('TEXTJOIN', ['+', true, column])).toBe('a+b');
  });
});
