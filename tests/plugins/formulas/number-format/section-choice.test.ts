import { describe, expect, it } from 'vitest';
import { sectionChooser, sectionHead } from '../../../../plugins/formulas/number-format/section-choice.js';

const choose = (pattern: string, value: number) => sectionChooser(pattern.split(';').map(sectionHead))(value);

describe('the section a number uses', () => {
  it('uses one section for every number, with a minus sign for negatives', () => {
    expect(choose('0.00', 5)).toEqual({ index: 0, minus: false });
    expect(choose('0.00', -5)).toEqual({ index: 0, minus: true });
    expect(choose('0.00', 0)).toEqual({ index: 0, minus: false });
  });

  it('sends negatives to the second section (without their sign) and zero to the first of two', () => {
    expect(choose('0;(0)', -5)).toEqual({ index: 1, minus: false });
    expect(choose('0;(0)', 0)).toEqual({ index: 0, minus: false });
    expect(choose('0;(0);"z"', 0)).toEqual({ index: 2, minus: false });
  });

  it('skips the text section unless there are four', () => {
    expect(choose('@;0', 5)).toEqual({ index: 1, minus: false });
    expect(choose('@', 5)).toBeUndefined(); // General
    expect(choose('0;0;0;@', 0)).toEqual({ index: 2, minus: false });
  });

  it('takes the first section whose condition holds, the first being [>0] without one', () => {
    expect(choose('[<=100]0;[>100]0', 150)).toEqual({ index: 1, minus: false });
    expect(choose('[<=100]0;[>100]0', -5)).toEqual({ index: 0, minus: true });
    expect(choose('[<0]0;0', -5)).toEqual({ index: 0, minus: false }); // a negative-only condition shows no sign
    expect(choose('[>100]0', 50)).toBeUndefined(); // a single condition leaves the rest to General
    expect(choose('[=1]0;[=2]0', 3)).toBeUndefined();
    expect(choose('[>=1000]0;0', 5)).toEqual({ index: 1, minus: false });
  });

  it('reads a condition and the text code from a section', () => {
    expect(sectionHead('[Red][>=-1.5]0')).toEqual({ condition: { op: '>=', operand: -1.5 }, text: false });
    expect(sectionHead('"@"\\@')).toEqual({ condition: undefined, text: false });
    expect(sectionHead('"x"@')).toEqual({ condition: undefined, text: true });
  });
});
