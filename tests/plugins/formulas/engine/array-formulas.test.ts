import { describe, expect, it } from 'vitest';
import type { Scalar } from '../../../../plugins/formulas/values.js';
import { Book, at } from './helpers.js';

/** A legacy array formula (Ctrl+Shift+Enter) typed into `area` of a book, as Excel's `{=...}`. */
function arrayFormula(book: Book, area: string, formula: string): Book {
  const [from, to = from] = area.split(':');
  const [top, left] = at(from);
  const [bottom, right] = at(to);
  book.engine.setCellContent(book.sheet, top, left, formula, { rows: bottom - top + 1, cols: right - left + 1 });
  return book;
}

/** The values of an area by rows, errors as their codes. */
function values(book: Book, area: string): Scalar[][] {
  const [from, to] = area.split(':');
  const [top, left] = at(from);
  const [bottom, right] = at(to);
  return Array.from({ length: bottom - top + 1 }, (_, r) =>
    Array.from({ length: right - left + 1 }, (_, c) => book.show(String.fromCharCode(65 + left + c) + (top + r + 1))),
  );
}

describe('engine: legacy array formulas fill exactly their area', () => {
  it('fills a result of the same size, cell by cell', () => {
    const book = arrayFormula(new Book().set('A1', 1).set('A2', 2).set('B1', 10).set('B2', 20), 'D1:E2', '=A1:B2*2');
    expect(values(book, 'D1:E2')).toEqual([[2, 20], [4, 40]]);
  });

  it('cuts a larger result to the area', () => {
    const book = arrayFormula(new Book(), 'A1:A2', '={1;2;3;4}');
    expect(values(book, 'A1:A4')).toEqual([[1], [2], [null], [null]]);
  });

  it('pads a smaller result with #N/A', () => {
    const book = arrayFormula(new Book(), 'A1:C3', '={1,2;3,4}');
    expect(values(book, 'A1:C3')).toEqual([[1, 2, '#N/A'], [3, 4, '#N/A'], ['#N/A', '#N/A', '#N/A']]);
  });

  it('repeats a one-row result down and a one-column result across', () => {
    const book = arrayFormula(arrayFormula(new Book(), 'A1:B3', '={1,2}'), 'D1:E2', '={7;8}');
    expect(values(book, 'A1:B3')).toEqual([[1, 2], [1, 2], [1, 2]]);
    expect(values(book, 'D1:E2')).toEqual([[7, 7], [8, 8]]);
  });

  it('fills every cell with a single value', () => {
    const book = arrayFormula(new Book().set('A1', 2).set('A2', 3).set('B1', 4).set('B2', 5), 'C1:D2', '=SUM(A1:A2*B1:B2)');
    expect(values(book, 'C1:D2')).toEqual([[23, 23], [23, 23]]);
  });

  it('in one cell shows the top-left value of an array result', () => {
    const book = arrayFormula(new Book(), 'A1', '={5,6;7,8}');
    expect(values(book, 'A1:B2')).toEqual([[5, null], [null, null]]);
  });

  it('shows empty referenced cells as 0', () => {
    const book = arrayFormula(new Book().set('A1', 1), 'B1:B3', '=A1:A3');
    expect(values(book, 'B1:B3')).toEqual([[1], [0], [0]]);
  });

  it('keeps a value typed into its area instead of giving #SPILL!, and fills the cell again once it is cleared', () => {
    const book = arrayFormula(new Book(), 'A1:A3', '={1;2;3}');
    book.set('A2', 'mine');
    expect(values(book, 'A1:A3')).toEqual([[1], ['mine'], [3]]);
    book.set('A2', null);
    expect(values(book, 'A1:A3')).toEqual([[1], [2], [3]]);
  });

  it('blocks a dynamic array spilling into its area, whichever came first', () => {
    const after = arrayFormula(new Book(), 'A2:A3', '={1;2}').set('A1', '=SEQUENCE(3)');
    const before = arrayFormula(new Book().set('A1', '=SEQUENCE(3)'), 'A2:A3', '={1;2}');
    for (const book of [after, before]) expect(values(book, 'A1:A3')).toEqual([['#SPILL!'], [1], [2]]);
  });

  it('leaves the cells where two areas overlap (Excel makes none) to the first in reading order', () => {
    const later = arrayFormula(arrayFormula(new Book(), 'A2:C2', '=2'), 'B1:C2', '=1');
    const sooner = arrayFormula(arrayFormula(new Book(), 'B1:C2', '=1'), 'A2:C2', '=2');
    for (const book of [later, sooner]) expect(values(book, 'A1:C2')).toEqual([[null, 1, 1], [2, 1, 1]]);
  });

  it('is read whole by a spill reference to its cell', () => {
    const book = arrayFormula(new Book(), 'A1:A3', '={1;2;3;4}').set('B1', '=SUM(A1#)');
    expect(book.get('B1')).toBe(6);
  });

  it('follows the cells it reads, and its readers follow it', () => {
    const book = arrayFormula(new Book().set('A1', 1).set('A2', 2), 'B1:B2', '=A1:A2*10').set('C1', '=B2+1');
    book.set('A2', 5);
    expect(values(book, 'B1:C2')).toEqual([[10, 51], [50, null]]);
  });

  it('empties its area when the formula goes, and becomes a dynamic array when typed again without an area', () => {
    const book = arrayFormula(new Book(), 'A1:A2', '={1;2;3}');
    book.engine.setCellContent(book.sheet, 0, 0, '={1;2;3}');
    expect(values(book, 'A1:A3')).toEqual([[1], [2], [3]]);
    book.set('A1', null);
    expect(values(book, 'A1:A3')).toEqual([[null], [null], [null]]);
  });
});
