import { describe, expect, it } from 'vitest';
// jszip comes with exceljs; used here to read the parts the export wrote.
import JSZip from 'jszip';
import { exportXlsx, importXlsx } from '../../../plugins/files/index.js';
import { formulaForExcel } from '../../../plugins/files/xlsx/table-formulas.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import type { Draft } from 'immer';
import type { Sheet, Workbook } from '../../../plugins/workbook/model/index.js';
import { putCell } from '../../../plugins/workbook/cell-store.js';
import { libreOfficeValues } from '../../support/libreoffice.js';
import { tableBook } from '../tables/table-book.js';
import { cellAt, sheetNamed } from './helpers.js';

/** Sales over A1:D4 (a totals row) with a calculated column, and formulas beside it and on another sheet. */
function salesBook(): Workbook {
  return tableBook({
    A1: 'Item', B1: 'Qty', C1: 'Unit Cost', D1: 'Total',
    A2: 'Pen', B2: 2, C2: 1.5, D2: '=[@Qty]*[@[Unit Cost]]',
    A3: 'Ink', B3: 3, C3: 4, D3: '=[@Qty]*[@[Unit Cost]]',
    A4: 'Total', D4: '=SUBTOTAL(109,[Total])',
    F1: '=SUM(Sales[Total])', F2: '=Sales[@Qty]*2', F3: '=COUNT(Sales[[#All],[Qty]:[Total]])', F4: '=SUM(Sales[[#Totals],[Total]])',
    'Other!A1': '=SUM(Sales[[#Data],[Qty]:[Unit Cost]])', 'Other!A2': '=ROWS(Sales[[#Data],[Item]])',
  }, [{ name: 'Sales', ref: 'A1:D4', totalsRow: true }], ['Sheet1', 'Other']);
}

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The same book with an image cell: ExcelJS's in-memory writer writes it, not the streaming one. */
function withImage(book: Workbook): Workbook {
  const sheet = book.sheetsById[book.sheetIds[1]];
  const next = structuredClone(sheet) as Draft<Sheet>;
  putCell(next, next.rowIds[5], next.columnIds[5], { data: { type: 'IMAGE', imageUrl: PNG } });
  return { ...book, sheetsById: { ...book.sheetsById, [sheet.id]: next } };
}

describe('xlsx tables: export', () => {
  it("writes formulas with Excel's stored form of structured references", () => {
    expect(formulaForExcel('[@Qty]*[@[Unit Cost]]', 'Sales')).toBe('Sales[[#This Row],[Qty]]*Sales[[#This Row],[Unit Cost]]');
    expect(formulaForExcel('CONCAT(@Sales[Item],[@Qty])', 'Sales')).toBe('_xlfn.CONCAT(_xlfn.SINGLE(Sales[Item]),Sales[[#This Row],[Qty]])');
    expect(formulaForExcel("SUM(T[Totals '[']^&*@'#$,,<>])", undefined)).toBe("SUM(T[Totals '[']^&*@'#$,,<>])");
    expect(formulaForExcel('SUM([Qty])', undefined)).toBe('SUM([Qty])');
  });

  it.each([['the streaming writer', salesBook], ['the in-memory writer', () => withImage(salesBook())]])('writes the tables as parts of the sheet with %s, which a round trip reads back', async (_, make) => {
    const book = make();
    const bytes = await exportXlsx(book);
    const zip = await JSZip.loadAsync(bytes);
    const part = await zip.file('xl/tables/table1.xml')!.async('string');
    expect(part).toContain('name="Sales" displayName="Sales" ref="A1:D4" totalsRowCount="1"><autoFilter ref="A1:D3"/>');
    expect(part).toContain('<tableColumn id="3" name="Unit Cost"/>');
    expect(await zip.file('[Content_Types].xml')!.async('string')).toContain('<Override PartName="/xl/tables/table1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.table+xml"/>');
    const sheetXml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheetXml).toMatch(/<tableParts count="1"><tablePart r:id="rId\d+"\/><\/tableParts>/);
    expect(sheetXml).toContain('Sales[[#This Row],[Qty]]*Sales[[#This Row],[Unit Cost]]');
    const again = (await importXlsx(bytes, 'sales.xlsx', new SequentialIdGenerator())).workbook;
    expect(Object.values(again.tablesById!).map(({ name, headerRow, totalsRow, columns, style, bandedRows }) => ({ name, headerRow, totalsRow, columns, style, bandedRows }))).toEqual([
      { name: 'Sales', headerRow: true, totalsRow: true, columns: [{ name: 'Item' }, { name: 'Qty' }, { name: 'Unit Cost' }, { name: 'Total' }], style: 'TableStyleMedium2', bandedRows: true },
    ]);
    expect(cellAt(sheetNamed(again, 'Sheet1'), 'D2')?.formula).toBe('=Sales[[#This Row],[Qty]]*Sales[[#This Row],[Unit Cost]]');
  });

  it('writes a table without a header row, and the header cells as the column names', async () => {
    const book = tableBook({ A1: 2020, B1: 'x', A2: 1, B2: 2, D1: '=SUM(Nums[#Data])' }, [{ name: 'Nums', ref: 'A1:B2', columns: ['2020', 'Label'] }, { name: 'Bare', ref: 'A5:B6', headerRow: false }]);
    const zip = await JSZip.loadAsync(await exportXlsx(book));
    const parts = await Promise.all(['xl/tables/table1.xml', 'xl/tables/table2.xml'].map((name) => zip.file(name)!.async('string')));
    expect(parts.find((p) => p.includes('name="Bare"'))).toContain('ref="A5:B6" headerRowCount="0" totalsRowShown="0"><tableColumns');
    const again = (await importXlsx(await exportXlsx(book), 'nums.xlsx', new SequentialIdGenerator())).workbook;
    expect([cellAt(sheetNamed(again, 'Sheet1'), 'A1')?.value, cellAt(sheetNamed(again, 'Sheet1'), 'B1')?.value]).toEqual(['2020', 'Label']);
  });

  // LibreOffice 7.4 reads the list form (`Sales[[#All],[Qty]]`) but not a lone item (`Sales[#All]` is #NAME? there), and
  // takes a table's name alone for its whole block (Excel: its data rows), so those are tested against Excel's values elsewhere.
  it('is computed by LibreOffice to the values our engine gives', async () => {
    const values = libreOfficeValues(await exportXlsx(salesBook()), ['Sheet1', 'Other']);
    expect([values.Sheet1[1][3], values.Sheet1[2][3], values.Sheet1[3][3]]).toEqual(['3', '12', '15']);
    expect(values.Sheet1.slice(0, 4).map((row) => row[5])).toEqual(['15', '4', '7', '15']);
    expect(values.Other.slice(0, 2).map((row) => row[0])).toEqual(['10.5', '2']);
  });
});
