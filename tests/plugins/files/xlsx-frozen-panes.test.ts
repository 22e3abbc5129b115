import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportXlsx, importXlsx } from '../../../plugins/files/index.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import { sheetNamed, xlsxBytes } from './helpers.js';

describe('frozen panes in xlsx', () => {
  it('reads the frozen pane as frozen rows and columns, writes it back, and ExcelJS reads the same pane', async () => {
    const bytes = await xlsxBytes((book) => {
      book.addWorksheet('Plan', { views: [{ state: 'frozen', xSplit: 1, ySplit: 2, topLeftCell: 'B40' }] }).getCell('A1').value = 'Region';
      book.addWorksheet('Rows only', { views: [{ state: 'frozen', ySplit: 1 }] });
      book.addWorksheet('Plain');
      book.addWorksheet('Split', { views: [{ state: 'split', xSplit: 2000, ySplit: 3000 }] });
    });
    const { workbook, report } = await importXlsx(bytes, 'plan.xlsx', new SequentialIdGenerator());
    expect(sheetNamed(workbook, 'Plan').frozen).toEqual({ rows: 2, columns: 1 });
    expect(sheetNamed(workbook, 'Rows only').frozen).toEqual({ rows: 1, columns: 0 });
    expect(sheetNamed(workbook, 'Plain')).not.toHaveProperty('frozen');
    expect(sheetNamed(workbook, 'Split')).not.toHaveProperty('frozen');
    expect(report.map((entry) => entry.feature)).not.toContain('Frozen panes');
    expect(report).toContainEqual(expect.objectContaining({ feature: 'Split panes' }));

    const exported = new ExcelJS.Workbook();
    await exported.xlsx.load((await exportXlsx(workbook)) as unknown as ArrayBuffer);
    expect(exported.getWorksheet('Plan')!.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 2, topLeftCell: 'B3' });
    expect(exported.getWorksheet('Rows only')!.views[0]).toMatchObject({ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2' });
    expect(exported.getWorksheet('Plain')!.views?.[0]?.state ?? 'normal').toBe('normal');

    const again = (await importXlsx(await exportXlsx(workbook), 'again.xlsx', new SequentialIdGenerator())).workbook;
    expect(sheetNamed(again, 'Plan').frozen).toEqual({ rows: 2, columns: 1 });
  });

  it('clips a frozen pane larger than the sheet to the sheet', async () => {
    const bytes = await xlsxBytes((book) => {
      book.addWorksheet('Huge', { views: [{ state: 'frozen', xSplit: 16000, ySplit: 1_000_000 }] });
    });
    const sheet = sheetNamed((await importXlsx(bytes, 'huge.xlsx', new SequentialIdGenerator())).workbook, 'Huge');
    expect(sheet.frozen).toEqual({ rows: sheet.rowIds.length, columns: sheet.columnIds.length });
  });
});
