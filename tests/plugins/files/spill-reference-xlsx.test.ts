import { describe, expect, it } from 'vitest';
import { cleanExcelFormula } from '../../../plugins/files/xlsx/cell-values.js';
import { withFutureFunctionPrefixes } from '../../../plugins/files/xlsx/future-functions.js';

describe('spill references and LAMBDAs in xlsx formulas', () => {
  const cases: [string, string][] = [
    ['SUM(A1#)', 'SUM(_xlfn.ANCHORARRAY(A1))'],
    ["SUM('My sheet'!$B$2#)+COUNT(Sheet2!A1#)", "SUM(_xlfn.ANCHORARRAY('My sheet'!$B$2))+COUNT(_xlfn.ANCHORARRAY(Sheet2!A1))"],
    ['IF(A1=1,"A1#",#N/A)', 'IF(A1=1,"A1#",#N/A)'],
    ['MAP(A1#,LAMBDA(x,x*2))', '_xlfn.MAP(_xlfn.ANCHORARRAY(A1),_xlfn.LAMBDA(_xlpm.x,_xlpm.x*2))'],
    // LAMBDA parameters and LET names carry _xlpm. inside their call only; a LET name called as a function too.
    ['LET(x,1,f,LAMBDA(y,x+y),f(2)+x)&"x"&X1', '_xlfn.LET(_xlpm.x,1,_xlpm.f,_xlfn.LAMBDA(_xlpm.y,_xlpm.x+_xlpm.y),_xlpm.f(2)+_xlpm.x)&"x"&X1'],
    ['LAMBDA(n,IF(n<=1,1,n*FACT(n-1)))(5)+n', '_xlfn.LAMBDA(_xlpm.n,IF(_xlpm.n<=1,1,_xlpm.n*FACT(_xlpm.n-1)))(5)+n'],
    ['GROUPBY(A2:A9,C2:C9,SUM)+PIVOTBY(A2:A9,B2:B9,C2:C9,SUM)', '_xlfn.GROUPBY(A2:A9,C2:C9,SUM)+_xlfn.PIVOTBY(A2:A9,B2:B9,C2:C9,SUM)'],
    // Implicit intersection `@` is stored as SINGLE; text and quoted sheet names with @ are left alone.
    ['@A1:A10*2', '_xlfn.SINGLE(A1:A10)*2'],
    ["@'My @ sheet'!$B$2:$B$9&\"@x\"", "_xlfn.SINGLE('My @ sheet'!$B$2:$B$9)&\"@x\""],
    ['SUM(@Sheet2!A1#,@Prices)', 'SUM(_xlfn.SINGLE(_xlfn.ANCHORARRAY(Sheet2!A1)),_xlfn.SINGLE(Prices))'],
    ['@(A1:A3+1)', '_xlfn.SINGLE(A1:A3+1)'],
  ];
  it.each(cases)('%s is written as %s and read back', (ours, excel) => {
    expect(withFutureFunctionPrefixes(ours)).toBe(excel);
    expect(cleanExcelFormula(excel)).toBe(ours);
  });

  it('writes @ of a group as SINGLE of its contents, read back without the group when it is one reference', () => {
    expect(withFutureFunctionPrefixes('@(A1:A3)+(B1)')).toBe('_xlfn.SINGLE(A1:A3)+(B1)');
    expect(cleanExcelFormula('_xlfn.SINGLE(A1:A3)+(B1)')).toBe('@A1:A3+(B1)');
  });

  it('reads SINGLE of an expression or a call as @ of a group', () => {
    expect(cleanExcelFormula('_xlfn.SINGLE(INDEX(A1:B2,1,0))+1')).toBe('@(INDEX(A1:B2,1,0))+1');
  });

  it('reads LAMBDA parameters as Excel stores them, without the prefix (text in quotes kept)', () => {
    expect(cleanExcelFormula('_xlfn.LAMBDA(_xlpm.x,_xlpm.x+1)(2)&"_xlpm.x"')).toBe('LAMBDA(x,x+1)(2)&"_xlpm.x"');
  });
});
