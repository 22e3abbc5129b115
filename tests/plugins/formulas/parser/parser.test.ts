import { describe, expect, it } from 'vitest';
import { parseFormula, toFormulaText, tokenize, type AstNode } from '../../../../plugins/formulas/parser/index.js';

function ast(text: string): AstNode {
  const result = parseFormula(text);
  if (!result.ok) throw new Error(`${text}: ${result.message}`);
  return result.ast;
}
const round = (text: string) => toFormulaText(ast(text));

describe('parser: references', () => {
  it('reads a relative and an absolute cell', () => {
    expect(ast('=A1')).toMatchObject({ type: 'cell', ref: { row: 0, col: 0, rowAbsolute: false, colAbsolute: false } });
    expect(ast('=$B$7')).toMatchObject({ type: 'cell', ref: { row: 6, col: 1, rowAbsolute: true, colAbsolute: true } });
    expect(ast('=B$7')).toMatchObject({ ref: { rowAbsolute: true, colAbsolute: false } });
  });
  it('reads three-letter columns and rejects four', () => {
    expect(ast('=ZZZ1')).toMatchObject({ type: 'cell', ref: { col: 18277 } });
    expect(ast('=ABCD1')).toMatchObject({ type: 'name', name: 'ABCD1' });
  });
  it('reads ranges, whole columns and whole rows', () => {
    expect(ast('=A1:B2')).toMatchObject({ type: 'range', kind: 'cells', from: { row: 0, col: 0 }, to: { row: 1, col: 1 } });
    expect(ast('=A:C')).toMatchObject({ type: 'range', kind: 'columns', from: { col: 0 }, to: { col: 2 } });
    expect(ast('=$1:3')).toMatchObject({ type: 'range', kind: 'rows', from: { row: 0, rowAbsolute: true }, to: { row: 2 } });
  });
  it('reads sheet names, quoted with doubled quotes', () => {
    expect(ast("='My ''big'' sheet'!A1:B2")).toMatchObject({ type: 'range', sheet: "My 'big' sheet" });
    expect(ast('=Sheet1!C3')).toMatchObject({ type: 'cell', sheet: 'Sheet1', ref: { row: 2, col: 2 } });
    expect(round("='My sheet'!A1+Sheet2!$B$2")).toBe("'My sheet'!A1+Sheet2!$B$2");
  });
  it('keeps offsets of references for text rewriting', () => {
    const node = ast('=SUM(Sheet1!A1:B2)');
    expect(node).toMatchObject({ type: 'call', args: [{ type: 'range', start: 5, end: 17 }] });
  });
  it('tells functions from cell-like names', () => {
    expect(ast('=LOG10(100)')).toMatchObject({ type: 'call', name: 'LOG10' });
    expect(ast('=atan2(1,2)')).toMatchObject({ type: 'call', name: 'ATAN2' });
    expect(ast('=F.DIST.RT(1,2,3)')).toMatchObject({ type: 'call', name: 'F.DIST.RT' });
  });
  it('reads named ranges as names', () => {
    expect(ast('=Prices*2')).toMatchObject({ type: 'binary', left: { type: 'name', name: 'Prices' } });
  });
});

describe('parser: literals', () => {
  it('reads numbers', () => {
    expect(ast('=1e3')).toEqual({ type: 'number', value: 1000 });
    expect(ast('=.5')).toEqual({ type: 'number', value: 0.5 });
    expect(ast('=2.5E-2')).toEqual({ type: 'number', value: 0.025 });
  });
  it('reads strings with doubled quotes', () => {
    expect(ast('="say ""hi"""')).toEqual({ type: 'string', value: 'say "hi"' });
    expect(ast('=""')).toEqual({ type: 'string', value: '' });
  });
  it('reads booleans and error literals', () => {
    expect(ast('=true')).toEqual({ type: 'boolean', value: true });
    expect(ast('=#N/A')).toEqual({ type: 'error', code: '#N/A' });
    expect(ast('=#div/0!')).toEqual({ type: 'error', code: '#DIV/0!' });
  });
  it('reads array constants', () => {
    const node = ast('={1,-2;"a",TRUE}');
    expect(node.type).toBe('array');
    expect(node.type === 'array' && node.rows).toEqual([[1, -2], ['a', true]]);
    expect(parseFormula('={1,2;3}').ok).toBe(false);
  });
  it('normalises smart quotes and dashes', () => {
    expect(ast('=\u201Chello\u201D')).toEqual({ type: 'string', value: 'hello' });
    expect(ast('=5\u20133')).toMatchObject({ type: 'binary', op: '-' });
    expect(ast('=\u2018My sheet\u2019!A1')).toMatchObject({ type: 'cell', sheet: 'My sheet' });
  });
});

describe('parser: precedence', () => {
  it('binds unary minus tighter than ^ as Excel does', () => {
    expect(round('=-2^2')).toBe('-2^2');
    expect(ast('=-2^2')).toMatchObject({ type: 'binary', op: '^', left: { type: 'unary', op: '-' } });
  });
  it('orders ^ over * over + over & over comparisons', () => {
    expect(ast('=1+2*3^2')).toMatchObject({ op: '+', right: { op: '*', right: { op: '^' } } });
    expect(ast('="a"&1+2')).toMatchObject({ op: '&', right: { op: '+' } });
    expect(ast('=1&2=3')).toMatchObject({ op: '=', left: { op: '&' } });
    expect(ast('=A1<=B1')).toMatchObject({ op: '<=' });
    expect(ast('=A1<>B1')).toMatchObject({ op: '<>' });
  });
  it('is left-associative, including ^', () => {
    expect(ast('=2^3^2')).toMatchObject({ op: '^', left: { op: '^' } });
    expect(ast('=8-2-1')).toMatchObject({ op: '-', left: { op: '-' } });
  });
  it('applies percent after unary minus and before ^', () => {
    expect(ast('=50%')).toMatchObject({ type: 'percent' });
    expect(ast('=2^50%')).toMatchObject({ op: '^', right: { type: 'percent' } });
  });
  it('reads the range operator between expressions', () => {
    expect(ast('=A1:INDEX(B:B,2)')).toMatchObject({ type: 'binary', op: ':', right: { type: 'call', name: 'INDEX' } });
  });
});

describe('parser: calls', () => {
  it('reads empty arguments', () => {
    expect(ast('=F()')).toEqual({ type: 'call', name: 'F', args: [], start: 1, end: 2 });
    expect(ast('=IF(A1,,2)')).toMatchObject({ args: [{ type: 'cell' }, { type: 'empty' }, { type: 'number' }] });
    expect(ast('=F(,)')).toMatchObject({ args: [{ type: 'empty' }, { type: 'empty' }] });
  });
  it('accepts 10,000 arguments', () => {
    const text = `=SUM(${Array.from({ length: 10_000 }, (_, i) => i).join(',')})`;
    const node = ast(text);
    expect(node.type === 'call' && node.args.length).toBe(10_000);
  });
  it('writes a call back as typed', () => {
    expect(round('=IF(A1>0,"yes",(1+2)*3)')).toBe('IF(A1>0,"yes",(1+2)*3)');
  });
});

describe('parser: errors never throw', () => {
  const bad = ['=', '=1+', '="abc', "='Sheet1!A1", '=SUM(1,2', '=)', '=1 2', '=@', '=A1:', '={1,', '=#FOO', '=$', '=(((1)'];
  for (const text of bad) {
    it(`gives #ERROR! for ${JSON.stringify(text)}`, () => {
      const result = parseFormula(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('#ERROR!');
    });
  }
  it('refuses deep nesting without overflowing the stack', () => {
    const deep = `=${'('.repeat(100_000)}1${')'.repeat(100_000)}`;
    expect(parseFormula(deep).ok).toBe(false);
    expect(parseFormula(`=${'-'.repeat(50_000)}1`).ok).toBe(false);
    expect(parseFormula(`=${'SUM('.repeat(5_000)}1${')'.repeat(5_000)}`).ok).toBe(false);
  });
  it('refuses a chain too long to evaluate safely but accepts a long one', () => {
    expect(parseFormula(`=${Array(900).fill('1').join('+')}`).ok).toBe(true);
    expect(parseFormula(`=${Array(20_000).fill('1').join('+')}`).ok).toBe(false);
  });
});

describe('tokenize', () => {
  it('gives kinds and offsets', () => {
    const tokens = tokenize('=SUM(A1:B2, "x")');
    expect(tokens.map((t) => t.kind)).toEqual(['function', 'lparen', 'ref', 'comma', 'string', 'rparen']);
    expect(tokens[2]).toMatchObject({ start: 5, end: 10, ref: { kind: 'cells' } });
  });
});
