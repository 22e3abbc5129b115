import { describe, expect, it } from 'vitest';
import { Book } from './helpers.js';

describe('engine: spilled arrays', () => {
  it('spills an array constant right and down', () => {
    const book = new Book().set('A1', '={1,2;3,4}');
    expect([book.get('A1'), book.get('B1'), book.get('A2'), book.get('B2')]).toEqual([1, 2, 3, 4]);
  });
  it('updates dependents of spilled cells', () => {
    const book = new Book().set('A1', 1).set('A2', 2).set('B1', '=A1:A2*10').set('C1', '=B2+1');
    expect(book.get('C1')).toBe(21);
    book.set('A2', 5);
    expect(book.get('B2')).toBe(50);
    expect(book.get('C1')).toBe(51);
  });
  it('gives #SPILL! when blocked, and spills again when the blocker goes', () => {
    const book = new Book().set('B2', 'x').set('A1', '={1,2;3,4}');
    expect(book.show('A1')).toBe('#SPILL!');
    expect(book.get('B1')).toBe(null);
    book.set('B2', null);
    expect(book.get('A1')).toBe(1);
    expect(book.get('B2')).toBe(4);
  });
  it('spills once the array blocking it goes or shrinks away', () => {
    const book = new Book().set('C1', 3).set('B1', '=SEQUENCE(C1)').set('A2', '={7,8}');
    expect(book.show('A2')).toBe('#SPILL!');
    book.set('C1', 1);
    expect([book.show('A2'), book.show('B2')]).toEqual([7, 8]);
    book.set('C1', 3);
    expect(book.show('B1')).toBe('#SPILL!');
    book.set('A2', null);
    expect(book.show('B3')).toBe(3);
  });
  it('is blocked by typing into its area', () => {
    const book = new Book().set('A1', '={1;2;3}');
    expect(book.get('A3')).toBe(3);
    book.set('A2', 'mine');
    expect(book.show('A1')).toBe('#SPILL!');
    expect(book.get('A2')).toBe('mine');
    expect(book.get('A3')).toBe(null);
  });
  it('shrinks and grows with its result, and readers of new cells follow', () => {
    const book = new Book().set('C1', 2).set('A1', '=SEQUENCE(C1)').set('B5', '=A4&"!"');
    expect(book.get('A2')).toBe(2);
    expect(book.get('B5')).toBe('!');
    book.set('C1', 4);
    expect(book.get('A4')).toBe(4);
    expect(book.get('B5')).toBe('4!');
    book.set('C1', 1);
    expect(book.get('A2')).toBe(null);
    expect(book.get('B5')).toBe('!');
  });
  it('lets SUM read a spilled range', () => {
    const book = new Book().set('A1', '={1;2;3}').set('B1', '=SUM(A1:A3)');
    expect(book.get('B1')).toBe(6);
  });
});

describe('engine: removing a spilling formula', () => {
  it('empties its area and updates the readers of it', () => {
    const book = new Book().set('A1', '={1;2;3}').set('B3', '=A3*2');
    expect(book.get('B3')).toBe(6);
    book.set('A1', null);
    expect(book.get('A3')).toBe(null);
    expect(book.get('B3')).toBe(0);
  });
});

describe('engine: references as results', () => {
  it('shows empty referenced cells as 0, in one cell or spilled', () => {
    const book = new Book().set('A1', 1).set('A3', 3).set('B1', '=A1:A3').set('C1', '=OFFSET(A2,0,0)');
    expect([book.get('B1'), book.get('B2'), book.get('B3')]).toEqual([1, 0, 3]);
    expect(book.get('C1')).toBe(0);
  });
});
