import { describe, expect, it } from 'vitest';
import { call } from '../call.js';
import { show, table } from './table.js';

describe('FIND, SEARCH and byte variants', () => {
  table([
    ['FIND', ['M', 'Miriam McGovern'], 1],
    ['FIND', ['m', 'Miriam McGovern'], 6],
    ['FIND', ['M', 'Miriam McGovern', 3], 8],
    ['FIND', ['x', 'abc'], '#VALUE!'],
    ['FIND', ['', 'abc'], 1],
    ['FIND', ['', 'abc', 4], 4],
    ['FIND', ['', 'abc', 5], '#VALUE!'],
    ['FIND', ['a', 'abc', 0], '#VALUE!'],
    ['FIND', ['?', 'a?c'], 2],
    ['FIND', [1, 2019], 3],
    ['FINDB', ['c', 'abc'], 3],
    ['SEARCH', ['e', 'Statements', 6], 7],
    ['SEARCH', ['margin', 'Profit Margin'], 8],
    ['SEARCH', ['MARGIN', 'profit margin'], 8],
    ['SEARCH', ['p?o', 'xxPROFIT'], 3],
    ['SEARCH', ['f*t', 'profit margin'], 4],
    ['SEARCH', ['*', 'abc'], 1],
    ['SEARCH', ['~?', 'what? yes'], 5],
    ['SEARCH', ['~*', 'a*b'], 2],
    ['SEARCH', ['a.c', 'abc a.c'], 5],
    ['SEARCH', ['z', 'abc'], '#VALUE!'],
    ['SEARCH', ['b', 'abcb', 3], 4],
    ['SEARCH', ['b?', 'abcb', 3], '#VALUE!'],
    ['SEARCH', ['a', 'abc', 5], '#VALUE!'],
    ['SEARCHB', ['B', 'abc'], 2],
    ['SEARCH', ['*b', 'abc'], 1],
    ['SEARCH', ['*c', 'abc', 2], 2],
    ['SEARCH', ['*', 'abc', 3], 3],
    ['SEARCH', ['b*', 'abc'], 2],
    ['SEARCH', ['?c', 'abcabc', 4], 5],
    ['SEARCH', ['a*c*e', 'xxabcde'], 3],
    ['SEARCH', ['a*c*f', 'xxabcde'], '#VALUE!'],
    ['SEARCH', ['a??d', 'abcd'], 1],
    ['SEARCH', ['~~', 'a~b'], 2],
    ['SEARCH', ['~a', 'x~a'], 2],
    ['SEARCH', ['b**c', 'abxxc'], 2],
  ]);

  // How long these take is the bench's formulas.search-wildcards-32k (a blow-up would hang the test).
  it('matches wildcards in a text of 32,767 characters', () => {
    expect(show(call('SEARCH', ['a*a*b', 'a'.repeat(32_767)]))).toBe('#VALUE!');
    expect(show(call('SEARCH', ['*b', 'a'.repeat(32_767)]))).toBe('#VALUE!');
    expect(show(call('SEARCH', ['a?a*a?b', 'a'.repeat(32_767) + 'b']))).toBe(1);
  });
});
