import { describe, expect, it } from 'vitest';
import { BUILTIN_FUNCTIONS } from '../../../web/editor/formula-catalogue.js';
import { applySuggestion, closeParentheses, cycleAnchoring, formulaReferences, pickedReferenceText, referenceExpected, referenceText, suggestions, wordAtCaret, type SpillSizeOf } from '../../../web/editor/formula-text.js';

describe('formula text helpers', () => {
  it('expects a reference after =, (, comma and operators only', () => {
    expect(referenceExpected('=', 1)).toBe(true);
    expect(referenceExpected('=SUM(', 5)).toBe(true);
    expect(referenceExpected('=SUM(A1, ', 9)).toBe(true);
    expect(referenceExpected('=A1+', 4)).toBe(true);
    expect(referenceExpected('=A1', 3)).toBe(false);
    expect(referenceExpected('A1+', 3)).toBe(false);
    expect(referenceExpected('=A1%', 4)).toBe(false);
  });
  it('colours references, one colour per distinct reference', () => {
    const refs = formulaReferences('=A1+B2:C3+a1+$A$1');
    expect(refs.map((r) => r.color)).toEqual([refs[0].color, refs[1].color, refs[0].color, refs[0].color]);
    expect(refs[1].range).toEqual({ top: 1, left: 1, bottom: 2, right: 2 });
  });
  it('highlights a spill reference over the array its cell spills now, or the cell alone', () => {
    const spills: SpillSizeOf = (sheet, row, col) => (row === 0 && col === 0 ? { rows: 3, cols: 2 } : sheet === 'Data' && row === 1 && col === 1 ? { rows: 4, cols: 1 } : undefined);
    const refs = formulaReferences('=SUM(A1#)+Data!B2#+C5#+A1', spills);
    expect(refs.map((r) => [r.start, r.end, r.sheet, r.range])).toEqual([
      [5, 8, undefined, { top: 0, left: 0, bottom: 2, right: 1 }],
      [10, 18, 'Data', { top: 1, left: 1, bottom: 4, right: 1 }],
      [19, 22, undefined, { top: 4, left: 2, bottom: 4, right: 2 }],
      [23, 25, undefined, { top: 0, left: 0, bottom: 0, right: 0 }],
    ]);
    // A1# and A1 are different references, so they get different colours.
    expect(refs[0].color).not.toBe(refs[3].color);
  });
  it('writes a pick of exactly a spilled array as its spill reference', () => {
    const spills: SpillSizeOf = (_sheet, row, col) => (row === 1 && col === 1 ? { rows: 3, cols: 1 } : undefined);
    expect(pickedReferenceText({ top: 1, left: 1, bottom: 3, right: 1 }, spills)).toBe('B2#');
    expect(pickedReferenceText({ top: 1, left: 1, bottom: 2, right: 1 }, spills)).toBe('B2:B3');
    expect(pickedReferenceText({ top: 1, left: 1, bottom: 1, right: 1 }, spills)).toBe('B2');
    expect(pickedReferenceText({ top: 0, left: 0, bottom: 2, right: 0 }, spills)).toBe('A1:A3');
  });
  it('F4 cycles anchoring of the reference at the caret', () => {
    expect(cycleAnchoring('=A1+B2', 3)).toEqual({ text: '=$A$1+B2', caret: 5 });
    expect(cycleAnchoring('=$A$1', 5)?.text).toBe('=A$1');
    expect(cycleAnchoring('=A$1', 4)?.text).toBe('=$A1');
    expect(cycleAnchoring('=$A1', 4)?.text).toBe('=A1');
    expect(cycleAnchoring('=Sheet2!A1:B2', 13)?.text).toBe('=Sheet2!$A$1:$B$2');
    expect(cycleAnchoring('=1+2', 3)).toBeUndefined();
  });
  it('suggests up to 8 functions and names by prefix', () => {
    expect(wordAtCaret('=SU', 3)).toEqual({ start: 1, word: 'SU' });
    expect(wordAtCaret('="su', 4)).toBeUndefined();
    const functions = ['SUM', 'SUMIF', 'SIN', 'SQRT', 'STDEV', 'SEARCH', 'SECOND', 'SIGN', 'SINH'].map((name) => ({ name, syntax: `${name}(x)`, description: 'Does.' }));
    const list = suggestions('s', functions, [{ name: 'Sales', range: 'Sheet1!A1:A9' }]);
    expect(list).toHaveLength(8);
    expect(list[0]).toEqual({ name: 'SUM', kind: 'function', detail: 'SUM(x)', description: 'Does.' });
    expect(list.map((item) => item.name)).toEqual(['SUM', 'SUMIF', 'Sales', 'SIN', 'SQRT', 'STDEV', 'SEARCH', 'SECOND']);
    expect(applySuggestion('=su', 3, 1, { name: 'SUM', kind: 'function' })).toEqual({ text: '=SUM(', caret: 5 });
  });
  it('writes picked areas', () => {
    expect(referenceText({ top: 0, left: 0, bottom: 0, right: 0 })).toBe('A1');
    expect(referenceText({ top: 1, left: 1, bottom: 3, right: 2 }, "'My Sheet'!")).toBe("'My Sheet'!B2:C4");
  });
  it('ranks as Sheets does: the name typed in full, then the common functions, then the template\'s names, then the rest', () => {
    const names = (word: string, defined: { name: string }[] = []) => suggestions(word, BUILTIN_FUNCTIONS, defined).map((item) => item.name);
    expect(names('su').slice(0, 4)).toEqual(['SUM', 'SUMIF', 'SUMIFS', 'SUMPRODUCT']);
    expect(names('su')).toContain('SUBSTITUTE');
    expect(names('i')[0]).toBe('IF');
    expect(names('co').slice(0, 3)).toEqual(['COUNT', 'COUNTIF', 'CONCATENATE']);
    // A name typed in full comes first, a named range's as much as a function's.
    expect(names('sumif')[0]).toBe('SUMIF');
    expect(names('sub', [{ name: 'Subtotal_rate' }]).slice(0, 3)).toEqual(['SUBSTITUTE', 'SUBTOTAL', 'Subtotal_rate']);
    expect(names('total', [{ name: 'Total' }, { name: 'Totals' }])).toEqual(['Total', 'Totals']);
  });
  it('closes the parentheses a formula leaves open, as Sheets does on Enter', () => {
    expect(closeParentheses('=SUM(E2:E6')).toBe('=SUM(E2:E6)');
    expect(closeParentheses('=IF(A1>0,ROUND(B1,2')).toBe('=IF(A1>0,ROUND(B1,2))');
    expect(closeParentheses('=SUM(E2:E6 ')).toBe('=SUM(E2:E6)');
    // Parentheses in strings do not count; balanced or over-closed formulas and text are left as typed.
    expect(closeParentheses('=CONCAT("(",A1')).toBe('=CONCAT("(",A1)');
    expect(closeParentheses('=SUM(A1)')).toBe('=SUM(A1)');
    expect(closeParentheses('=SUM(A1))')).toBe('=SUM(A1))');
    expect(closeParentheses('(not a formula')).toBe('(not a formula');
    expect(closeParentheses('="unterminated (')).toBe('="unterminated (');
  });
});
