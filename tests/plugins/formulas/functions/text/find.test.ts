import { describe } from 'vitest';
import { table } from './table.js';

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
  ]);
});
