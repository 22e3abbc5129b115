import { describe, expect, it } from 'vitest';
import { shiftFormula } from '../../../plugins/formulas/adjust/shift-formula.js';
import { autofill } from '../../../web/editor/autofill.js';
import { fillTarget } from '../../../web/editor/use-fill-handle.js';
import { edgeScrollDelay, pastEdges } from '../../../web/editor/use-edge-scroll.js';

describe('autofill (SPEC section 4 "Fill handle")', () => {
  it('shifts relative references and keeps anchored ones', () => {
    expect(shiftFormula('=A1+$B$2+C$3+$D4', 2, 1)).toBe('=B3+$B$2+D$3+$D6');
    expect(shiftFormula('=SUM(A1:B2)*Sheet2!A1', 1, 0)).toBe('=SUM(A2:B3)*Sheet2!A2');
    expect(shiftFormula('=A1', -1, 0)).toBe('=#REF!');
    expect(shiftFormula('="A1"&A1', 1, 0)).toBe('="A1"&A2');
  });
  it('continues a numeric trend, one step for a single cell, backwards too', () => {
    expect(autofill([{ text: '1', number: 1 }, { text: '3', number: 3 }], 3, false, 'rows')).toEqual(['5', '7', '9']);
    expect(autofill([{ text: '5', number: 5 }], 2, false, 'rows')).toEqual(['6', '7']);
    expect(autofill([{ text: '5', number: 5 }], 2, true, 'rows')).toEqual(['4', '3']);
    expect(autofill([{ text: '0.1', number: 0.1 }, { text: '0.2', number: 0.2 }], 1, false, 'rows')).toEqual(['0.3']);
  });
  it('repeats text and shifts formulas by their distance', () => {
    expect(autofill([{ text: 'a' }, { text: 'b' }], 3, false, 'rows')).toEqual(['a', 'b', 'a']);
    expect(autofill([{ text: '=A1*2' }], 2, false, 'rows')).toEqual(['=A2*2', '=A3*2']);
    expect(autofill([{ text: '=A1*2' }], 2, false, 'cols')).toEqual(['=B1*2', '=C1*2']);
    // Past the sheet's last row or column, or before its first, a reference is #REF! (shift-formula.test.ts).
    expect(autofill([{ text: '=A1048575*2' }], 2, false, 'rows')).toEqual(['=A1048576*2', '=#REF!*2']);
    expect(autofill([{ text: '=ZZZ1' }, { text: '=A1' }], 2, true, 'cols')).toEqual(['=#REF!', '=ZZX1']);
  });
  it('fills along the axis the drag went furthest', () => {
    const area = { top: 0, left: 0, bottom: 1, right: 1 };
    expect(fillTarget(area, { row: 5, col: 2 })).toEqual({ top: 2, left: 0, bottom: 5, right: 1 });
    expect(fillTarget(area, { row: 1, col: 4 })).toEqual({ top: 0, left: 2, bottom: 1, right: 4 });
    expect(fillTarget(area, { row: 1, col: 1 })).toBeUndefined();
  });
});

describe('edge scrolling (SPEC section 9)', () => {
  it('starts at 500 ms, 50 ms faster per 3 px, never under 50 ms', () => {
    expect(edgeScrollDelay(0)).toBe(500);
    expect(edgeScrollDelay(3)).toBe(450);
    expect(edgeScrollDelay(29)).toBe(50);
    expect(edgeScrollDelay(300)).toBe(50);
  });
  it('measures how far past the body the pointer is', () => {
    expect(pastEdges(500, 300, 1000, 600, 1)).toEqual({ dx: 0, dy: 0 });
    expect(pastEdges(1010, 300, 1000, 600, 1)).toEqual({ dx: 10, dy: 0 });
    expect(pastEdges(10, 5, 1000, 600, 1)).toEqual({ dx: -36, dy: -19 });
  });
});

describe('Ctrl+D copies without a trend', () => {
  it('repeats numbers and shifts formulas', () => {
    expect(autofill([{ text: '5', number: 5 }], 2, false, 'rows', false)).toEqual(['5', '5']);
    expect(autofill([{ text: '=A1' }], 1, false, 'rows', false)).toEqual(['=A2']);
  });
});
