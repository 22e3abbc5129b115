import { describe, expect, it } from 'vitest';
import { r1c1ToA1 } from '../../../../plugins/formulas/parser/index.js';

/** Converted as if written in B5 (row 4, column 1, zero-based). */
const inB5 = (text: string) => r1c1ToA1(text, 4, 1);

describe('R1C1 references (INDIRECT with a1 FALSE)', () => {
  it('reads absolute cells and ranges', () => {
    expect(inB5('R1C1')).toBe('$A$1');
    expect(inB5('r3c28')).toBe('$AB$3');
    expect(inB5('R1C1:R2C3')).toBe('$A$1:$C$2');
  });
  it('reads coordinates relative to the formula cell', () => {
    expect(inB5('R[-1]C')).toBe('$B$4');
    expect(inB5('RC[2]')).toBe('$D$5');
    expect(inB5('RC')).toBe('$B$5');
    expect(inB5('R[+1]C[-1]:R[2]C')).toBe('$A$6:$B$7');
  });
  it('reads whole rows and columns', () => {
    expect(inB5('R2')).toBe('$2:$2');
    expect(inB5('R2:R4')).toBe('$2:$4');
    expect(inB5('C3')).toBe('$C:$C');
    expect(inB5('R')).toBe('$5:$5');
    expect(inB5('C[-1]:C')).toBe('$A:$B');
  });
  it('keeps a sheet name as written', () => {
    expect(inB5('Data!R1C2')).toBe('Data!$B$1');
    expect(inB5("'My data'!R1C1:R2C2")).toBe("'My data'!$A$1:$B$2");
  });
  it('refuses what is not R1C1 or falls off the sheet', () => {
    for (const text of ['A1', 'R0C1', 'R[-5]C', 'RC[-2]', 'R1C1:R2', 'R1:C1', 'Total', '', 'R1C1:R2C2:R3C3']) expect(inB5(text)).toBeUndefined();
  });
});
