import { describe, expect, it } from 'vitest';
import { Book } from './helpers.js';

/** Evaluations made by `edit` (the engine counts every formula it computes). */
function evaluationsOf(book: Book, edit: () => void): number {
  const before = book.engine.evaluations;
  edit();
  return book.engine.evaluations - before;
}

describe('engine: a pass with the seeds of the last one replays its order', () => {
  it('recomputes a repeated edit of one input the same way, pruning included', () => {
    const book = new Book().set('A1', 1).set('B1', '=A1>0').set('C1', '=IF(B1,"yes","no")').set('D1', '=A1*2').set('E1', '=D1&C1');
    expect(book.get('E1')).toBe('2yes');
    for (const [input, e1] of [[2, '4yes'], [3, '6yes'], [-1, '-2no'], [4, '8yes']] as const) {
      const count = evaluationsOf(book, () => {
        book.set('A1', input);
        expect(book.get('E1')).toBe(e1);
      });
      // B1 and D1 always; C1 only when B1 flips; E1 after D1
      expect(count).toBe(input === -1 || input === 4 ? 4 : 3);
    }
  });

  it('recomputes a 10,000-long chain on every edit of its root', () => {
    const book = new Book().set('A1', 1);
    const cells: [number, number, string][] = [];
    for (let i = 2; i <= 10_000; i++) cells.push([i - 1, 0, `=A${i - 1}+1`]);
    book.engine.setCells(book.sheet, cells);
    for (const root of [5, 6, 5, 7]) {
      book.set('A1', root);
      expect(book.get('A10000')).toBe(root + 9_999);
    }
  });

  it('sees a formula added between two edits of the same cell', () => {
    const book = new Book().set('A1', 1).set('B1', '=A1+1');
    book.set('A1', 2);
    expect(book.get('B1')).toBe(3);
    book.set('A1', 3);
    book.set('C1', '=B1*10').set('D1', '=SUM(A1:B1)');
    expect(book.get('C1')).toBe(40);
    book.set('A1', 4);
    expect(book.get('C1')).toBe(50);
    expect(book.get('D1')).toBe(9);
    book.set('A1', 5);
    expect(book.get('C1')).toBe(60);
    expect(book.get('D1')).toBe(11);
  });

  it('forgets a formula removed between two edits of the same cell', () => {
    const book = new Book().set('A1', 1).set('B1', '=A1+1').set('C1', '=B1*10');
    book.set('A1', 2);
    expect(book.get('C1')).toBe(30);
    book.set('A1', 3);
    expect(book.get('C1')).toBe(40);
    book.set('B1', 100);
    book.set('A1', 4);
    expect(book.get('C1')).toBe(1000);
    expect(book.get('B1')).toBe(100);
  });

  it('follows a spill that grows and shrinks between edits of the same cell', () => {
    const book = new Book().set('A1', 2).set('B1', '=SEQUENCE(A1)').set('C3', '=B3+1');
    expect(book.get('C3')).toBe(1);
    for (const [n, c3] of [[3, 4], [2, 1], [3, 4], [3, 4], [2, 1]] as const) {
      book.set('A1', n);
      expect(book.get('C3')).toBe(c3);
    }
  });

  it('still computes volatile formulas last, with the order walked again', () => {
    const book = new Book().set('A1', 1).set('B1', '=A1*2').set('C1', '=INDIRECT("B1")+A1');
    for (const input of [2, 3, 2]) {
      book.set('A1', input);
      expect(book.get('C1')).toBe(input * 3);
    }
  });

  it('keeps giving #REF! to a cycle fed by the edited cell', () => {
    const book = new Book().set('A1', 1).set('B1', '=A1+C1').set('C1', '=B1');
    for (const input of [2, 3]) {
      book.set('A1', input);
      expect(book.show('B1')).toBe('#REF!');
    }
    book.set('C1', 10);
    book.set('A1', 4);
    expect(book.get('B1')).toBe(14);
  });
});
