import { describe, expect, it } from 'vitest';
import { Book, evaluate } from '../../engine/helpers.js';

/**
 * The text, date, logical and information functions through the real parser and engine: argument
 * modes, lazy thunks, lifting and date-text coercion as formulas use them.
 */
describe('through the engine', () => {
  it.each([
    ['="1/2/2024"+1', 45294],
    ['=YEAR("2024-05-01")', 2024],
    ['=IF("abc",1,2)', '#VALUE!'],
    ['=IF(1/0>1,1,2)', '#DIV/0!'],
    ['=IFERROR(1/0,"x")', 'x'],
    ['=IFS(1,2,3)', '#N/A'],
    ['=IF(TRUE,1,2,3)', '#N/A'],
    ['=SUM(IF({1,0,1},{1,2,3},0))', 4],
    ['=CHOOSE(2,"a","b")', 'b'],
    ['=TEXT(1234.5,"#,##0.00")', '1,234.50'],
    ['=TEXT(DATE(2024,3,9),"mmm d, yyyy")', 'Mar 9, 2024'],
    ['=LEFT("abc",)', ''],
    ['=ISNUMBER(1/0)', false],
    ['=ISERROR(NA())', true],
    ['=TEXTJOIN(",",TRUE,{1,2,3})', '1,2,3'],
    ['=ROWS(TEXTSPLIT("a,b;c",",",";"))', 2],
    ['=DATEVALUE("2024-01-02")', 45293],
    ['=NETWORKDAYS(DATE(2024,1,1),DATE(2024,1,31))', 23],
    ['=SWITCH(2,1,"one",2,"two","other")', 'two'],
  ] as const)('%s → %j', (formula, expected) => {
    expect(evaluate(formula)).toBe(expected);
  });

  it('reads ranges: IS* per cell, CELL and ISREF on references, joins over ranges', () => {
    const book = new Book()
      .set('B1', 5)
      .set('B2', 'x')
      .set('A1', '=SUMPRODUCT(--ISTEXT(B1:B3))')
      .set('A2', '=TEXTJOIN("-",FALSE,B1:B3)')
      .set('A3', '=CONCAT(B1:B3)')
      .set('A4', '=ISBLANK(B3)')
      .set('A5', '=CELL("address",C5)')
      .set('A6', '=ISREF(B1)')
      .set('A7', '=AND(B1:B3)');
    expect(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7'].map((a) => book.show(a))).toEqual([1, '5-x-', '5x', true, '$C$5', true, true]);
  });

  it('TODAY and NOW follow the engine clock', () => {
    const book = new Book({ now: () => new Date(2024, 0, 1, 18, 0, 0) }).set('A1', '=NOW()').set('A2', '=TODAY()');
    expect([book.show('A1'), book.show('A2')]).toEqual([45292.75, 45292]);
  });
});
