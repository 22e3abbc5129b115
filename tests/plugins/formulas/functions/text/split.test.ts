import { describe } from 'vitest';
import { col } from '../call.js';
import { table } from './table.js';

describe('TEXTBEFORE, TEXTAFTER', () => {
  table([
    ['TEXTBEFORE', ['Little Red Riding Hood', 'Red'], 'Little '],
    ['TEXTBEFORE', ['Little Red Riding Hood', 'red'], '#N/A'],
    ['TEXTBEFORE', ['Little Red Riding Hood', 'red', 1, 1], 'Little '],
    ['TEXTBEFORE', ['a-b-c', '-', 2], 'a-b'],
    ['TEXTBEFORE', ['a-b-c', '-', -1], 'a-b'],
    ['TEXTBEFORE', ['a-b-c', '-', -2], 'a'],
    ['TEXTBEFORE', ['a-b-c', '-', 3], '#N/A'],
    ['TEXTBEFORE', ['a-b-c', '-', 3, 0, 1], 'a-b-c'],
    ['TEXTBEFORE', ['a-b-c', '-', 0], '#VALUE!'],
    ['TEXTBEFORE', ['a-b-c', '-', 9], '#VALUE!'],
    ['TEXTBEFORE', ['a-b-c', '+', 1, 0, 0, 'none'], 'none'],
    ['TEXTBEFORE', ['a,b;c', col(';', ','), 2], 'a,b'],
    ['TEXTBEFORE', ['abc', ''], ''],
    ['TEXTBEFORE', ['abc', '', -1], 'abc'],
    ['TEXTAFTER', ['Little Red Riding Hood', 'Red'], ' Riding Hood'],
    ['TEXTAFTER', ['a-b-c', '-', -1], 'c'],
    ['TEXTAFTER', ['a-b-c', '-', 2], 'c'],
    ['TEXTAFTER', ['a-b-c', '-', -3, 0, 1], 'a-b-c'],
    ['TEXTAFTER', ['a-b-c', 'x'], '#N/A'],
    ['TEXTAFTER', ['abc', ''], 'abc'],
    ['TEXTAFTER', ['abc', '', -1], ''],
  ]);
});

describe('TEXTSPLIT, SPLIT', () => {
  table([
    ['TEXTSPLIT', ['Dakota Lennon Sanchez', ' '], [['Dakota', 'Lennon', 'Sanchez']]],
    ['TEXTSPLIT', ['To be or not', null, ' '], [['To'], ['be'], ['or'], ['not']]],
    ['TEXTSPLIT', ['1,2,3;4,5', ',', ';'], [['1', '2', '3'], ['4', '5', '#N/A']]],
    ['TEXTSPLIT', ['1,2,3;4,5', ',', ';', false, 0, ''], [['1', '2', '3'], ['4', '5', '']]],
    ['TEXTSPLIT', ['a,,b', ','], [['a', '', 'b']]],
    ['TEXTSPLIT', ['a,,b', ',', null, true], [['a', 'b']]],
    ['TEXTSPLIT', ['aXbxc', 'x', null, false, 1], [['a', 'b', 'c']]],
    ['TEXTSPLIT', ['a-b_c', col('-', '_')], [['a', 'b', 'c']]],
    ['TEXTSPLIT', ['abc', ''], '#VALUE!'],
    ['SPLIT', ['1,2,3', ','], [[1, 2, 3]]],
    ['SPLIT', ['a, b,,c', ', '], [['a', 'b', 'c']]],
    ['SPLIT', ['a, b,,c', ', ', false], [['a', 'b,,c']]],
    ['SPLIT', ['a,,c', ',', true, false], [['a', '', 'c']]],
    ['SPLIT', ['abc', ''], '#VALUE!'],
  ]);
});
