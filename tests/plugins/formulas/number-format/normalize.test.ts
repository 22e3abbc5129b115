import { describe, expect, it } from 'vitest';
import { normalizeCodes, spellScientific } from '../../../../plugins/formulas/number-format/normalize.js';

describe('normalizeCodes', () => {
  it('spells AM/PM, A/P and scientific e as numfmt knows them', () => {
    expect(normalizeCodes('h:mm am/pm')).toBe('h:mm AM/PM');
    expect(normalizeCodes('h:mm Am/pM')).toBe('h:mm AM/PM');
    expect(normalizeCodes('h:mm a/p')).toBe('h:mm A/P');
    expect(normalizeCodes('0.00e+00')).toBe('0.00E+00');
    expect(normalizeCodes('#e-0')).toBe('#E-0');
  });

  it('leaves quoted and escaped text, and the year code e, as written', () => {
    expect(normalizeCodes('"am/pm" 0e+0')).toBe('"am/pm" 0E+0');
    expect(normalizeCodes('h \\a/p')).toBe('h \\a/p');
    expect(normalizeCodes('yyyy e')).toBe('yyyy e');
  });

  it('spells only scientific e for the date formatter, which prints a/p as written', () => {
    expect(spellScientific('h:mm a/p;0.0e+0')).toBe('h:mm a/p;0.0E+0');
  });
});
