import ExcelJS from 'exceljs';
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { exportXlsx, importXlsx } from '../../../plugins/files/index.js';
import { putCell } from '../../../plugins/workbook/cell-store.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import { cellAt, sheetNamed, xlsxBytes } from './helpers.js';

const ROWS = 9000;
// A 1x1 PNG.
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function longSheet() {
  const bytes = await xlsxBytes((book) => {
    const ws = book.addWorksheet('Long');
    for (let row = 1; row <= ROWS; row++) ws.getCell(row, 1).value = row;
    // Across the rows written between two waits for the zip (512), and below rows already written out.
    ws.getCell('B4095').value = 'merged';
    ws.mergeCells('B4095:C4098');
    // A record for the cell, so a reader keeps its note (xlsx-notes.test.ts).
    ws.getCell('D6000').style = { protection: { locked: true } };
    ws.getCell('D6000').note = 'only a note';
    ws.getRow(7000).height = 40;
    // A second long sheet, written once the first one's XML, notes and links are in the zip.
    const second = book.addWorksheet('Second');
    for (let row = 1; row <= 2000; row++) second.getCell(row, 1).value = `line ${row}`;
    second.getCell('B10').value = 'noted';
    second.getCell('B10').note = 'on the second sheet';
  });
  return (await importXlsx(bytes, 'long.xlsx', new SequentialIdGenerator())).workbook;
}

describe('xlsx export, row by row', () => {
  it('writes a long sheet with a merge across the rows written out as it goes, a note-only cell and a resized row', async () => {
    const original = await longSheet();
    expect(cellAt(sheetNamed(original, 'Long'), 'D6000')).toEqual({ note: 'only a note' });
    const again = (await importXlsx(await exportXlsx(original), 'long.xlsx', new SequentialIdGenerator())).workbook;
    const sheet = sheetNamed(again, 'Long');
    expect(sheet.rowIds.length).toBe(ROWS);
    expect(cellAt(sheet, 'A1')?.value).toBe(1);
    expect(cellAt(sheet, `A${ROWS}`)?.value).toBe(ROWS);
    expect(cellAt(sheet, 'B4095')).toMatchObject({ value: 'merged', mergeRows: 4, mergeColumns: 2 });
    expect(cellAt(sheet, 'D6000')).toEqual({ note: 'only a note' });
    const second = sheetNamed(again, 'Second');
    expect(cellAt(second, 'A2000')?.value).toBe('line 2000');
    expect(cellAt(second, 'B10')).toMatchObject({ value: 'noted', note: 'on the second sheet' });
    expect(sheet.rowsById[sheet.rowIds[6999]].height).toBe(sheetNamed(original, 'Long').rowsById[sheetNamed(original, 'Long').rowIds[6999]].height);
  });

  it('writes a workbook with a picture through the in-memory writer, which keeps pictures', async () => {
    const original = await longSheet();
    const sheet = sheetNamed(original, 'Long');
    const withPicture = produce(original, (draft) => {
      putCell(draft.sheetsById[sheet.id], sheet.rowIds[1], sheet.columnIds[4], { value: null, data: { type: 'IMAGE', imageUrl: PIXEL } });
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exportXlsx(withPicture)) as unknown as ArrayBuffer);
    expect(book.getWorksheet('Long')!.getImages()).toHaveLength(1);
    expect(book.getWorksheet('Long')!.getCell(`A${ROWS}`).value).toBe(ROWS);
  });
});
