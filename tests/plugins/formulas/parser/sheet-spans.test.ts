import { describe, expect, it } from 'vitest';
import { parseFormula, toFormulaText, tokenize, type AstNode } from '../../../../plugins/formulas/parser/index.js';

function ast(text: string): AstNode {
  const result = parseFormula(text);
  if (!result.ok) throw new Error(`${text}: ${result.message}`);
  return result.ast;
}

describe('parser: 3D references', () => {
  it('reads a span of sheets before a cell or an area, plain or quoted whole', () => {
    expect(ast('=Sheet1:Sheet3!A1')).toMatchObject({ type: 'ref3d', firstSheet: 'Sheet1', lastSheet: 'Sheet3', kind: 'cell', from: { row: 0, col: 0 } });
    expect(ast("='Jan 24:Dec 24'!$B$2:B9")).toMatchObject({ type: 'ref3d', firstSheet: 'Jan 24', lastSheet: 'Dec 24', kind: 'cells', from: { row: 1, rowAbsolute: true }, to: { row: 8 } });
    expect(ast('=SUM(Jan:Dec!A:A)')).toMatchObject({ type: 'call', args: [{ type: 'ref3d', kind: 'columns' }] });
  });

  it('writes a span back as Excel does, quoting both names together when one needs it', () => {
    expect(toFormulaText(ast('=SUM(Jan:Dec!B2)'))).toBe('SUM(Jan:Dec!B2)');
    expect(toFormulaText(ast("=SUM('Jan:Dec 24'!B2:C3)"))).toBe("SUM('Jan:Dec 24'!B2:C3)");
  });

  it('is a token of its own kind, so readers of one-sheet references pass it by', () => {
    expect(tokenize('=Jan:Dec!B2').map((t) => t.kind)).toEqual(['ref3d']);
    expect(tokenize('=A1:B2').map((t) => t.kind)).toEqual(['ref']);
  });

  it("needs the '!' after the second name: a range between a name and a cell stays one", () => {
    expect(ast('=start:B2')).toMatchObject({ type: 'binary', op: ':', left: { type: 'name' }, right: { type: 'cell' } });
  });
});

describe('parser: references into other workbooks', () => {
  it("reads Excel's [n] links and named books, quoted or not, as one external reference", () => {
    for (const text of ['[1]Feuil8!A1', "'[1]My sheet'!$A$1:$B$2", "'C:\\Books\\[Budget.xlsx]Sheet1'!B2", '[2]!Total', '[Budget.xlsx]Sheet1:Sheet3!A1']) {
      expect(ast(`=${text}`)).toEqual({ type: 'external', text, start: 1, end: text.length + 1 });
    }
    expect(ast('=[1]Feuil8!A1*2')).toMatchObject({ type: 'binary', left: { type: 'external' } });
  });

  it('writes it back as written', () => {
    expect(toFormulaText(ast("=SUM('[1]My sheet'!A1:A3)+1"))).toBe("SUM('[1]My sheet'!A1:A3)+1");
  });
});
