import { describe, expect, it } from 'vitest';
import { spokenFormula } from '../../../web/editor/formula-speech.js';

describe('spokenFormula', () => {
  it('reads the issue\'s example as Sheets speaks it', () => {
    expect(spokenFormula('=PMT(B2/12,B3*12,-B1)')).toBe('equals PMT of B2 over 12 comma B3 times 12 comma minus B1');
  });
  it('reads references, ranges and sheet references as written', () => {
    expect(spokenFormula('=SUM(A1:A3)+Sheet2!$B$2')).toBe('equals SUM of A1:A3 close paren plus Sheet2!$B$2');
    expect(spokenFormula("='My sheet'!A1>=2%")).toBe("equals 'My sheet'!A1 greater than or equal to 2 percent");
  });
  it('names comparison and text operators, and reads text between quotes', () => {
    expect(spokenFormula('=IF(A1<>1,"yes",B1&C1)')).toBe('equals IF of A1 not equal to 1 comma quote yes quote comma B1 ampersand C1');
    expect(spokenFormula('=A1<=B1')).toBe('equals A1 less than or equal to B1');
    expect(spokenFormula('=2^3')).toBe('equals 2 to the power of 3');
  });
  it('says a parenthesis that groups, and leaves those closing the formula unsaid', () => {
    expect(spokenFormula('=(A1+B1)*2')).toBe('equals open paren A1 plus B1 close paren times 2');
    expect(spokenFormula('=ROUND(SUM(A1:A3),2)')).toBe('equals ROUND of SUM of A1:A3 close paren comma 2');
  });
  it('reads array constants, spills, names and errors', () => {
    expect(spokenFormula('={1,2;3,4}')).toBe('equals open brace 1 comma 2 semicolon 3 comma 4 close brace');
    expect(spokenFormula('=SUM(A1#)')).toBe('equals SUM of A1 spill');
    expect(spokenFormula('=Rate*#N/A')).toBe('equals Rate times #N/A');
  });
  it('returns text that is no formula as it is', () => {
    expect(spokenFormula('1,264.14')).toBe('1,264.14');
    expect(spokenFormula('')).toBe('');
  });
});
