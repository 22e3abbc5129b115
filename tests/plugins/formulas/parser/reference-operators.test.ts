import { describe, expect, it } from 'vitest';
import { parseFormula, toFormulaText, type AstNode } from '../../../../plugins/formulas/parser/index.js';

function ast(text: string): AstNode {
  const result = parseFormula(text);
  if (!result.ok) throw new Error(`${text}: ${result.message}`);
  return result.ast;
}

describe('parser: reference operators beyond ":"', () => {
  it('reads a space between references as their intersection', () => {
    expect(ast('=A1:C3 B2:D4')).toMatchObject({ type: 'binary', op: ' ', left: { type: 'range' }, right: { type: 'range' } });
    expect(ast('=Sales Total')).toMatchObject({ type: 'binary', op: ' ', left: { type: 'name' }, right: { type: 'name' } });
    expect(ast('=SUM(A1:C3 B:B)')).toMatchObject({ type: 'call', args: [{ type: 'binary', op: ' ' }] });
  });
  it('binds the intersection tighter than other operators and looser than ":"', () => {
    expect(ast('=A1:B2 B1:B3+1')).toMatchObject({ type: 'binary', op: '+', left: { type: 'binary', op: ' ', left: { type: 'range' } } });
    expect(ast('=A1:INDEX(B:B,2) B1')).toMatchObject({ type: 'binary', op: ' ', left: { type: 'binary', op: ':' } });
    expect(ast('=-A1:C3 B2')).toMatchObject({ type: 'unary', operand: { type: 'binary', op: ' ' } });
  });
  it('keeps spaces around other operators as mere spacing', () => {
    expect(ast('=A1 + B1')).toMatchObject({ type: 'binary', op: '+' });
    expect(ast('=SUM( A1 , B1 )')).toMatchObject({ type: 'call', args: [{ type: 'cell' }, { type: 'cell' }] });
    expect(ast('= A1')).toMatchObject({ type: 'cell' });
  });
  it('reads commas inside parentheses as a union', () => {
    expect(ast('=SUM((A1:A3,C1:C3))')).toMatchObject({
      type: 'call', args: [{ type: 'paren', inner: { type: 'binary', op: ',', left: { type: 'range' }, right: { type: 'range' } } }],
    });
    expect(ast('=(A1,B1,C1)')).toMatchObject({ type: 'paren', inner: { op: ',', left: { op: ',' } } });
  });
  it('writes both operators back as typed', () => {
    expect(toFormulaText(ast('=SUM((A1:A3,C1:C3))'))).toBe('SUM((A1:A3,C1:C3))');
    expect(toFormulaText(ast('=A1:C3 B2:D4'))).toBe('A1:C3 B2:D4');
  });
});
