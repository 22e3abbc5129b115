import { describe } from 'vitest';
import { table } from './table.js';

describe('CHAR, CODE, UNICHAR, UNICODE', () => {
  table([
    ['CHAR', [65], 'A'],
    ['CHAR', [33], '!'],
    ['CHAR', [10], '\n'],
    ['CHAR', [128], '€'],
    ['CHAR', [233], 'é'],
    ['CHAR', [65.9], 'A'],
    ['CHAR', [0], '#VALUE!'],
    ['CHAR', [256], '#VALUE!'],
    ['CHAR', ['x'], '#VALUE!'],
    ['CODE', ['A'], 65],
    ['CODE', ['Alphabet'], 65],
    ['CODE', ['!'], 33],
    ['CODE', ['€'], 128],
    ['CODE', ['é'], 233],
    ['CODE', ['中'], 63],
    ['CODE', [''], '#VALUE!'],
    ['CODE', [1], 49],
    ['UNICHAR', [66], 'B'],
    ['UNICHAR', [32], ' '],
    ['UNICHAR', [0x1f600], '😀'],
    ['UNICHAR', [0], '#VALUE!'],
    ['UNICHAR', [0xd800], '#N/A'],
    ['UNICHAR', [0x110000], '#VALUE!'],
    ['UNICODE', ['B'], 66],
    ['UNICODE', [' '], 32],
    ['UNICODE', ['😀x'], 0x1f600],
    ['UNICODE', [''], '#VALUE!'],
  ]);
});
