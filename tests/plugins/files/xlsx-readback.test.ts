import type ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { importXlsx } from '../../../plugins/files/index.js';
import { cellId } from '../../../plugins/workbook/cell-store.js';
import { parseTemplateText, templateFileText } from '../../../plugins/workbook/file/index.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import type { Workbook } from '../../../plugins/workbook/model/workbook.js';
import { cellAt, sheetNamed, xlsxBytes } from './helpers.js';

/** An import's template text, read back: it must be valid JSON the template reader accepts. */
async function readBack(bytes: Uint8Array, fileName = 'book.xlsx'): Promise<{ imported: Workbook; read: Workbook; report: readonly { feature: string; detail: string }[] }> {
  const { workbook, report } = await importXlsx(bytes, fileName, new SequentialIdGenerator());
  return { imported: workbook, read: parseTemplateText(templateFileText(workbook)), report };
}

async function withWorkbookXml(build: (book: ExcelJS.Workbook) => void, edit: (xml: string) => string): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(await xlsxBytes(build));
  zip.file('xl/workbook.xml', edit(await zip.file('xl/workbook.xml')!.async('string')));
  return zip.generateAsync({ type: 'uint8array' });
}

describe('an xlsx import always writes a template that reads back', () => {
  it('gives a row of formatted empty cells wider than every row of values its columns (it once wrote `undefined` keys)', async () => {
    const bytes = await xlsxBytes((book) => {
      const ws = book.addWorksheet('Band');
      ws.getCell('A1').value = 1;
      for (let col = 1; col <= 30; col++) ws.getRow(3).getCell(col).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFF0000' } };
      ws.getColumn(30).width = 30;
    });
    const { imported, read } = await readBack(bytes);
    const sheet = sheetNamed(read, 'Band');
    expect(sheet.columnIds.length).toBe(30);
    expect(cellAt(sheet, 'AD3')?.format?.backgroundColor).toBe('#ff0000');
    expect(sheet.columnsById[sheet.columnIds[29]].width).toBe(215);
    expect(read).toEqual(imported);
  });

  it('numbers names that become alike once made template names, and keeps names within the length limit', async () => {
    const long = `N${'x'.repeat(254)}`;
    const bytes = await withWorkbookXml((book) => {
      book.addWorksheet('One').getCell('A1').value = 1;
    }, (xml) => xml.replace('</sheets>', `</sheets><definedNames><definedName name="한글">One!$A$1</definedName><definedName name="日本">One!$A$1</definedName><definedName name="${long}">One!$A$1</definedName><definedName name="${long.slice(0, 250)}Y">One!$A$1</definedName></definedNames>`));
    const { read, report } = await readBack(bytes);
    expect(Object.values(read.namedRangesById).map((n) => n.name)).toEqual(['__', '__2', long.slice(0, 250), `${long.slice(0, 249)}2`]);
    expect(report).toContainEqual({ feature: 'Named ranges', detail: '日本 was renamed __2' });
  });

  it('leaves out a conditional format that starts past the last column, and reports it', async () => {
    const bytes = await xlsxBytes((book) => {
      const ws = book.addWorksheet('Wide');
      ws.getCell('A1').value = 1;
      ws.addConditionalFormatting({ ref: 'A1:A5 AZ1:AZ5', rules: [{ type: 'expression', priority: 1, formulae: ['A1>0'], style: { font: { bold: true } } }] });
      ws.addConditionalFormatting({ ref: 'BA1:BA5', rules: [{ type: 'expression', priority: 2, formulae: ['BA1>0'], style: { font: { bold: true } } }] });
    });
    const { read, report } = await readBack(bytes);
    const sheet = sheetNamed(read, 'Wide');
    const formats = Object.values(read.conditionalFormatsById) as { ranges: { fromCellId: string; toCellId: string }[] }[];
    expect(formats.map((f) => f.ranges)).toEqual([[expect.objectContaining({ fromCellId: cellId(sheet.columnIds[0], sheet.rowIds[0]), toCellId: cellId(sheet.columnIds[0], sheet.rowIds[4]) })]]);
    expect(report).toContainEqual({ sheet: 'Wide', feature: 'Conditional formatting', detail: 'formatting of cells past the last used row or column is not kept (2 times)' });
  });

  it('keeps the last value of a formula longer than a template holds, and says so', async () => {
    const long = `1${'+1'.repeat(4095)}+0`;
    const bytes = await xlsxBytes((book) => {
      const ws = book.addWorksheet('Long');
      ws.getCell('A1').value = { formula: long, result: 4096 };
      ws.getCell('A2').value = { formula: `IF(A1>0,NA(),${long})`, result: { error: '#N/A' } };
      ws.getCell('A3').value = { formula: 'A1*2', result: 8192 };
    });
    const { read, report } = await readBack(bytes);
    const sheet = sheetNamed(read, 'Long');
    expect(cellAt(sheet, 'A1')).toEqual({ value: 4096 });
    expect(cellAt(sheet, 'A2')).toEqual({ formula: '=#N/A' });
    expect(cellAt(sheet, 'A3')?.formula).toBe('=A1*2');
    expect(report).toContainEqual({ sheet: 'Long', feature: 'Formulas', detail: 'formulas longer than 8,192 characters are kept as their last value (2 times)' });
  });

  it('names a template after its file, never blank and within the name limit', async () => {
    const bytes = await xlsxBytes((book) => {
      book.addWorksheet('S').getCell('A1').value = 1;
    });
    expect((await readBack(bytes, '.xlsx')).read.name).toBe('Imported book');
    expect((await readBack(bytes, `${'b'.repeat(300)}.xlsx`)).read.name).toBe('b'.repeat(250));
  });
});
