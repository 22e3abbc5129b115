import { describe } from 'vitest';
import { ERRORS } from '../../../../../plugins/formulas/values.js';
import { grid } from '../call.js';
import { table } from './table.js';

describe('VALUETOTEXT, ARRAYTOTEXT', () => {
  table([
    ['VALUETOTEXT', ['Seattle'], 'Seattle'],
    ['VALUETOTEXT', ['Seattle', 1], '"Seattle"'],
    ['VALUETOTEXT', [true], 'TRUE'],
    ['VALUETOTEXT', [1234.01234], '1234.01234'],
    ['VALUETOTEXT', [ERRORS.VALUE], '#VALUE!'],
    ['VALUETOTEXT', [ERRORS.NA, 1], '#N/A'],
    ['VALUETOTEXT', ['a"b', 1], '"a""b"'],
    ['VALUETOTEXT', ['x', 2], '#VALUE!'],
    ['ARRAYTOTEXT', [grid([[true, ERRORS.VALUE], [1234.01234, 'Seattle']])], 'TRUE, #VALUE!, 1234.01234, Seattle'],
    ['ARRAYTOTEXT', [grid([[true, ERRORS.VALUE], [1234.01234, 'Seattle']]), 1], '{TRUE,#VALUE!;1234.01234,"Seattle"}'],
    ['ARRAYTOTEXT', ['solo', 1], '"solo"'],
    ['ARRAYTOTEXT', [grid([[1]]), 3], '#VALUE!'],
  ]);
});
