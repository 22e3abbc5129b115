import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../../kernel/index.js';
import { formulasPlugin } from '../../plugins/formulas/index.js';
import { palettesPlugin, type Palette } from '../../plugins/palettes/index.js';
import { writeTemplateFile } from '../../plugins/workbook/file/index.js';
import type { Workbook, WorkbookView } from '../../plugins/workbook/index.js';
import { exportTemplate } from '../../server/engine/files.js';
import { readTemplate } from '../../server/engine/templates.js';
import type { JsonObject } from '../../server/storage/records.js';
import { boot } from '../plugins/workbook/boot.js';
import { engineOptions } from '../support/engine.js';

const ALERT: Palette = {
  id: 'alert', name: 'Alert',
  styles: { backgroundColor: { formula: '=IF(A1>10,"#f00","0f0")' }, textColor: { formula: '"#ffffff"' }, bold: { formula: 'A1>10' }, borderColor: { formula: '"#123456"' } },
};
const BROKEN: Palette = { id: 'broken', name: 'Broken', styles: { backgroundColor: { formula: '=1/0' }, bold: { formula: '=NOPE()' } } };

describe('xlsx export of palette looks', () => {
  it('writes a cell whose look comes from a palette with the look computed for the input, as plain xlsx formats', async () => {
    const t = boot(undefined, [formulasPlugin, palettesPlugin] as PluginManifest<Workbook, WorkbookView>[]);
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '=INPUT("level", 50)' });
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 1, col: 1, text: 'hot' });
    t.run('palettes.apply', { sheetId: t.sheetId, area: { top: 1, left: 1, bottom: 1, right: 1 }, palette: ALERT });
    // A palette whose formulas fail leaves the cell's own format.
    t.run('workbook.set-format', { sheetId: t.sheetId, area: { top: 2, left: 1, bottom: 2, right: 1 }, format: { backgroundColor: '#0000ff', italic: true } });
    t.run('palettes.apply', { sheetId: t.sheetId, area: { top: 2, left: 1, bottom: 2, right: 1 }, palette: BROKEN });
    const content = writeTemplateFile(t.state()) as unknown as JsonObject;

    const cellsFor = async (input: JsonObject) => {
      const file = await exportTemplate(readTemplate(content), input, false, engineOptions());
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.bytes as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      return { styled: sheet.getCell('B2'), broken: sheet.getCell('B3') };
    };

    const hot = await cellsFor({ level: 50 });
    expect(hot.styled.value).toBe('hot');
    expect(hot.styled.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFF0000' } });
    expect(hot.styled.font).toMatchObject({ bold: true, color: { argb: 'FFFFFFFF' } });
    expect(hot.styled.border.top).toMatchObject({ style: 'thin', color: { argb: 'FF123456' } });
    expect(hot.broken.fill).toMatchObject({ fgColor: { argb: 'FF0000FF' } });
    expect(hot.broken.font).toMatchObject({ italic: true });
    expect(hot.broken.font.bold).toBeFalsy();

    const cold = await cellsFor({ level: 5 });
    expect(cold.styled.fill).toMatchObject({ fgColor: { argb: 'FF00FF00' } });
    expect(cold.styled.font.bold).toBeFalsy();
  });
});
