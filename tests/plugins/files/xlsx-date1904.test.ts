import ExcelJS from 'exceljs';
import type { Draft } from 'immer';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { exportXlsx, importXlsx } from '../../../plugins/files/index.js';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { displayText } from '../../../plugins/formulas/number-format/display-text.js';
import { FormulaError } from '../../../plugins/formulas/values.js';
import { parseTemplateText, templateFileText } from '../../../plugins/workbook/file/index.js';
import { putCell } from '../../../plugins/workbook/cell-store.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import type { Sheet } from '../../../plugins/workbook/model/sheet.js';
import { engineOptions } from '../../support/engine.js';
import { cellAt, sheetNamed, xlsxBytes } from './helpers.js';

/** A 1x1 transparent PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Formulas with the values Excel gives in a 1904 workbook where A1 is 2024-01-15 and A2 2024-01-16. */
const FORMULAS: readonly [string, number | string][] = [
  ['YEAR(A1)', 2024],
  ['DATE(2024,1,15)', 43844],
  ['A1-DATE(2024,1,1)', 14],
  ['WEEKDAY(DATE(1904,1,1))', 6],
  ['EOMONTH(A1,1)', 43889],
  ['NETWORKDAYS(A1,A1+7,A2)', 5],
  ['TEXT(A1,"dddd d mmmm yyyy")', 'Monday 15 January 2024'],
  ['TEXT(A2-A1,"[h]:mm")', '36:00'],
  ['DATEVALUE("1904-01-02")', 1],
];

/** A book saved by Excel in the 1904 date system (ExcelJS writes workbookPr date1904="1" and 1904 serials). */
function book1904(book: ExcelJS.Workbook): void {
  book.properties.date1904 = true;
  const ws = book.addWorksheet('Mac');
  ws.getCell('A1').value = new Date(Date.UTC(2024, 0, 15));
  ws.getCell('A1').numFmt = 'yyyy-mm-dd';
  ws.getCell('A2').value = new Date(Date.UTC(2024, 0, 16, 12));
  ws.getCell('A2').numFmt = 'm/d/yyyy h:mm';
  FORMULAS.forEach(([formula, result], i) => {
    ws.getCell(`B${i + 1}`).value = { formula, result };
  });
}

describe('an xlsx workbook of the 1904 date system', () => {
  it('is imported with its setting and its serials, computed and shown as Excel does', async () => {
    const { workbook, report } = await importXlsx(await xlsxBytes(book1904), 'mac.xlsx', new SequentialIdGenerator());
    expect(report).toEqual([]);
    expect(workbook.settings.dateSystem).toBe(1904);
    const sheet = sheetNamed(workbook, 'Mac');
    expect(cellAt(sheet, 'A1')).toMatchObject({ value: 43844, data: { type: 'DATE', format: 'yyyy-mm-dd' } });
    expect(cellAt(sheet, 'A2')?.value).toBe(43845.5);
    const engine = new Engine(engineOptions());
    engine.loadWorkbook(workbook, {});
    const values = FORMULAS.map((_, i) => engine.getValue(sheet.id, i, 1));
    expect(values.map((v) => (v instanceof FormulaError ? v.code : v))).toEqual(FORMULAS.map(([, result]) => result));
    expect(displayText(engine.getValue(sheet.id, 1, 0), cellAt(sheet, 'A2'), { dateSystem: engine.dateSystem }).text).toBe('1/16/2024 12:00');
    expect(parseTemplateText(templateFileText(workbook)).settings.dateSystem).toBe(1904);
  });

  it('is exported with workbookPr date1904, so Excel reads the same days, and imports again the same', async () => {
    const { workbook } = await importXlsx(await xlsxBytes(book1904), 'mac.xlsx', new SequentialIdGenerator());
    const exported = await exportXlsx(workbook);
    const xml = await (await JSZip.loadAsync(exported)).file('xl/workbook.xml')!.async('string');
    expect(xml).toMatch(/<workbookPr[^>]*\bdate1904="1"/);
    const excel = new ExcelJS.Workbook();
    await excel.xlsx.load(exported.buffer as ArrayBuffer);
    expect(excel.worksheets[0].getCell('A1').value).toEqual(new Date(Date.UTC(2024, 0, 15)));
    const again = (await importXlsx(exported, 'mac.xlsx', new SequentialIdGenerator())).workbook;
    expect(again.settings.dateSystem).toBe(1904);
    expect(cellAt(sheetNamed(again, 'Mac'), 'A1')?.value).toBe(43844);
  });

  it('is exported with date1904 by the in-memory writer too (a workbook with a picture)', async () => {
    const { workbook } = await importXlsx(await xlsxBytes(book1904), 'mac.xlsx', new SequentialIdGenerator());
    const sheet = sheetNamed(workbook, 'Mac') as Draft<Sheet>;
    putCell(sheet, sheet.rowIds[20], sheet.columnIds[0], { data: { type: 'IMAGE', imageUrl: `data:image/png;base64,${PNG}` } });
    const xml = await (await JSZip.loadAsync(await exportXlsx(workbook))).file('xl/workbook.xml')!.async('string');
    expect(xml).toMatch(/<workbookPr[^>]*\bdate1904="1"/);
  });

  it('leaves a 1900 book without the setting, and its export without date1904', async () => {
    const { workbook } = await importXlsx(await xlsxBytes((book) => {
      book.addWorksheet('Win').getCell('A1').value = new Date(Date.UTC(2024, 0, 15));
    }), 'win.xlsx', new SequentialIdGenerator());
    expect(workbook.settings.dateSystem).toBeUndefined();
    expect(cellAt(sheetNamed(workbook, 'Win'), 'A1')?.value).toBe(45306);
    const xml = await (await JSZip.loadAsync(await exportXlsx(workbook))).file('xl/workbook.xml')!.async('string');
    expect(xml).not.toContain('date1904');
  });
});
