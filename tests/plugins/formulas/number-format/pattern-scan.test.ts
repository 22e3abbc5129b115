import { describe, expect, it } from 'vitest';
import { scanPattern, splitSections } from '../../../../plugins/formulas/number-format/pattern-scan.js';

describe('scanPattern', () => {
  it('reads quoted text, escapes, brackets, spacing and fills as single pieces', () => {
    expect(scanPattern('[Red]"a;b"\\d_)*-0').map((p) => [p.kind, p.text])).toEqual([
      ['bracket', 'Red'], ['quoted', 'a;b'], ['escaped', 'd'], ['skip', ')'], ['fill', '-'], ['char', '0'],
    ]);
  });

  it('keeps an open quote or bracket as a plain character', () => {
    expect(scanPattern('"ab').map((p) => p.kind)).toEqual(['char', 'char', 'char']);
    expect(scanPattern('[Blue').map((p) => p.raw)).toEqual(['[', 'B', 'l', 'u', 'e']);
  });

  it('reads _\\x as a space the width of x', () => {
    expect(scanPattern('_\\)0')[0]).toEqual({ kind: 'skip', text: ')', raw: '_\\)' });
  });
});

describe('splitSections', () => {
  it('splits on semicolons that are not quoted, escaped or bracketed', () => {
    expect(splitSections('0;"a;b";[Red]0')).toEqual(['0', '"a;b"', '[Red]0']);
    expect(splitSections('0\\;0')).toEqual(['0\\;0']);
    expect(splitSections('0;;')).toEqual(['0', '', '']);
  });
});
