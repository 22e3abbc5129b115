import { describe, expect, it } from 'vitest';
import { Book, evaluate } from './helpers.js';

describe('engine: hostile input gives error values, never a hang or a crash', () => {
  it('deep nesting', () => {
    expect(evaluate(`=${'('.repeat(10_000)}1${')'.repeat(10_000)}`)).toBe('#ERROR!');
    expect(evaluate(`=${'ABS('.repeat(5_000)}1${')'.repeat(5_000)}`)).toBe('#ERROR!');
    expect(evaluate(`=${'-'.repeat(100_000)}1`)).toBe('#ERROR!');
    expect(evaluate(`=${'ABS('.repeat(150)}-1${')'.repeat(150)}`)).toBe(1);
  });
  it('10,000-argument calls', () => {
    const custom = `=CHOOSE(1,${Array.from({ length: 10_000 }, (_, i) => i + 1).join(',')})`;
    const value = evaluate(custom);
    expect(value === 1 || value === '#NAME?' || value === '#N/A').toBe(true);
    expect(evaluate(`=ROW(${Array.from({ length: 10_000 }, () => 'B1').join(',')})`)).toBe('#N/A');
  });
  // What they cost is the bench's engine.huge-ranges.
  it('huge ranges over a sheet of few cells', () => {
    const book = new Book().set('B2', 5).set('A2', '=ROWS(B2:ZZZ1000000)').set('A1', '=SUM(B1:ZZZ1000000)');
    expect(book.get('A1')).toBe(5);
    expect(book.get('A2')).toBe(999_999);
    book.set('D5', 1);
    expect(book.get('A1')).toBe(6);
  });
  it('unterminated strings and unknown functions', () => {
    expect(evaluate('="abc')).toBe('#ERROR!');
    expect(evaluate("='abc")).toBe('#ERROR!');
    expect(evaluate('=UNKNOWNFN(1,2)')).toBe('#NAME?');
  });
  it('self reference through INDIRECT and OFFSET', () => {
    expect(evaluate('=INDIRECT("A1")+1')).toBe('#REF!');
    expect(evaluate('=OFFSET(A2,-1,0)+1')).toBe('#REF!');
    const book = new Book().set('A1', '=INDIRECT("B1")').set('B1', '=INDIRECT("A1")');
    expect(book.show('A1')).toBe('#REF!');
    expect(book.show('B1')).toBe('#REF!');
  });
  it('a long chain read through INDIRECT does not overflow the stack', () => {
    const book = new Book().set('A1', 1);
    const cells: [number, number, string][] = [];
    for (let i = 2; i <= 20_000; i++) cells.push([i - 1, 0, `=A${i - 1}+1`]);
    book.engine.setCells(book.sheet, cells);
    book.set('B1', '=INDIRECT("A20000")');
    expect(book.get('B1')).toBe(20_000);
    book.set('A1', 2);
    expect(book.get('B1')).toBe(20_001);
  });
});
