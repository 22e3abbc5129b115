import { describe } from 'vitest';
import { ERRORS } from '../../../../../plugins/formulas/values.js';
import { table } from './table.js';

describe('LEFT, RIGHT, MID, LEN and byte variants', () => {
  table([
    ['LEFT', ['Sale Price', 4], 'Sale'],
    ['LEFT', ['Sweden'], 'S'],
    ['LEFT', ['abc', 0], ''],
    ['LEFT', ['abc', 10], 'abc'],
    ['LEFT', ['abc', -1], '#VALUE!'],
    ['LEFT', ['abc', 2.9], 'ab'],
    ['LEFT', [12345, 2], '12'],
    ['LEFT', [true, 2], 'TR'],
    ['LEFT', [null, 2], ''],
    ['LEFT', [ERRORS.NA, 2], '#N/A'],
    ['LEFT', ['abc', 'x'], '#VALUE!'],
    ['LEFT', ['abc', '2'], 'ab'],
    ['LEFTB', ['abc', 2], 'ab'],
    ['RIGHT', ['Sale Price', 5], 'Price'],
    ['RIGHT', ['Stock Number'], 'r'],
    ['RIGHT', ['abc', 0], ''],
    ['RIGHT', ['abc', 5], 'abc'],
    ['RIGHT', ['abc', -1], '#VALUE!'],
    ['RIGHTB', ['abc', 2], 'bc'],
    ['MID', ['Fluid Flow', 1, 5], 'Fluid'],
    ['MID', ['Fluid Flow', 7, 20], 'Flow'],
    ['MID', ['Fluid Flow', 20, 5], ''],
    ['MID', ['abc', 0, 1], '#VALUE!'],
    ['MID', ['abc', 1, -1], '#VALUE!'],
    ['MIDB', ['abc', 2, 1], 'b'],
    ['LEN', ['Phoenix, AZ'], 11],
    ['LEN', [''], 0],
    ['LEN', ['     One   '], 11],
    ['LEN', [null], 0],
    ['LEN', [1 / 3], 17],
    ['LEN', [false], 5],
    ['LEN', ['😀'], 2],
    ['LEN', [ERRORS.DIV0], '#DIV/0!'],
    ['LENB', ['abc'], 3],
  ]);
});
