import { describe, expect, it } from 'vitest';
import { Engine } from '../../../../plugins/formulas/engine/index.js';
import { Book, evaluate } from './helpers.js';

const input = {
  buyer: { name: 'Ada' },
  items: [{ name: 'pen', price: 2 }, { name: 'ink', price: 5.5 }],
  tags: ['a', 'b', 'c'],
};

function withInput(value: unknown): Book {
  const book = new Book();
  book.engine.setInput(value);
  return book;
}

describe('INPUT', () => {
  it('reads a scalar at a dotted path', () => {
    const book = withInput(input).set('A1', '=INPUT("buyer.name")').set('A2', '=INPUT("items.1.price")*2');
    expect(book.get('A1')).toBe('Ada');
    expect(book.get('A2')).toBe(11);
  });
  it('spills an array of scalars down', () => {
    const book = withInput(input).set('A1', '=INPUT("tags")');
    expect([book.get('A1'), book.get('A2'), book.get('A3'), book.get('A4')]).toEqual(['a', 'b', 'c', null]);
  });
  it('spills an array of objects as one column per key', () => {
    const book = withInput(input).set('A1', '=INPUT("items","name","price")');
    expect([book.get('A1'), book.get('B1'), book.get('A2'), book.get('B2')]).toEqual(['pen', 2, 'ink', 5.5]);
  });
  it('gives an empty value for an absent path', () => {
    const book = withInput(input).set('A1', '=INPUT("nope.nothing")').set('A2', '=INPUT("nope")&"x"');
    expect(book.get('A1')).toBe(null);
    expect(book.get('A2')).toBe('x');
  });
  it('recomputes only input-dependent cells on a new input', () => {
    const book = withInput(input).set('A1', '=INPUT("buyer.name")').set('B1', 1).set('B2', '=B1+1').set('A2', '=A1&"!"');
    expect(book.get('A2')).toBe('Ada!');
    expect(book.engine.inputDependentCount).toBe(1);
    const before = book.engine.evaluations;
    const changes = book.engine.setInput({ buyer: { name: 'Bob' } });
    expect(book.get('A2')).toBe('Bob!');
    expect(book.engine.evaluations - before).toBe(2);
    expect(changes.map((c) => c.value)).toEqual(['Bob', 'Bob!']);
  });
});

describe('INDIRECT and OFFSET', () => {
  it('INDIRECT reads the reference in a text', () => {
    const book = new Book().set('B2', 7).set('A1', '=INDIRECT("B"&2)').set('A2', '=SUM(INDIRECT("B1:B2"))');
    expect(book.get('A1')).toBe(7);
    expect(book.get('A2')).toBe(7);
    book.set('B2', 8);
    expect(book.get('A1')).toBe(8);
  });
  it('INDIRECT of nothing is #N/A, of garbage #REF!, of itself #REF! without hanging', () => {
    expect(evaluate('=INDIRECT("")')).toBe('#N/A');
    expect(evaluate('=INDIRECT("1+1")')).toBe('#REF!');
    expect(evaluate('=INDIRECT("A1")')).toBe('#REF!');
    expect(evaluate('=INDIRECT("NoSheet!A1")')).toBe('#REF!');
  });
  it('INDIRECT reads other sheets', () => {
    const book = new Book();
    const other = book.engine.addSheet('My data');
    book.engine.setCellContent(other, 0, 0, 42);
    book.set('A1', '=INDIRECT("\'My data\'!A1")').set('A2', "='My data'!A1+1");
    expect(book.get('A1')).toBe(42);
    expect(book.get('A2')).toBe(43);
    book.engine.setCellContent(other, 0, 0, 1);
    expect(book.get('A2')).toBe(2);
  });
  it('INDIRECT reads R1C1 references when its second argument is FALSE', () => {
    const book = new Book().set('A1', 1).set('A2', 2).set('B1', 10);
    book.set('C2', '=INDIRECT("R1C2",FALSE)').set('C3', '=INDIRECT("R[-1]C[-2]",FALSE)').set('C4', '=SUM(INDIRECT("R1C1:R2C1",0))');
    expect(book.get('C2')).toBe(10);
    expect(book.get('C3')).toBe(2);
    expect(book.get('C4')).toBe(3);
    book.set('A2', 5);
    expect(book.get('C3')).toBe(5);
    expect(book.get('C4')).toBe(6);
    expect(evaluate('=INDIRECT("A1",FALSE)')).toBe('#REF!');
    expect(evaluate('=INDIRECT("R[-1]C",FALSE)')).toBe('#REF!');
  });
  it('INDIRECT reads R1C1 references on other sheets and named ranges in either notation', () => {
    const book = new Book();
    const other = book.engine.addSheet('My data');
    book.engine.setCellContent(other, 1, 2, 42);
    book.engine.setNameResolver((name) => (name === 'ANSWER' ? { sheetId: other, top: 1, left: 2, bottom: 1, right: 2 } : undefined));
    book.set('A1', '=INDIRECT("\'My data\'!R2C3",FALSE)').set('A2', '=INDIRECT("Answer",FALSE)');
    expect(book.get('A1')).toBe(42);
    expect(book.get('A2')).toBe(42);
  });
  it('OFFSET moves and resizes a reference', () => {
    const book = new Book().set('A1', 1).set('A2', 2).set('A3', 3).set('B1', '=OFFSET(A1,1,0)').set('B2', '=SUM(OFFSET(A1,0,0,3,1))');
    expect(book.get('B1')).toBe(2);
    expect(book.get('B2')).toBe(6);
    book.set('A2', 20);
    expect(book.get('B1')).toBe(20);
  });
  it('OFFSET checks its arguments', () => {
    expect(evaluate('=OFFSET(B1,1,1,0,1)')).toBe('#REF!');
    expect(evaluate('=OFFSET(B1,"x",1)')).toBe('#VALUE!');
    expect(evaluate('=OFFSET(1,1,1)')).toBe('#NAME?');
    expect(evaluate('=OFFSET(B1,-5,0)')).toBe('#REF!');
    expect(evaluate('=OFFSET(B1,1)')).toBe('#N/A');
    expect(evaluate('=OFFSET(A1,0,0)')).toBe('#REF!');
  });
});

describe('ROW, COLUMN, LET, hiding, CASTING, IMAGE, RANGELINK', () => {
  it('ROW and COLUMN', () => {
    const book = new Book().set('C5', '=ROW()*100+COLUMN()').set('A1', '=ROW(B7)').set('A2', '=COLUMN(D1:F1)');
    expect(book.get('C5')).toBe(503);
    expect(book.get('A1')).toBe(7);
    expect([book.get('A2'), book.get('B2'), book.get('C2')]).toEqual([4, 5, 6]);
  });
  it('LET binds names in order', () => {
    expect(evaluate('=LET(x,2,y,x*3,x+y)')).toBe(8);
    expect(evaluate('=LET(x,1,LET(y,x+1,x+y))')).toBe(3);
    expect(evaluate('=LET(x,1)')).toBe('#N/A');
  });
  it('HIDEROW hides the row while its condition holds and shows its value', () => {
    const book = new Book().set('B1', 1).set('A3', '=HIDEROW(B1>0,"shown")').set('A4', '=HIDECOL(B1>0)');
    expect(book.get('A3')).toBe('shown');
    expect(book.get('A4')).toBe(null);
    expect(book.engine.getHidden(book.sheet)).toEqual({ rows: [2], cols: [0] });
    book.set('B1', 0);
    expect(book.engine.getHidden(book.sheet)).toEqual({ rows: [], cols: [] });
  });
  it('hiding functions can be switched off', () => {
    const book = new Book().set('A3', '=HIDEROWANDCOL(TRUE,1)');
    expect(book.engine.getHidden(book.sheet)).toEqual({ rows: [2], cols: [0] });
    book.engine.setHidingDisabled(true);
    expect(book.engine.getHidden(book.sheet)).toEqual({ rows: [], cols: [] });
    expect(book.get('A3')).toBe(1);
  });
  it('CASTING, IMAGE and RANGELINK', () => {
    expect(evaluate('=CASTING()')).toBe(false);
    expect(evaluate('=CASTING()', { casting: true })).toBe(true);
    expect(evaluate('=IMAGE("")')).toBe('#ERROR!');
    expect(evaluate('=IMAGE("https://x/y.png")')).toBe('https://x/y.png');
    expect(evaluate('=RANGELINK(B1:C2,"go")')).toBe('go');
    expect(evaluate('=RANGELINK(NoSuchName)')).toBe('#NAME?');
    expect(evaluate('=RANGELINK(#REF!)')).toBe('#N/A');
  });
});

describe('functions and arguments', () => {
  it('gives #N/A for a wrong argument count', () => {
    expect(evaluate('=ROW(B1,B2)')).toBe('#N/A');
    expect(evaluate('=INDIRECT()')).toBe('#N/A');
  });
  it('takes extra functions, replacing built-ins of the same name', () => {
    const engine = new Engine({ functions: [{ name: 'TWICE', category: 'math', minArgs: 1, maxArgs: 1, description: '', syntax: '', call: ([x]) => (x as number) * 2 }] });
    const s = engine.addSheet('S');
    engine.setCellContent(s, 0, 0, '=TWICE(21)');
    expect(engine.getValue(s, 0, 0)).toBe(42);
  });
  it('lifts scalar arguments over arrays', () => {
    const engine = new Engine({ functions: [{ name: 'INC', category: 'math', minArgs: 1, maxArgs: 1, description: '', syntax: '', call: ([x]) => (x as number) + 1 }] });
    const s = engine.addSheet('S');
    engine.setCellContent(s, 0, 0, '=INC({1,2,3})');
    expect([0, 1, 2].map((c) => engine.getValue(s, 0, c))).toEqual([2, 3, 4]);
  });
  it('turns a throwing function into #ERROR!', () => {
    const engine = new Engine({ functions: [{ name: 'BOOM', category: 'math', minArgs: 0, maxArgs: 0, description: '', syntax: '', call: () => { throw new Error('bug'); } }] });
    const s = engine.addSheet('S');
    engine.setCellContent(s, 0, 0, '=BOOM()');
    expect(String(engine.getValue(s, 0, 0))).toBe('#ERROR!');
  });
});
