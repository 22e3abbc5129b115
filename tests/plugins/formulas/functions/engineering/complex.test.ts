import { describe, expect, it } from 'vitest';
import { ERRORS, type Value } from '../../../../../plugins/formulas/values.js';
import { call, col } from '../call.js';

describe('complex numbers (Excel documentation examples)', () => {
  it.each<[string, Value[], Value]>([
    ['COMPLEX', [3, 4], '3+4i'],
    ['COMPLEX', [3, 4, 'j'], '3+4j'],
    ['COMPLEX', [0, 1], 'i'],
    ['COMPLEX', [1, 0], '1'],
    ['COMPLEX', [0, -1], '-i'],
    ['COMPLEX', [0, 0], '0'],
    ['COMPLEX', [1.5, -2.25], '1.5-2.25i'],
    ['COMPLEX', [1, 1, 'k'], ERRORS.VALUE],
    ['COMPLEX', [1, 1, 'I'], ERRORS.VALUE],
    ['IMABS', ['5+12i'], 13],
    ['IMAGINARY', ['3+4i'], 4],
    ['IMAGINARY', ['0-j'], -1],
    ['IMAGINARY', [4], 0],
    ['IMREAL', ['6-9i'], 6],
    ['IMREAL', ['i'], 0],
    ['IMCONJUGATE', ['3+4i'], '3-4i'],
    ['IMSUM', ['3+4i', '5-3i'], '8+i'],
    ['IMSUM', [col('1+i', '2', '-3i')], '3-2i'],
    ['IMSUB', ['13+4i', '5+3i'], '8+i'],
    ['IMPRODUCT', ['3+4i', '5-3i'], '27+11i'],
    ['IMPRODUCT', ['1+2i', 30], '30+60i'],
    ['IMDIV', ['-238+240i', '10+24i'], '5+12i'],
    ['IMDIV', ['1', '0'], ERRORS.NUM],
    ['IMSQRT', ['1+i'], '1.09868411346781+0.455089860562227i'],
    ['IMEXP', ['1+i'], '1.46869393991589+2.28735528717884i'],
    ['IMLN', ['3+4i'], '1.6094379124341+0.927295218001612i'],
    ['IMLN', ['0'], ERRORS.NUM],
    ['IMLOG10', ['3+4i'], '0.698970004336019+0.402719196273373i'],
    ['IMLOG2', ['3+4i'], '2.32192809488736+1.33780421245098i'],
    ['IMSIN', ['4+3i'], '-7.61923172032141-6.548120040911i'],
    ['IMCOS', ['1+i'], '0.833730025131149-0.988897705762865i'],
    ['IMTAN', ['4+3i'], '0.00490825806749606+1.00070953606723i'],
    ['IMARGUMENT', ['3+4i'], 0.927295218001612],
    ['IMARGUMENT', ['0'], ERRORS.DIV0],
    ['IMSUM', ['1+i', '1+j'], ERRORS.VALUE],
    ['IMABS', ['3+4k'], ERRORS.NUM],
    ['IMABS', [true], ERRORS.VALUE],
    ['IMREAL', ['1e2+3i'], 100],
    ['IMAGINARY', ['-i'], -1],
    ['IMAGINARY', ['+i'], 1],
    ['IMAGINARY', ['j'], 1],
    ['IMAGINARY', ['2-j'], -1],
    ['IMAGINARY', ['3 + 4i'], ERRORS.NUM],
    ['IMAGINARY', ['4i2'], ERRORS.NUM],
    ['IMSUB', ['i', '1'], '-1+i'],
    ['IMCONJUGATE', ['-2.5j'], '2.5j'],
  ])('%s(%j) = %j', (name, args, expected) => {
    const out = call(name, args);
    if (typeof expected === 'number') expect(out as number).toBeCloseTo(expected, 12);
    else expect(out).toEqual(expected);
  });

  it('IMPOWER through polar form', () => {
    const out = call('IMPOWER', ['2+3i', 3]) as string;
    const [re, im] = out.replace(/i$/, '').split(/(?=[+-])/).map(Number);
    expect(re).toBeCloseTo(-46, 10);
    expect(im).toBeCloseTo(9, 10);
    expect(call('IMPOWER', ['0', -1])).toEqual(ERRORS.NUM);
  });
});
