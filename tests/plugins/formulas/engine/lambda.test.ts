import { describe, expect, it } from 'vitest';
import type { NamedArea } from '../../../../plugins/formulas/engine/index.js';
import { Book, at } from './helpers.js';

/** A book with B1:B3 = 1, 2, 3, C1:C3 = 10, 20, 30 and D1:D2 = "a", "b". */
function book(): Book {
  const b = new Book();
  [1, 2, 3].forEach((n, i) => b.set(`B${i + 1}`, n).set(`C${i + 1}`, n * 10));
  return b.set('D1', 'a').set('D2', 'b');
}

/** Values of a formula typed in F1 and the cells it spills into (rows x cols from F1). */
function spilled(formula: string, rows: number, cols: number): unknown[][] {
  const b = book().set('F1', formula);
  return Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => b.show(`${String.fromCharCode(70 + c)}${r + 1}`)));
}

function table(rows: readonly (readonly [string, unknown])[]): void {
  for (const [formula, expected] of rows) {
    it(`${formula} is ${JSON.stringify(expected)}`, () => {
      const b = book().set('F1', formula);
      expect(b.show('F1')).toEqual(expected);
    });
  }
}

describe('LAMBDA called inline, through LET and with ISOMITTED', () => {
  table([
    ['=LAMBDA(x,x+1)(2)', 3],
    ['=LAMBDA(x,y,x*y)(3,4)', 12],
    ['=LAMBDA(1)()', 1],
    ['=(LAMBDA(x,x))(7)', 7],
    ['=LAMBDA(x,SUM(x))(B1:B3)', 6],
    ['=LAMBDA(x,x+B1)(1)', 2],
    ['=LET(f,LAMBDA(x,x*2),f(5))', 10],
    ['=LET(k,10,f,LAMBDA(x,x+k),f(1))', 11],
    ['=LET(k,10,f,LAMBDA(x,LET(k,1,x+k)),f(1)+k)', 12],
    ['=LET(add,LAMBDA(a,LAMBDA(b,a+b)),add(2)(3))', 5],
    ['=LAMBDA(a,b,IF(ISOMITTED(b),"none",a+b))(1,)', 'none'],
    ['=LAMBDA(a,b,IF(ISOMITTED(b),"none",a+b))(1,2)', 3],
    ['=LAMBDA(a,b,ISOMITTED(a))(1,)', false],
    ['=LAMBDA(a,b,b+1)(1,)', 1],
    ['=ISOMITTED(B1)', false],
    // A LAMBDA that is not called shows #CALC!, as in Excel.
    ['=LAMBDA(x,x)', '#CALC!'],
    ['=LAMBDA(x,x)+1', '#CALC!'],
    // Wrong argument counts and malformed definitions.
    ['=LAMBDA(x,x)(1,2)', '#VALUE!'],
    ['=LAMBDA(x,y,x)(1)', '#VALUE!'],
    ['=LAMBDA()(1)', '#VALUE!'],
    ['=LAMBDA(x,x,1)', '#VALUE!'],
    ['=LAMBDA(1,x)', '#VALUE!'],
    ['=LAMBDA(_xlpm.x,_xlpm.x*3)(2)', 6],
    ['=(1)(2)', '#VALUE!'],
    ['=(1/0)(2)', '#DIV/0!'],
    ['=NOSUCHFUNCTION(1)', '#NAME?'],
  ]);
});

describe('LET scoping as in Excel: a name is seen after its definition, not in it', () => {
  table([
    // A LET name is not visible in its own value: a LAMBDA does not recurse through LET (Excel: #NAME?).
    ['=LET(f,LAMBDA(n,IF(n<1,0,n+f(n-1))),f(3))', '#NAME?'],
    ['=LET(x,x+1,x)', '#NAME?'],
    // A later value sees the earlier names; an earlier value does not see later ones.
    ['=LET(x,1,y,x+1,y*10)', 20],
    ['=LET(x,2,y,x*3,z,x+y,z)', 8],
    ['=LET(a,b+1,b,2,a)', '#NAME?'],
    // A LAMBDA captures the LET names defined before it, not those after it.
    ['=LET(k,10,f,LAMBDA(x,x+k),f(1))', 11],
    ['=LET(f,LAMBDA(x,x+k),k,10,f(1))', '#NAME?'],
    ['=LET(k,10,f,LAMBDA(x,x+k),twice,f(5)*2,twice)', 30],
    // A LAMBDA parameter shadows a LET name of the same name; the LET name is seen again outside it.
    ['=LET(x,5,f,LAMBDA(x,x*2),f(3))', 6],
    ['=LET(x,1,f,LAMBDA(x,LET(y,x+1,y)),f(10)+x)', 12],
    // An inner LET's value sees the outer name it is about to shadow.
    ['=LET(x,2,LET(x,x+1,x))', 3],
  ]);
});

describe('MAP, REDUCE, SCAN, BYROW, BYCOL, MAKEARRAY (Excel\'s documented results)', () => {
  it('MAP applies the LAMBDA to each element', () => {
    expect(spilled('=MAP(B1:B3,LAMBDA(x,x*10))', 3, 1)).toEqual([[10], [20], [30]]);
    expect(spilled('=MAP(B1:B3,C1:C3,LAMBDA(x,y,x+y))', 3, 1)).toEqual([[11], [22], [33]]);
    expect(spilled('=MAP({1,2;3,4},LAMBDA(x,IF(x>2,x*x,x)))', 2, 2)).toEqual([[1, 2], [9, 16]]);
    expect(spilled('=MAP(B1:B3,ABS)', 3, 1)).toEqual([[1], [2], [3]]);
    expect(spilled('=MAP(B1:B3,D1:D2,LAMBDA(x,y,x&y))', 3, 1)).toEqual([['1a'], ['2b'], ['#N/A']]);
  });
  it('REDUCE folds row by row from the initial value', () => {
    expect(spilled('=REDUCE(0,B1:C3,LAMBDA(a,x,a+x))', 1, 1)).toEqual([[66]]);
    expect(spilled('=REDUCE(,B1:B3,LAMBDA(a,x,a+x))', 1, 1)).toEqual([[6]]);
    expect(spilled('=REDUCE(1,B1:B3,LAMBDA(a,x,a*x))', 1, 1)).toEqual([[6]]);
    expect(spilled('=REDUCE("",D1:D2,LAMBDA(a,x,a&x))', 1, 1)).toEqual([['ab']]);
    expect(spilled('=REDUCE(0,B1:B3,LAMBDA(a,x,IF(x>1,a+x,a)))', 1, 1)).toEqual([[5]]);
  });
  it('SCAN gives every intermediate value', () => {
    expect(spilled('=SCAN(0,B1:B3,LAMBDA(a,x,a+x))', 3, 1)).toEqual([[1], [3], [6]]);
    expect(spilled('=SCAN("",{"a","b","c"},LAMBDA(t,c,t&c))', 1, 3)).toEqual([['a', 'ab', 'abc']]);
  });
  it('BYROW and BYCOL give one value per row or column', () => {
    expect(spilled('=BYROW(B1:C3,LAMBDA(r,SUM(r)))', 3, 1)).toEqual([[11], [22], [33]]);
    expect(spilled('=BYCOL(B1:C3,LAMBDA(c,MAX(c)))', 1, 2)).toEqual([[3, 30]]);
    expect(spilled('=BYCOL(B1:C3,SUM)', 1, 2)).toEqual([[6, 60]]);
    expect(spilled('=BYROW(B1:C3,LAMBDA(r,r))', 3, 1)).toEqual([['#CALC!'], ['#CALC!'], ['#CALC!']]);
  });
  it('MAKEARRAY computes each element from its 1-based row and column', () => {
    expect(spilled('=MAKEARRAY(3,2,LAMBDA(r,c,r*c))', 3, 2)).toEqual([[1, 2], [2, 4], [3, 6]]);
    expect(spilled('=MAKEARRAY(2,2,LAMBDA(r,c,CHAR(64+(r-1)*2+c)))', 2, 2)).toEqual([['A', 'B'], ['C', 'D']]);
  });
  table([
    ['=MAKEARRAY(0,1,LAMBDA(r,c,1))', '#VALUE!'],
    ['=MAKEARRAY("x",1,LAMBDA(r,c,1))', '#VALUE!'],
    ['=MAP(B1:B3,5)', '#VALUE!'],
    ['=MAP(B1:B3,LAMBDA(x,y,x))', '#VALUE!'],
    ['=REDUCE(0,B1:B3,LAMBDA(a,a))', '#VALUE!'],
    ['=BYROW(B1:B3,1/0)', '#DIV/0!'],
    ['=MAP(B1:B3,LAMBDA(x,SEQUENCE(2)))', '#CALC!'],
  ]);
});

describe('PERCENTOF and TRIMRANGE', () => {
  table([
    ['=PERCENTOF(B1,B1:B3)', 0.166666666667],
    ['=PERCENTOF(B1:B3,B1:B3)', 1],
    ['=PERCENTOF(D1,B1:B3)', 0],
    ['=PERCENTOF(B1,D1:D2)', '#DIV/0!'],
    ['=PERCENTOF(1/0,B1:B3)', '#DIV/0!'],
    ['=ROWS(TRIMRANGE(B1:C100))', 3],
    ['=SUM(TRIMRANGE(B:B))', 6],
    ['=ROWS(TRIMRANGE(A1:B3,1))', 3],
    ['=COLUMNS(TRIMRANGE(A1:C3,0,1))', 2],
    ['=COLUMNS(TRIMRANGE(A1:C3,0,2))', 3],
    ['=ROWS(TRIMRANGE(B1:B10,2))', 3],
    ['=ROWS(TRIMRANGE(B1:B10,0))', 10],
    ['=TRIMRANGE(B1:B3,4)', '#VALUE!'],
    ['=TRIMRANGE(G1:G9)', '#CALC!'],
    ['=ROWS(TRIMRANGE({1;2}))', 2],
  ]);
});

describe('a named LAMBDA (a named range whose cell holds a LAMBDA)', () => {
  function named(definitions: Record<string, [string, string]>): Book {
    const b = book();
    const areas: Record<string, NamedArea> = {};
    for (const [name, [cell, formula]] of Object.entries(definitions)) {
      b.set(cell, formula);
      const [row, col] = at(cell);
      areas[name] = { sheetId: b.sheet, top: row, left: col, bottom: row, right: col };
    }
    b.engine.setNameResolver((name) => areas[name]);
    return b;
  }

  it('is called by name, and recurses with a depth limit that gives #NUM!', () => {
    const b = named({
      MYFACT: ['Z1', '=LAMBDA(n,IF(n<=1,1,n*MYFACT(n-1)))'],
      SUMTO: ['Z2', '=LAMBDA(n,IF(n<=0,0,n+SUMTO(n-1)))'],
      FOREVER: ['Z3', '=LAMBDA(n,FOREVER(n+1))'],
    });
    b.set('F1', '=MYFACT(5)').set('F2', '=SUMTO(100)').set('F3', '=FOREVER(1)').set('F4', '=SUMTO(100000)');
    expect([b.show('F1'), b.show('F2'), b.show('F3'), b.show('F4')]).toEqual([120, 5050, '#NUM!', '#NUM!']);
    expect(b.show('Z1')).toBe('#CALC!');
  });

  it('a LET name in its own value is the named range of that name: recursion goes through the named LAMBDA', () => {
    const b = named({
      F: ['Z1', '=LAMBDA(n,n*100)'],
      SUMTO: ['Z2', '=LAMBDA(n,IF(n<=0,0,n+SUMTO(n-1)))'],
    });
    b.set('F1', '=LET(f,LAMBDA(n,IF(n<1,0,n+f(n-1))),f(3))');
    b.set('F2', '=LET(sumto,LAMBDA(n,SUMTO(n)*2),sumto(4))');
    b.set('F3', '=LET(g,LAMBDA(n,SUMTO(n)),g(100000))');
    // f(3) is 3 + F(2): the inner f is the named range F.
    expect([b.show('F1'), b.show('F2'), b.show('F3')]).toEqual([203, 20, '#NUM!']);
  });

  it('gives #VALUE! for a wrong number of arguments and #NAME? for a name that holds no LAMBDA', () => {
    const b = named({ TWICE: ['Z1', '=LAMBDA(x,x*2)'], PLAIN: ['Z2', '=5'] });
    b.set('F1', '=TWICE(1,2)').set('F2', '=TWICE()').set('F3', '=PLAIN(1)').set('F4', '=MAP(B1:B3,TWICE)');
    expect([b.show('F1'), b.show('F2'), b.show('F3'), b.show('F4'), b.show('F5')]).toEqual(['#VALUE!', '#VALUE!', '#NAME?', 2, 4]);
  });

  it('callers follow the cells the LAMBDA reads and a new definition', () => {
    const b = named({ ADDK: ['Z1', '=LAMBDA(x,x+Y1)'] }).set('Y1', 100).set('F1', '=ADDK(1)');
    expect(b.show('F1')).toBe(101);
    b.set('Y1', 200);
    expect(b.show('F1')).toBe(201);
    b.set('Z1', '=LAMBDA(x,x*2)');
    expect(b.show('F1')).toBe(2);
  });

  it('a named range wins over a function of the same name used as a value', () => {
    const b = book();
    b.engine.setNameResolver((name) => (name === 'ABS' ? { sheetId: b.sheet, top: 0, left: 1, bottom: 0, right: 1 } : undefined));
    b.set('F1', '=ABS+1').set('F2', '=MAP(B1:B2,ABS)');
    expect([b.show('F1'), b.show('F2')]).toEqual([2, '#VALUE!']);
  });
});

describe('LAMBDA calls in the parser', () => {
  it('reads a call of a call and writes it back as typed', async () => {
    const { parseFormula, toFormulaText } = await import('../../../../plugins/formulas/parser/index.js');
    for (const text of ['LAMBDA(x,x+1)(2)', 'LET(f,LAMBDA(a,LAMBDA(b,a+b)),F(1)(2))', '(LAMBDA(x,x))(A1:A3)', 'LAMBDA(a,b,a)(1,)']) {
      const parsed = parseFormula(text);
      expect(parsed.ok && toFormulaText(parsed.ast)).toBe(text);
    }
    const spaced = parseFormula('LAMBDA(x,x) (2)');
    expect(spaced.ok && spaced.ast.type).toBe('binary'); // a space before '(' is an intersection, not a call
  });
});
