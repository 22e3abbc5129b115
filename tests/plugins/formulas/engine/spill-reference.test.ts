import { describe, expect, it } from 'vitest';
import { parseFormula, toFormulaText } from '../../../../plugins/formulas/parser/index.js';
import { Book } from './helpers.js';

/** A1 spills SEQUENCE(B1) down; B1 starts at 3. */
function book(): Book {
  return new Book().set('B1', 3).set('A1', '=SEQUENCE(B1)');
}

describe('spill references A1#', () => {
  it('parse and write back as typed', () => {
    for (const text of ['A1#', 'SUM($A$1#)', "'My sheet'!B2#*2", 'Sheet2!A1#']) {
      const parsed = parseFormula(text);
      expect(parsed.ok && toFormulaText(parsed.ast)).toBe(text);
    }
    expect(parseFormula('A1:B2#').ok).toBe(false);
  });

  it('refer to the current spill area inside functions and operators', () => {
    const b = book().set('C1', '=SUM(A1#)').set('D1', '=ROWS(A1#)').set('E1', '=A1#*10').set('G1', '=INDEX(A1#,2)');
    expect([b.show('C1'), b.show('D1'), b.show('E1'), b.show('E2'), b.show('E3'), b.show('G1')]).toEqual([6, 3, 10, 20, 30, 2]);
  });

  it('follow the spill as it grows and shrinks', () => {
    const b = book().set('C1', '=SUM(A1#)').set('D1', '=ROWS(A1#)').set('E1', '=A1#*10');
    b.set('B1', 5);
    expect([b.show('C1'), b.show('D1'), b.show('E5')]).toEqual([15, 5, 50]);
    b.set('B1', 2);
    expect([b.show('C1'), b.show('D1'), b.show('E2'), b.get('E3')]).toEqual([3, 2, 20, null]);
    b.set('B1', 1); // a one-element array is a spill of its own cell
    expect([b.show('C1'), b.show('D1')]).toEqual([1, 1]);
  });

  it('give #REF! when the cell does not spill (a value, a plain formula, a blocked spill)', () => {
    const b = book().set('C1', '=SUM(B1#)').set('D1', '=A1#').set('F1', '=1+1').set('F2', '=F1#');
    expect([b.show('C1'), b.show('F2')]).toEqual(['#REF!', '#REF!']);
    b.set('A3', 'x'); // blocks A1's spill
    expect([b.show('A1'), b.show('D1')]).toEqual(['#SPILL!', '#REF!']);
    b.set('A3', null);
    expect(b.show('D1')).toBe(1);
  });

  it('read other sheets, and give #REF! for a sheet that does not exist', () => {
    const b = book();
    const other = b.engine.addSheet('Other');
    b.engine.setCellContent(other, 0, 0, '=SUM(Sheet1!A1#)');
    b.engine.setCellContent(other, 1, 0, '=SUM(Gone!A1#)');
    expect([b.engine.getValue(other, 0, 0), String(b.engine.getValue(other, 1, 0))]).toEqual([6, '#REF!']);
    b.set('B1', 4);
    expect(b.engine.getValue(other, 0, 0)).toBe(10);
  });
});
