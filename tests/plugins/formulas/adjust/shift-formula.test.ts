import { describe, expect, it } from 'vitest';
import { shiftFormula } from '../../../../plugins/formulas/adjust/shift-formula.js';
import { parseFormula } from '../../../../plugins/formulas/parser/index.js';

/** [formula, rows, cols, shifted]: as Excel writes a formula copied or filled that far. */
const CASES: readonly (readonly [string, number, number, string])[] = [
  // Inside the sheet: relative parts move, anchored ones stay.
  ['=A1+$B$2+C$3+$D4', 2, 1, '=B3+$B$2+D$3+$D6'],
  ['=SUM(A1:B2)*Sheet2!A1', 1, 0, '=SUM(A2:B3)*Sheet2!A2'],
  ['="A1"&A1', 1, 0, '="A1"&A2'],
  ['=A1048575', 1, 0, '=A1048576'],
  ['=ZZY1', 0, 1, '=ZZZ1'],
  // Above row 1 or left of column A.
  ['=A1', -1, 0, '=#REF!'],
  ['=B1', 0, -2, '=#REF!'],
  ['=Sheet2!A1+1', -1, 0, '=#REF!+1'],
  // Past the last row (1,048,576) or column (ZZZ, the sheet's 18,278th).
  ['=B1048576', 4, 0, '=#REF!'],
  ['=B1048573+B1', 4, 0, '=#REF!+B5'],
  ['=ZZZ1', 0, 1, '=#REF!'],
  ['=ZZX1*2', 0, 3, '=#REF!*2'],
  ["='My Sheet'!B1048576", 1, 0, '=#REF!'],
  // A range with one corner off the sheet is #REF! whole.
  ['=SUM(A1:B1048576)', 1, 0, '=SUM(#REF!)'],
  ['=SUM(A2:B9)', -2, 0, '=SUM(#REF!)'],
  ['=SUM(ZZA1:ZZZ1)', 0, 1, '=SUM(#REF!)'],
  // Anchored parts never leave: only the relative part is checked.
  ['=$B$1048576+B$1048576', 5, 0, '=$B$1048576+B$1048576'],
  ['=$ZZZ1', 0, 9, '=$ZZZ1'],
  ['=ZZZ$1', 9, 0, '=ZZZ$1'],
  // Whole columns move only across, whole rows only down.
  ['=SUM(A:A)', 5, 0, '=SUM(A:A)'],
  ['=SUM(ZZZ:ZZZ)', 0, 1, '=SUM(#REF!)'],
  ['=SUM(1048576:1048576)', 1, 0, '=SUM(#REF!)'],
  ['=SUM(3:3)', 0, 7, '=SUM(3:3)'],
  // A spill reference pushed off is #REF! whole: `#REF!#` would not parse.
  ['=SUM(A1#)', -1, 0, '=SUM(#REF!)'],
  ['=SUM(Sheet2!A1048576#)', 1, 0, '=SUM(#REF!)'],
  ['=SUM(A1#)', 1, 0, '=SUM(A2#)'],
];

describe('shiftFormula: copying and filling a formula', () => {
  it.each(CASES)('%s by %i rows, %i columns is %s', (formula, rows, cols, shifted) => {
    expect(shiftFormula(formula, rows, cols)).toBe(shifted);
    expect(parseFormula(shifted).ok).toBe(true);
  });
});
