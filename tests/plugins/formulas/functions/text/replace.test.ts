import { describe } from 'vitest';
import { ERRORS } from '../../../../../plugins/formulas/values.js';
import { table } from './table.js';

describe('REPLACE, SUBSTITUTE, REPT', () => {
  table([
    ['REPLACE', ['abcdefghijk', 6, 5, '*'], 'abcde*k'],
    ['REPLACE', ['2009', 3, 2, '10'], '2010'],
    ['REPLACE', ['123456', 1, 3, '@'], '@456'],
    ['REPLACE', ['abc', 10, 1, 'x'], 'abcx'],
    ['REPLACE', ['abc', 0, 1, 'x'], '#VALUE!'],
    ['REPLACE', ['abc', 1, -1, 'x'], '#VALUE!'],
    ['REPLACEB', ['abc', 2, 1, 'X'], 'aXc'],
    ['SUBSTITUTE', ['Sales Data', 'Sales', 'Cost'], 'Cost Data'],
    ['SUBSTITUTE', ['Quarter 1, 2008', '1', '2', 1], 'Quarter 2, 2008'],
    ['SUBSTITUTE', ['Quarter 1, 2011', '1', '2', 3], 'Quarter 1, 2012'],
    ['SUBSTITUTE', ['aaa', 'a', 'b'], 'bbb'],
    ['SUBSTITUTE', ['aaa', 'A', 'b'], 'aaa'],
    ['SUBSTITUTE', ['aaa', 'a', 'b', 5], 'aaa'],
    ['SUBSTITUTE', ['aaa', '', 'b'], 'aaa'],
    ['SUBSTITUTE', ['aaa', 'a', 'b', 0], '#VALUE!'],
    ['SUBSTITUTE', ['aaaa', 'aa', 'b', 2], 'aab'],
    ['SUBSTITUTE', [ERRORS.NA, 'a', 'b'], '#N/A'],
    ['REPT', ['*-', 3], '*-*-*-'],
    ['REPT', ['-', 10], '----------'],
    ['REPT', ['ab', 0], ''],
    ['REPT', ['ab', 2.9], 'abab'],
    ['REPT', ['ab', -1], '#VALUE!'],
    ['REPT', ['x', 32767], 'x'.repeat(32767)],
    ['REPT', ['x', 32768], '#VALUE!'],
    ['REPT', ['x', 1e9], '#VALUE!'],
  ]);
});
