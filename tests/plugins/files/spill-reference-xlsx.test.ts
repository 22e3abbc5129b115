import { describe, expect, it } from 'vitest';
import { cleanExcelFormula } from '../../../plugins/files/xlsx/cell-values.js';
import { withFutureFunctionPrefixes } from '../../../plugins/files/xlsx/future-functions.js';

describe('spill references and LAMBDAs in xlsx formulas', () => {
  const cases: [string, string][] = [
    ['SUM(A1#)', 'SUM(_xlfn.ANCHORARRAY(A1))'],
    ["SUM('My sheet'!$B$2#)+COUNT(Sheet2!A1#)", "SUM(_xlfn.ANCHORARRAY('My sheet'!$B$2))+COUNT(_xlfn.ANCHORARRAY(Sheet2!A1))"],
    ['IF(A1=1,"A1#",#N/A)', 'IF(A1=1,"A1#",#N/A)'],
    ['MAP(A1#,LAMBDA(x,x*2))', '_xlfn.MAP(_xlfn.ANCHORARRAY(A1),_xlfn.LAMBDA(x,x*2))'],
  ];
  it.each(cases)('%s is written as %s and read back', (ours, excel) => {
    expect(withFutureFunctionPrefixes(ours)).toBe(excel);
    expect(cleanExcelFormula(excel)).toBe(ours);
  });

  it('reads LAMBDA parameters as Excel stores them', () => {
    expect(cleanExcelFormula('_xlfn.LAMBDA(_xlpm.x,_xlpm.x+1)(2)')).toBe('LAMBDA(_xlpm.x,_xlpm.x+1)(2)');
  });
});
