import { describe, expect, it } from 'vitest';
import { Book } from './helpers.js';

function grid(): Book {
  const book = new Book();
  for (let r = 1; r <= 4; r++) for (const [i, c] of ['A', 'B', 'C', 'D'].entries()) book.set(`${c}${r}`, r * 10 + i);
  return book;
}

describe('engine: intersection and union of references', () => {
  it('intersects two ranges', () => {
    const book = grid().set('F1', '=SUM(A1:C3 B2:D4)').set('F2', '=B1:B4 A3:D3').set('F3', '=ROWS(A1:D2 A2:D4)');
    expect(book.get('F1')).toBe(21 + 22 + 31 + 32);
    expect(book.get('F2')).toBe(31);
    expect(book.get('F3')).toBe(1);
  });
  it('gives #NULL! to references that do not meet and #VALUE! to values', () => {
    const book = grid().set('F1', '=A1:A2 C3:C4').set('F2', '=SUM(A1 (1))');
    expect(book.show('F1')).toBe('#NULL!');
    expect(book.show('F2')).toBe('#VALUE!');
  });
  it('follows edits of the intersected cells', () => {
    const book = grid().set('F1', '=SUM(A1:C3 B2:D4)');
    book.set('C3', 100);
    expect(book.get('F1')).toBe(21 + 22 + 31 + 100);
  });
  it('sums, counts and averages a union of ranges', () => {
    const book = grid()
      .set('F1', '=SUM((A1:A3,C1:C3))')
      .set('F2', '=COUNT((A1,B2,C3:D4))')
      .set('F3', '=MAX((A1:A2,D4))')
      .set('F4', '=AVERAGE((A1,A1))');
    expect(book.get('F1')).toBe(10 + 20 + 30 + 12 + 22 + 32);
    expect(book.get('F2')).toBe(6);
    expect(book.get('F3')).toBe(43);
    expect(book.get('F4')).toBe(10);
    book.set('C2', 0);
    expect(book.get('F1')).toBe(10 + 20 + 30 + 12 + 0 + 32);
  });
  it('counts areas and indexes into one of them', () => {
    const book = grid().set('F1', '=AREAS((A1:B2,D4,C1))').set('F2', '=INDEX((A1:B2,C3:D4),2,1,2)').set('F3', '=INDEX((A1:B2,C3:D4),1,1,3)');
    expect(book.get('F1')).toBe(3);
    expect(book.get('F2')).toBe(42);
    expect(book.show('F3')).toBe('#REF!');
  });
  it('gives #VALUE! to a union where a value is wanted', () => {
    const book = grid().set('F1', '=(A1,B1)').set('F2', '=(A1,B1)+1').set('F3', '=ABS((A1,B1))').set('F4', '=SUM((A1,B1))+1');
    expect(book.show('F1')).toBe('#VALUE!');
    expect(book.show('F2')).toBe('#VALUE!');
    expect(book.show('F3')).toBe('#VALUE!');
    expect(book.get('F4')).toBe(22);
  });
  it('refuses a union of values or of two sheets', () => {
    const book = grid().set('F1', '=SUM((1,2))');
    book.engine.addSheet('Other');
    book.set('F2', '=SUM((A1,Other!A1))');
    expect(book.show('F1')).toBe('#VALUE!');
    expect(book.show('F2')).toBe('#VALUE!');
  });
});
