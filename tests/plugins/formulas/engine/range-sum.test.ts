import { describe, expect, it } from 'vitest';
import { Book } from './helpers.js';

/** SUM over cells of a sheet adds the range's numbers itself (SheetRange.addNumbers), with SUM's rules. */
describe('SUM over a range of cells', () => {
  it('adds numbers in the order of the cells, row by row, continuing the total of the arguments before it', () => {
    const book = new Book().set('A1', 0.1).set('B1', 0.2).set('A2', 0.3).set('C1', 1).set('D1', 1);
    book.set('E1', '=SUM(A1:B2)').set('E2', '=SUM(1E16,C1:D1,-1E16)').set('E3', '=SUM(C1:D1,1E16,-1E16)').set('F1', '=SUM(0.1,0.2,0.3)');
    expect(book.get('E1')).toBe(book.get('F1'));
    // 1E16 first: each 1 after it is lost to rounding, as when the values are added one by one (a
    // range summed apart and then added would give 2).
    expect(book.get('E2')).toBe(0);
    expect(book.get('E3')).toBe(2);
  });

  it('skips text, booleans and empty cells, and gives the first error row by row', () => {
    const book = new Book().set('A1', 'x').set('B1', true).set('A2', 4).set('C2', 5);
    book.set('E1', '=SUM(A1:C2)');
    expect(book.get('E1')).toBe(9);
    book.set('C1', '=1/0').set('A2', '=NA()');
    expect(book.show('E1')).toBe('#DIV/0!');
    book.set('C1', 1);
    expect(book.show('E1')).toBe('#N/A');
  });

  it('reads formulas inside the range at their new values, computed on read if need be', () => {
    const book = new Book().set('A1', 2).set('B1', '=A1*10').set('C1', '=SUM(A1:B1)').set('D1', '=C1+SUM(B1:B1)');
    expect(book.get('D1')).toBe(42);
    book.set('A1', 3);
    expect(book.get('C1')).toBe(33);
    expect(book.get('D1')).toBe(63);
  });

  it('gives 0 for a range beyond the cells the sheet holds', () => {
    const book = new Book().set('A1', 1).set('B1', '=SUM(X100:Z200)');
    expect(book.get('B1')).toBe(0);
  });
});
