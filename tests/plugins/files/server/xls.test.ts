import * as XLSX from '@e965/xlsx';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importUpload } from '../../../../plugins/files/server/xls.js';
import { FileImportError } from '../../../../plugins/files/index.js';
import { SequentialIdGenerator } from '../../../../plugins/workbook/ids.js';
import { cellAt } from '../helpers.js';

function xlsBytes(): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['Item', 'Amount'],
    ['Rent', 1200],
    ['Food', 300],
  ]);
  sheet.B4 = { t: 'n', f: 'SUM(B2:B3)', v: 1500 };
  sheet['!ref'] = 'A1:B4';
  sheet['!merges'] = [XLSX.utils.decode_range('A5:B5')];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Costs');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xls' }) as ArrayBuffer);
}

describe('legacy .xls import on the server', () => {
  it('reads values, formulas and merges of a workbook LibreOffice saved as .xls, and reports the styles it cannot keep', async () => {
    const bytes = new Uint8Array(readFileSync(new URL('../../../../fixtures/books/costs.xls', import.meta.url)));
    const { workbook, report } = await importUpload('costs.xls', bytes, new SequentialIdGenerator());
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    expect(sheet.name).toBe('Costs');
    expect(cellAt(sheet, 'A2')?.value).toBe('Rent');
    expect(cellAt(sheet, 'B3')?.value).toBe(300);
    expect(cellAt(sheet, 'B4')?.formula).toBe('=SUM(B2:B3)');
    expect(cellAt(sheet, 'A5')).toMatchObject({ value: 'Merged note', mergeColumns: 2 });
    expect(report.map((line) => line.feature)).toContain('Cell styles');
  });

  it('reads what SheetJS itself writes as .xls', async () => {
    const { workbook } = await importUpload('costs.xls', xlsBytes(), new SequentialIdGenerator());
    expect(cellAt(workbook.sheetsById[workbook.sheetIds[0]], 'B4')?.value).toBe(1500);
  });

  it('refuses a damaged .xls with one clear message', async () => {
    const broken = xlsBytes().slice(0, 600);
    await expect(importUpload('broken.xls', broken, new SequentialIdGenerator())).rejects.toBeInstanceOf(FileImportError);
  });

  it('still reads .xlsx and .csv uploads', async () => {
    const { workbook } = await importUpload('a.csv', new TextEncoder().encode('x,1\n'), new SequentialIdGenerator());
    expect(cellAt(workbook.sheetsById[workbook.sheetIds[0]], 'B1')?.value).toBe(1);
  });
});
