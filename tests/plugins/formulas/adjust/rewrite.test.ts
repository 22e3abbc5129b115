import { describe, expect, it } from 'vitest';
import type { StructuralChange } from '../../../../kernel/index.js';
import { rewriteFormula, type FormulaScope } from '../../../../plugins/formulas/adjust/index.js';

const SHEETS: Record<string, string> = { sheet1: 's1', 'data sheet': 's2', other: 's3' };
const scope = (ownSheetId = 's1'): FormulaScope => ({ ownSheetId, sheetIdByName: (name) => SHEETS[name.toLowerCase()] });

type Case = readonly [formula: string, expected: string];

function table(title: string, change: StructuralChange, cases: readonly Case[], own = 's1'): void {
  describe(title, () => {
    it.each(cases)('%s -> %s', (formula, expected) => {
      expect(rewriteFormula(formula, scope(own), change)).toBe(expected);
    });
  });
}

table('insert 2 rows before row 3', { kind: 'insert-rows', sheetId: 's1', at: 2, count: 2 }, [
  ['=A1', '=A1'],
  ['=A3', '=A5'],
  ['=$A$3', '=$A$5'],
  ['=A$3+$B4', '=A$5+$B6'],
  ['=A2+A3', '=A2+A5'],
  ['=SUM(A1:A10)', '=SUM(A1:A12)'],
  ['=SUM(A3:A10)', '=SUM(A5:A12)'],
  ['=SUM(A1:A2)', '=SUM(A1:A2)'],
  ['=SUM(A:A)', '=SUM(A:A)'],
  ['=SUM(3:5)', '=SUM(5:7)'],
  ['=SUM($1:$2)', '=SUM($1:$2)'],
  ['=Other!A3', '=Other!A3'],
  ["='Sheet1'!A3", "='Sheet1'!A5"],
  ['=sheet1!A3', '=sheet1!A5'],
  ['="A3"&A3', '="A3"&A5'],
  ['="say ""A3"""&A3', '="say ""A3"""&A5'],
  ['=LOG10(A3)', '=LOG10(A5)'],
  ['=Rate2024*A3', '=Rate2024*A5'],
  ['=1E3+A3', '=1E3+A5'],
  ['=IFERROR(#REF!, A3)', '=IFERROR(#REF!, A5)'],
  ['= a3 +  b10', '= A5 +  B12'],
  ['=Unknown!A3', '=Unknown!A3'],
  ['=SUM(A10:A3)', '=SUM(A5:A12)'],
  ['=A1048575', '=#REF!'],
  ['=SUM(A1:A1048575)', '=SUM(A1:A1048576)'],
  ['=SUM(A1048575:A1048576)', '=SUM(#REF!)'],
]);

table('insert rows seen from another sheet', { kind: 'insert-rows', sheetId: 's1', at: 2, count: 2 }, [
  ['=A3', '=A3'],
  ['=Sheet1!A3+A3', '=Sheet1!A5+A3'],
  ['=SUM(Sheet1!B1:B9)', '=SUM(Sheet1!B1:B11)'],
], 's2');

table('delete rows 3 and 4', { kind: 'delete-rows', sheetId: 's1', at: 2, count: 2 }, [
  ['=A3', '=#REF!'],
  ['=$A$4', '=#REF!'],
  ['=A5', '=A3'],
  ['=A2', '=A2'],
  ['=SUM(A1:A10)', '=SUM(A1:A8)'],
  ['=SUM(A3:A4)', '=SUM(#REF!)'],
  ['=SUM(A3:A6)', '=SUM(A3:A4)'],
  ['=SUM(A1:A3)', '=SUM(A1:A2)'],
  ['=SUM(A4:B9)', '=SUM(A3:B7)'],
  ['=Sheet1!A4+1', '=#REF!+1'],
  ['=SUM(3:4)', '=SUM(#REF!)'],
  ['=SUM(2:5)', '=SUM(2:3)'],
  ['=SUM(C:C)', '=SUM(C:C)'],
]);

table('insert a column before B', { kind: 'insert-columns', sheetId: 's1', at: 1, count: 1 }, [
  ['=A1+B1', '=A1+C1'],
  ['=SUM(A1:C1)', '=SUM(A1:D1)'],
  ['=SUM(B:B)', '=SUM(C:C)'],
  ['=SUM($A:$B)', '=SUM($A:$C)'],
  ['=SUM(1:1)', '=SUM(1:1)'],
  ['=$B$2', '=$C$2'],
  ['=Z1', '=AA1'],
]);

table('delete column B', { kind: 'delete-columns', sheetId: 's1', at: 1, count: 1 }, [
  ['=B1', '=#REF!'],
  ['=C1', '=B1'],
  ['=SUM(A1:C1)', '=SUM(A1:B1)'],
  ['=SUM(B:B)', '=SUM(#REF!)'],
  ['=SUM(B:D)', '=SUM(B:C)'],
  ['=A1', '=A1'],
]);

table('move row 1 down before row 4', { kind: 'move-rows', sheetId: 's1', from: 0, count: 1, to: 3 }, [
  ['=A1', '=A3'],
  ['=A2', '=A1'],
  ['=A3', '=A2'],
  ['=A4', '=A4'],
  ['=$B$1', '=$B$3'],
  ['=SUM(A1:A4)', '=SUM(A1:A4)'],
  ['=SUM(A1:A2)', '=SUM(A1:A3)'],
]);

table('move rows 5-6 up before row 2', { kind: 'move-rows', sheetId: 's1', from: 4, count: 2, to: 1 }, [
  ['=A5', '=A2'],
  ['=A6', '=A3'],
  ['=A2', '=A4'],
  ['=A4', '=A6'],
  ['=A1', '=A1'],
  ['=A7', '=A7'],
  ['=SUM(A5:A6)', '=SUM(A2:A3)'],
]);

table('move column A after column C', { kind: 'move-columns', sheetId: 's1', from: 0, count: 1, to: 3 }, [
  ['=A1', '=C1'],
  ['=B1+C1', '=A1+B1'],
  ['=D1', '=D1'],
]);

table('insert cells B2:B3 shifting down', { kind: 'insert-cells', sheetId: 's1', area: { top: 1, left: 1, bottom: 2, right: 1 }, shift: 'down' }, [
  ['=B2', '=B4'],
  ['=B1', '=B1'],
  ['=C2', '=C2'],
  ['=SUM(B1:B5)', '=SUM(B1:B7)'],
  ['=SUM(A2:B2)', '=SUM(A2:B2)'],
  ['=SUM(B:B)', '=SUM(B:B)'],
]);

table('delete cells B2:B3 shifting up', { kind: 'delete-cells', sheetId: 's1', area: { top: 1, left: 1, bottom: 2, right: 1 }, shift: 'up' }, [
  ['=B2', '=#REF!'],
  ['=B5', '=B3'],
  ['=SUM(B1:B5)', '=SUM(B1:B3)'],
  ['=A5', '=A5'],
  ['=B1', '=B1'],
]);

table('insert cells A1:B1 shifting right', { kind: 'insert-cells', sheetId: 's1', area: { top: 0, left: 0, bottom: 0, right: 1 }, shift: 'right' }, [
  ['=A1', '=C1'],
  ['=A2', '=A2'],
  ['=SUM(A1:C1)', '=SUM(C1:E1)'],
  ['=SUM(A1:A2)', '=SUM(A1:A2)'],
]);

table('delete cell A1 shifting left', { kind: 'delete-cells', sheetId: 's1', area: { top: 0, left: 0, bottom: 0, right: 0 }, shift: 'left' }, [
  ['=A1', '=#REF!'],
  ['=B1', '=A1'],
  ['=B2', '=B2'],
  ['=SUM(A1:D1)', '=SUM(A1:C1)'],
]);

table('rename Sheet1 to My Sheet', { kind: 'rename-sheet', sheetId: 's1', from: 'Sheet1', to: 'My Sheet' }, [
  ['=Sheet1!A1', "='My Sheet'!A1"],
  ['=sheet1!A1:B2', "='My Sheet'!A1:B2"],
  ["='Sheet1'!$C$3", "='My Sheet'!$C$3"],
  ['=A1', '=A1'],
  ['="Sheet1!A1"', '="Sheet1!A1"'],
  ['=Other!A1', '=Other!A1'],
], 's2');

table('rename Data Sheet to Data', { kind: 'rename-sheet', sheetId: 's2', from: 'Data Sheet', to: 'Data' }, [
  ["='Data Sheet'!A1", '=Data!A1'],
  ["=SUM('data sheet'!A:A)", '=SUM(Data!A:A)'],
]);

table('rename to names that need quotes', { kind: 'rename-sheet', sheetId: 's3', from: 'Other', to: "It's" }, [
  ['=Other!B2', "='It''s'!B2"],
]);
table('rename to a name that looks like a cell', { kind: 'rename-sheet', sheetId: 's3', from: 'Other', to: 'A1' }, [
  ['=Other!B2', "='A1'!B2"],
]);

table('delete Data Sheet', { kind: 'delete-sheet', sheetId: 's2', name: 'Data Sheet' }, [
  ["='Data Sheet'!A1+1", '=#REF!+1'],
  ["=SUM('Data Sheet'!A:A)", '=SUM(#REF!)'],
  ['=A1', '=A1'],
  ['=Other!A1', '=Other!A1'],
]);

table('insert 3 columns before C, mixed anchors and nesting', { kind: 'insert-columns', sheetId: 's1', at: 2, count: 3 }, [
  ['=$C1+C$1+$C$1', '=$F1+F$1+$F$1'],
  ['=IF(B2>0,SUM(C2:D9),VLOOKUP(A1,$A$1:$E$20,3,FALSE))', '=IF(B2>0,SUM(F2:G9),VLOOKUP(A1,$A$1:$H$20,3,FALSE))'],
  ['=Rate*C5', '=Rate*F5'],
  ['=SUM(Sheet1!C:C, Other!C:C)', '=SUM(Sheet1!F:F, Other!C:C)'],
  ['=SUM(A:B)', '=SUM(A:B)'],
  ['={1,2;3,4}+C1', '={1,2;3,4}+F1'],
  ['=INDIRECT("C1")&C1', '=INDIRECT("C1")&F1'],
  ['=ZZ1', '=AAC1'],
]);

table('delete rows 1-2 at the top edge of ranges', { kind: 'delete-rows', sheetId: 's1', at: 0, count: 2 }, [
  ['=SUM(A1:A2)', '=SUM(#REF!)'],
  ['=SUM(A2:A3)', '=SUM(A1:A1)'],
  ['=SUM($A$1:$A$10)', '=SUM($A$1:$A$8)'],
  ['=A3-A1', '=A1-#REF!'],
  ['=SUM(1:2)', '=SUM(#REF!)'],
  ['=SUM(1:4)', '=SUM(1:2)'],
]);

table('move rows 2-3 below a range they are part of', { kind: 'move-rows', sheetId: 's1', from: 1, count: 2, to: 10 }, [
  ['=SUM(A1:A5)', '=SUM(A1:A3)'],
  ['=A2+A3', '=A9+A10'],
  ['=A4', '=A2'],
  ['=A11', '=A11'],
  ['=SUM(A2:A3)', '=SUM(A9:A10)'],
]);

table('move columns B:C before A', { kind: 'move-columns', sheetId: 's1', from: 1, count: 2, to: 0 }, [
  ['=A1', '=C1'],
  ['=B1&C1', '=A1&B1'],
  ['=SUM(B:C)', '=SUM(A:B)'],
  ['=SUM(A1:D1)', '=SUM(A1:D1)'],
]);

table('insert cells B2:C3 shifting right', { kind: 'insert-cells', sheetId: 's1', area: { top: 1, left: 1, bottom: 2, right: 2 }, shift: 'right' }, [
  ['=B2', '=D2'],
  ['=C3', '=E3'],
  ['=B4', '=B4'],
  ['=SUM(B2:F3)', '=SUM(D2:H3)'],
  ['=SUM(B2:B4)', '=SUM(B2:B4)'],
  ['=A2', '=A2'],
  ['=SUM(2:3)', '=SUM(2:3)'],
]);

table('delete cells B2:C2 shifting left', { kind: 'delete-cells', sheetId: 's1', area: { top: 1, left: 1, bottom: 1, right: 2 }, shift: 'left' }, [
  ['=B2', '=#REF!'],
  ['=D2', '=B2'],
  ['=SUM(A2:E2)', '=SUM(A2:C2)'],
  ['=SUM(B2:C2)', '=SUM(#REF!)'],
  ['=D3', '=D3'],
  ['=SUM(D1:D3)', '=SUM(D1:D3)'],
]);

table('changes on another sheet leave unqualified references alone', { kind: 'delete-columns', sheetId: 's2', at: 0, count: 5 }, [
  ['=A1+E5', '=A1+E5'],
  ["='Data Sheet'!F1+'Data Sheet'!A1", "='Data Sheet'!A1+#REF!"],
]);
