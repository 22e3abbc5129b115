import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportXlsx, importXlsx } from '../../../plugins/files/index.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import { cellAt, sheetNamed, xlsxBytes } from './helpers.js';

describe('cell notes in xlsx', () => {
  it('reads Excel notes (plain and rich text) as notes, and writes them back so they read the same', async () => {
    const bytes = await xlsxBytes((book) => {
      const ws = book.addWorksheet('Plan');
      ws.getCell('A1').value = 'Revenue';
      ws.getCell('A1').note = 'From the 2026 budget';
      // An empty cell with a note: readers keep the note when the cell has a record in the sheet.
      ws.getCell('B2').style = { protection: { locked: true } };
      ws.getCell('B2').note = { texts: [{ text: 'Ask ' }, { font: { bold: true }, text: 'Sam' }] } as ExcelJS.Comment;
    });
    const { workbook } = await importXlsx(bytes, 'plan.xlsx', new SequentialIdGenerator());
    const plan = sheetNamed(workbook, 'Plan');
    expect(cellAt(plan, 'A1')).toMatchObject({ value: 'Revenue', note: 'From the 2026 budget' });
    expect(cellAt(plan, 'B2')).toEqual({ note: 'Ask Sam' });

    const again = (await importXlsx(await exportXlsx(workbook), 'again.xlsx', new SequentialIdGenerator())).workbook;
    const planAgain = sheetNamed(again, 'Plan');
    expect(cellAt(planAgain, 'A1')).toMatchObject({ value: 'Revenue', note: 'From the 2026 budget' });
    expect(cellAt(planAgain, 'B2')).toEqual({ note: 'Ask Sam' });
  });
});
