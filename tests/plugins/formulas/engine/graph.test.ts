import { describe, expect, it } from 'vitest';
import { Book, at } from './helpers.js';

describe('engine: dependency graph', () => {
  it('recomputes dependents of an edit', () => {
    const book = new Book().set('A1', 1).set('A2', '=A1*2').set('A3', '=A2+A1');
    expect(book.get('A3')).toBe(3);
    book.set('A1', 5);
    expect(book.get('A2')).toBe(10);
    expect(book.get('A3')).toBe(15);
  });
  it('recomputes only what depends on a change', () => {
    const book = new Book();
    for (let i = 1; i <= 100; i++) book.set(`A${i}`, i).set(`B${i}`, `=A${i}*2`);
    book.set('C1', '=SUM(B1:B100)');
    expect(book.get('C1')).toBe(10100);
    const before = book.engine.evaluations;
    book.set('A7', 70);
    expect(book.get('C1')).toBe(10226);
    expect(book.engine.evaluations - before).toBe(2); // B7 and C1
  });
  it('stops at a formula whose value did not change (pruning)', () => {
    const book = new Book().set('A1', 1).set('B1', '=A1>0').set('C1', '=IF(B1,"yes","no")');
    expect(book.get('C1')).toBe('yes');
    const before = book.engine.evaluations;
    book.set('A1', 2);
    expect(book.get('C1')).toBe('yes');
    expect(book.engine.evaluations - before).toBe(1); // B1 only: its value stayed TRUE
  });
  it('computes a 100,000-long chain without overflowing the stack', () => {
    const book = new Book().set('A1', 1);
    const cells: [number, number, string][] = [];
    for (let i = 2; i <= 100_000; i++) cells.push([i - 1, 0, `=A${i - 1}+1`]);
    book.engine.setCells(book.sheet, cells);
    expect(book.get('A100000')).toBe(100_000);
    book.set('A1', 2);
    expect(book.get('A100000')).toBe(100_001);
  });
  it('gives #REF! to cycles, and recovers when the cycle is broken', () => {
    const book = new Book().set('A1', '=B1+1').set('B1', '=A1+1').set('C1', '=A1');
    expect(book.show('A1')).toBe('#REF!');
    expect(book.show('B1')).toBe('#REF!');
    book.set('B1', 5);
    expect(book.get('A1')).toBe(6);
    expect(book.get('C1')).toBe(6);
    expect(new Book().set('A1', '=A1').show('A1')).toBe('#REF!');
    expect(new Book().set('A1', '=SUM(A1:A3)').show('A1')).toBe('#REF!');
  });
  it('computes what reads a cycle from its error, as LibreOffice does, on a load as after an edit', () => {
    // A1 and B1 read each other; C1 propagates their error, D1 catches it, E1 reads the cycle through
    // a range, F1 reads nothing of it. A fresh load and a recalculation after edits agree.
    const cells: [string, string | number][] = [['A1', '=B1+1'], ['B1', '=A1+1'], ['C1', '=A1*2'], ['D1', '=IFERROR(C1,7)'], ['E1', '=COUNT(A1:B1)+D1'], ['F1', '=G1+1'], ['G1', 1]];
    const expected = ['#REF!', '#REF!', '#REF!', 7, 7, 2];
    const loaded = new Book();
    loaded.engine.setCells(loaded.sheet, cells.map(([a1, content]) => [...at(a1), content] as const));
    expect(['A1', 'B1', 'C1', 'D1', 'E1', 'F1'].map((a1) => loaded.show(a1))).toEqual(expected);
    const edited = new Book();
    for (const [a1, content] of cells) edited.set(a1, content);
    expect(['A1', 'B1', 'C1', 'D1', 'E1', 'F1'].map((a1) => edited.show(a1))).toEqual(expected);
    edited.set('B1', 5);
    expect(['A1', 'C1', 'D1', 'E1'].map((a1) => edited.show(a1))).toEqual([6, 12, 12, 14]);
    edited.set('B1', '=A1+1');
    expect(['A1', 'C1', 'D1', 'E1'].map((a1) => edited.show(a1))).toEqual(['#REF!', '#REF!', 7, 7]);
  });
  it('deduplicates range vertices: many formulas over one range share it', () => {
    const book = new Book();
    for (let i = 1; i <= 1000; i++) book.set(`A${i}`, i);
    for (let i = 1; i <= 200; i++) book.set(`B${i}`, '=SUM($A$1:$A$1000)');
    expect(book.get('B200')).toBe(500500);
    book.set('A1', 1001);
    expect(book.get('B1')).toBe(501500);
    expect(book.get('B200')).toBe(501500);
  });
  it('follows ranges over formula cells in order', () => {
    const book = new Book().set('A1', 1).set('A2', '=A1+1').set('A3', '=A2+1').set('B1', '=SUM(A1:A3)');
    expect(book.get('B1')).toBe(6);
    book.set('A1', 10);
    expect(book.get('B1')).toBe(33);
  });
  it('reads whole columns and rows', () => {
    const book = new Book().set('A1', 1).set('A5', 2).set('B1', '=SUM(A:A)').set('C3', 4).set('D1', '=SUM(3:3)');
    expect(book.get('B1')).toBe(3);
    expect(book.get('D1')).toBe(4);
    book.set('A1000', 10);
    expect(book.get('B1')).toBe(13);
    book.set('Z3', 1);
    expect(book.get('D1')).toBe(5);
  });
  it('reports changed cells from recalc()', () => {
    const book = new Book().set('A1', 1).set('A2', '=A1+1');
    book.engine.recalc();
    book.set('A1', 2);
    const changes = book.engine.recalc();
    expect(changes.map((c) => [c.row, c.col, c.value])).toEqual([[0, 0, 2], [1, 0, 3]]);
  });
  it('replaces a formula by a value and forgets its dependencies', () => {
    const book = new Book().set('A1', 1).set('B1', '=A1*2');
    expect(book.get('B1')).toBe(2);
    book.set('B1', 7).set('A1', 3);
    expect(book.get('B1')).toBe(7);
  });
  it('recomputes volatile functions on every recalc', () => {
    let now = new Date(2024, 0, 1, 12, 0, 0);
    const book = new Book({ now: () => now });
    book.engine.setCellContent(book.sheet, 0, 1, '=ROW()'); // not volatile
    book.set('A1', '=INDIRECT("C1")').set('C1', 5);
    expect(book.get('A1')).toBe(5);
    now = new Date(2024, 0, 2);
    const before = book.engine.evaluations;
    book.engine.recalc();
    expect(book.engine.evaluations - before).toBe(1);
  });
});

describe('engine: shared shapes', () => {
  it('formulas differing only in number literals compute with their own literals', () => {
    const book = new Book();
    for (let i = 1; i <= 50; i++) book.set(`A${i}`, i).set(`B${i}`, `=A${i}*${i}+${i / 2}`);
    for (let i = 1; i <= 50; i++) expect(book.get(`B${i}`)).toBe(i * i + i / 2);
    book.set('C1', '=1+1').set('C2', '=2+3').set('C3', '=1.50*2').set('C4', '=LOG10(100)+1');
    expect([book.get('C1'), book.get('C2'), book.get('C3'), book.get('C4')]).toEqual([2, 5, 3, 3]);
    book.set('B7', '=A7*100+0');
    expect(book.get('B7')).toBe(700);
  });
});

describe('engine: many volatile formulas', () => {
  it('computes 200,000 INDIRECT cells in one pass', () => {
    const book = new Book().set('B1', 3);
    const cells: [number, number, string][] = [];
    for (let i = 0; i < 200_000; i++) cells.push([i, 0, '=INDIRECT("B1")']);
    book.engine.setCells(book.sheet, cells);
    expect(book.get('A200000')).toBe(3);
  });
  it('ranges wider than 64 columns, short, tall or whole rows, are found by the cells they hold, and forgotten when unread', () => {
    // A1:BZ1 spans one block of rows, A60:BZ70 two, A1:BZ1000 many, 5:5 is whole rows.
    const book = new Book().set('CA1', '=SUM(A1:BZ1)').set('CA2', '=SUM(A60:BZ70)').set('CA3', '=SUM(A1:BZ1000)').set('CA4', '=SUM(5:5)');
    book.set('BZ1', 1).set('A64', 2).set('B65', 3).set('C999', 4).set('D5', 5).set('XFD5', 6);
    expect(['CA1', 'CA2', 'CA3', 'CA4'].map((a) => book.get(a))).toEqual([1, 5, 15, 11]);
    book.set('B65', 30).set('A1', 100);
    expect(['CA1', 'CA2', 'CA3', 'CA4'].map((a) => book.get(a))).toEqual([101, 32, 142, 11]);
    const sheet = book.engine.sheetIdByName('Sheet1')!;
    expect(book.engine.dependentCells(sheet, 63, 0).map((c) => c.row).sort()).toEqual([1, 2]);
    book.set('CA2', 1);
    expect(book.engine.dependentCells(sheet, 63, 0).map((c) => c.row)).toEqual([2]);
    book.set('A64', 20);
    expect(book.get('CA3')).toBe(160);
  });
});
