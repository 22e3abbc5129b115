import { describe, expect, it } from 'vitest';
import { Book } from './helpers.js';

/** Formulas typed in C1 of a book with A1 = 5, A2 = "x", A3 = 7 (B is empty): [formula, Excel's value]. */
function table(rows: readonly (readonly [string, unknown])[]): void {
  for (const [formula, expected] of rows) {
    it(`${formula} is ${JSON.stringify(expected)}`, () => {
      const book = new Book().set('A1', 5).set('A2', 'x').set('A3', 7).set('C1', formula);
      expect(book.show('C1')).toEqual(expected);
    });
  }
}

describe('empty arguments and empty results (Excel)', () => {
  table([
    ['=IF(2>1,,"x")', 0],
    ['=IF(1>2,"x",)', 0],
    ['=IFERROR(B1,"x")', 0],
    ['=IFNA(B1,"x")', 0],
    ['=IF(TRUE,B1)', 0],
    ['=CHOOSE(2,1,)', 0],
    ['=CHOOSE(2,1,B1)', 0],
    ['=INDEX(B1:B3,2)', 0],
    ['=B1', 0],
    ['=(B1)', 0],
    ['=LET(v,B1,v)', 0],
    ['=B1&""', ''],
    ['=LEN(B1)', 0],
    ['=MAX(,-1)', 0],
    ['=SUM(,1)', 1],
    ['=AVERAGE(,2)', 1],
    ['=COUNT(,1)', 2],
    ['=ROUND(1.5,)', 2],
    ['=LEFT("abc",)', ''],
    ['=CONCAT("a",,"b")', 'ab'],
    ['=IF(,1,2)', 2],
    ['=MATCH(7,A1:A3,)', 3],
    ['=MATCH(6,A1:A3,)', '#N/A'],
    ['=FIND("a","abc",)', '#VALUE!'],
  ]);

  it('an array result shows its empty elements as 0', () => {
    const book = new Book().set('A1', 5).set('C1', '=IF({1;1},A1:A2,"")');
    expect([book.show('C1'), book.show('C2')]).toEqual([5, 0]);
  });

  it('a product function that means "nothing" keeps its empty result', () => {
    const book = new Book().set('C1', '=INPUT("missing")').set('C2', '=HIDEROW(FALSE)');
    expect([book.get('C1'), book.get('C2')]).toEqual([null, null]);
  });
});

describe('numbers as text (Excel writes 15 significant digits)', () => {
  table([
    ['=1E+20&""', '1E+20'],
    ['=-1E+20&""', '-1E+20'],
    ['=1E+15&""', '1E+15'],
    ['=999999999999999&""', '999999999999999'],
    ['=2^50&""', '1.12589990684262E+15'],
    ['=2^49&""', '562949953421312'],
    ['=1/3&""', '0.333333333333333'],
    ['=0.1+0.2&""', '0.3'],
    ['=0.00001&""', '0.00001'],
    ['=1E-10&""', '1E-10'],
    ['=1.5E+300&""', '1.5E+300'],
    ['=12345678901234567890&""', '1.23456789012346E+19'],
  ]);
});

describe('powers of negative numbers', () => {
  table([
    ['=POWER(-8,1/3)', '#NUM!'],
    ['=(-8)^(1/3)', '#NUM!'],
    ['=POWER(-8,3)', -512],
    ['=POWER(-2,-2)', 0.25],
    ['=POWER(-2,0.5)', '#NUM!'],
  ]);
});

describe('the & operator refuses text over 32,767 characters, as CONCAT does', () => {
  table([
    ['=LEN(REPT("a",32767)&"")', 32767],
    ['=LEN(REPT("a",32767)&"b")', '#VALUE!'],
    ['=LEN(REPT("a",20000)&REPT("b",20000))', '#VALUE!'],
    ['=LEN(CONCAT(REPT("a",20000),REPT("b",20000)))', '#VALUE!'],
    ['=ISERROR(REPT("a",40000)&"")', true],
  ]);
});

describe('implicit intersection @', () => {
  table([
    ['=@A1', 5],
    ['=@A1:A3', 5],
    ['=@A1:A3+1', 6],
    ['=-@A1:A3', -5],
    ['=@A1:B1', '#VALUE!'],
    ['=@A2:A3', '#VALUE!'],
    ['=@D1:E1', '#VALUE!'],
    ['=@{4,5;6,7}', 4],
    ['=@"text"', 'text'],
    ['=SUM(@A1:A3)', 5],
  ]);

  it('takes the cell in the formula\'s own row', () => {
    const book = new Book().set('A1', 5).set('A2', 6).set('A3', 7).set('C3', '=@A1:A3*10').set('D1', '=@C1:E1');
    expect(book.show('C3')).toBe(70);
    expect(book.show('D1')).toBe('#REF!'); // D1 reads itself: a cycle
  });
});
