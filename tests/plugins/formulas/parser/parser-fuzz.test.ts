import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFormula } from '../../../../plugins/formulas/parser/index.js';

const PIECES = ['=', '(', ')', ',', ';', '{', '}', '"', "'", '!', ':', '$', '#', '-', '+', '^', '%', '&', '<', '>', 'A1', 'SUM', 'Sheet1', '1', '.5', 'e3', ' ', '#N/A', 'TRUE', '\u201C', '[', ']', '@', 'T1[', '[#Data]', '[#This Row]', "'["];

describe('parser: random input', () => {
  // How long a random string takes to parse is the bench's formulas.parse-random-3000.
  it('never throws on random strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const result = parseFormula(text);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 3000 },
    );
  });
  it('never throws on formula-like fragments', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }), (pieces) => {
        const result = parseFormula(pieces.join(''));
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 5000 },
    );
  });
});
