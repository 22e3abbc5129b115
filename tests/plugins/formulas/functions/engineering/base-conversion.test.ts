import { describe, expect, it } from 'vitest';
import { ERRORS, type Value } from '../../../../../plugins/formulas/values.js';
import { call } from '../call.js';

describe('base conversions (Excel documentation examples)', () => {
  it.each<[string, Value[], Value]>([
    ['BIN2DEC', ['1100100'], 100],
    ['BIN2DEC', ['1111111111'], -1],
    ['BIN2DEC', [1100100], 100],
    ['BIN2DEC', ['12'], ERRORS.NUM],
    ['BIN2DEC', ['11111111111'], ERRORS.NUM],
    ['BIN2HEX', ['11111011', 4], '00FB'],
    ['BIN2HEX', ['1110'], 'E'],
    ['BIN2HEX', ['1111111111'], 'FFFFFFFFFF'],
    ['BIN2OCT', ['1001', 3], '011'],
    ['BIN2OCT', ['1100100'], '144'],
    ['BIN2OCT', ['1111111111'], '7777777777'],
    ['DEC2BIN', [9, 4], '1001'],
    ['DEC2BIN', [-100], '1110011100'],
    ['DEC2BIN', [512], ERRORS.NUM],
    ['DEC2BIN', [9, 2], ERRORS.NUM],
    ['DEC2BIN', [9, -1], ERRORS.NUM],
    ['DEC2BIN', [9.9], '1001'],
    ['DEC2BIN', ['abc'], ERRORS.VALUE],
    ['DEC2BIN', [9, 'x'], ERRORS.VALUE],
    ['DEC2HEX', [100, 4], '0064'],
    ['DEC2HEX', [-54], 'FFFFFFFFCA'],
    ['DEC2HEX', [28], '1C'],
    ['DEC2HEX', [64, 1], ERRORS.NUM],
    ['DEC2OCT', [58, 3], '072'],
    ['DEC2OCT', [-100], '7777777634'],
    ['HEX2BIN', ['F', 8], '00001111'],
    ['HEX2BIN', ['B7'], '10110111'],
    ['HEX2BIN', ['FFFFFFFE00'], '1000000000'],
    ['HEX2BIN', ['200'], ERRORS.NUM],
    ['HEX2DEC', ['A5'], 165],
    ['HEX2DEC', ['FFFFFFFF5B'], -165],
    ['HEX2DEC', ['3DA408B9'], 1034160313],
    ['HEX2DEC', ['G1'], ERRORS.NUM],
    ['HEX2OCT', ['F', 3], '017'],
    ['HEX2OCT', ['3B4E'], '35516'],
    ['HEX2OCT', ['FFFFFFFF00'], '7777777400'],
    ['OCT2BIN', ['3', 3], '011'],
    ['OCT2BIN', ['7777777000'], '1000000000'],
    ['OCT2DEC', ['54'], 44],
    ['OCT2DEC', ['7777777533'], -165],
    ['OCT2HEX', ['100', 4], '0040'],
    ['OCT2HEX', ['7777777533'], 'FFFFFFFF5B'],
    ['BIN2DEC', [true], ERRORS.VALUE],
    ['HEX2DEC', [ERRORS.DIV0], ERRORS.DIV0],
  ])('%s(%j) = %j', (name, args, expected) => {
    expect(call(name, args)).toEqual(expected);
  });
});

describe('bit functions', () => {
  it.each<[string, Value[], Value]>([
    ['BITAND', [1, 5], 1],
    ['BITAND', [13, 25], 9],
    ['BITOR', [23, 10], 31],
    ['BITXOR', [5, 3], 6],
    ['BITLSHIFT', [4, 2], 16],
    ['BITLSHIFT', [4, -1], 2],
    ['BITRSHIFT', [13, 2], 3],
    ['BITRSHIFT', [13, -2], 52],
    ['BITAND', [-1, 1], ERRORS.NUM],
    ['BITAND', [1.5, 1], ERRORS.NUM],
    ['BITAND', [2 ** 48, 1], ERRORS.NUM],
    ['BITOR', [2 ** 40, 1], 2 ** 40 + 1],
    ['BITLSHIFT', [1, 48], ERRORS.NUM],
    ['BITLSHIFT', [1, 54], ERRORS.NUM],
    ['BITXOR', ['a', 1], ERRORS.VALUE],
  ])('%s(%j) = %j', (name, args, expected) => {
    expect(call(name, args)).toEqual(expected);
  });
});
