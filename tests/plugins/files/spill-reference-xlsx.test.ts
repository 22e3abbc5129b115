import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportXlsx, importXlsx } from '../../../plugins/files/index.js';
import { cleanExcelFormula } from '../../../plugins/files/xlsx/cell-values.js';
import { withFutureFunctionPrefixes } from '../../../plugins/files/xlsx/future-functions.js';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import { engineOptions } from '../../support/engine.js';
import { cellAt, sheetNamed, xlsxBytes } from './helpers.js';

describe('spill references and LAMBDAs in xlsx formulas', () => {
  const cases: [string, string][] = [
    ['SUM(A1#)', 'SUM(_xlfn.ANCHORARRAY(A1))'],
    ["SUM('My sheet'!$B$2#)+COUNT(Sheet2!A1#)", "SUM(_xlfn.ANCHORARRAY('My sheet'!$B$2))+COUNT(_xlfn.ANCHORARRAY(Sheet2!A1))"],
    ['IF(A1=1,"A1#",#N/A)', 'IF(A1=1,"A1#",#N/A)'],
    ['MAP(A1#,LAMBDA(x,x*2))', '_xlfn.MAP(_xlfn.ANCHORARRAY(A1),_xlfn.LAMBDA(_xlpm.x,_xlpm.x*2))'],
    // LAMBDA parameters and LET names carry _xlpm. inside their call only; a LET name called as a function too.
    ['LET(x,1,f,LAMBDA(y,x+y),f(2)+x)&"x"&X1', '_xlfn.LET(_xlpm.x,1,_xlpm.f,_xlfn.LAMBDA(_xlpm.y,_xlpm.x+_xlpm.y),_xlpm.f(2)+_xlpm.x)&"x"&X1'],
    ['LAMBDA(n,IF(n<=1,1,n*FACT(n-1)))(5)+n', '_xlfn.LAMBDA(_xlpm.n,IF(_xlpm.n<=1,1,_xlpm.n*FACT(_xlpm.n-1)))(5)+n'],
    // A LET name is in scope after its definition only (as the engine scopes it): a named range of the
    // same name in its own value, or an earlier one, is written as the named range.
    ['LET(Rate,Rate*2,Rate+1)', '_xlfn.LET(_xlpm.Rate,Rate*2,_xlpm.Rate+1)'],
    ['LET(a,1,b,a+b,b*2)', '_xlfn.LET(_xlpm.a,1,_xlpm.b,_xlpm.a+b,_xlpm.b*2)'],
    ['LET(f,LAMBDA(n,f(n-1)),f(3))', '_xlfn.LET(_xlpm.f,_xlfn.LAMBDA(_xlpm.n,f(_xlpm.n-1)),_xlpm.f(3))'],
    ['LET(x,2,LAMBDA(x,x*2)(x))+LET(y,x,y)', '_xlfn.LET(_xlpm.x,2,_xlfn.LAMBDA(_xlpm.x,_xlpm.x*2)(_xlpm.x))+_xlfn.LET(_xlpm.y,x,_xlpm.y)'],
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

describe('LET names beside a named range of the same name, through an xlsx file', () => {
  /** Excel's own text: the named range Rate read in the value of the LET name Rate. */
  const EXCEL = '_xlfn.LET(_xlpm.Rate,Rate*2,_xlpm.Rate+1)';

  it('reads, computes, writes and reads again the formula as Excel stores it', async () => {
    const bytes = await xlsxBytes((book) => {
      const sheet = book.addWorksheet('Sheet1');
      sheet.getCell('A1').value = 4;
      sheet.getCell('B1').value = { formula: EXCEL, result: 9 };
      book.definedNames.add('Sheet1!$A$1', 'Rate');
    });
    const { workbook } = await importXlsx(bytes, 'let.xlsx', new SequentialIdGenerator());
    expect(cellAt(sheetNamed(workbook, 'Sheet1'), 'B1')?.formula).toBe('=LET(Rate,Rate*2,Rate+1)');
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(workbook);
    expect(engine.getValue(workbook.sheetIds[0], 0, 1)).toBe(9);

    const exported = await exportXlsx(workbook);
    const written = new ExcelJS.Workbook();
    await written.xlsx.load(exported as unknown as ArrayBuffer);
    expect((written.getWorksheet('Sheet1')!.getCell('B1').value as { formula: string }).formula).toBe(EXCEL);
    const back = (await importXlsx(exported, 'let.xlsx', new SequentialIdGenerator())).workbook;
    expect(cellAt(sheetNamed(back, 'Sheet1'), 'B1')?.formula).toBe('=LET(Rate,Rate*2,Rate+1)');
  });
});
