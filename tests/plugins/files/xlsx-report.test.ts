import { describe, expect, it } from 'vitest';
// jszip comes with exceljs (its xlsx reader and writer); used here only to add chart parts exceljs cannot write.
import JSZip from 'jszip';
import { exportXlsx, importXlsx } from '../../../plugins/files/index.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import { cellAt, xlsxBytes } from './helpers.js';

// A 1x1 transparent PNG.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

describe('what an xlsx import cannot carry over', () => {
  it('keeps formulas with functions Gridcast lacks and names those functions in the report', async () => {
    const bytes = await xlsxBytes((book) => {
      const ws = book.addWorksheet('Calc');
      ws.getCell('A1').value = { formula: 'SUM(1,2)+WEBSERVICE("x")', result: 3 };
      ws.getCell('A2').value = { formula: 'CUBEVALUE("c")', result: 0 };
      ws.getCell('A3').value = { formula: 'WEBSERVICE("y")', result: 0 };
    });
    const { workbook, report } = await importXlsx(bytes, 'calc.xlsx', new SequentialIdGenerator());
    expect(cellAt(workbook.sheetsById[workbook.sheetIds[0]], 'A1')?.formula).toBe('=SUM(1,2)+WEBSERVICE("x")');
    expect(report).toEqual([
      { sheet: 'Calc', feature: 'Formulas', detail: 'WEBSERVICE is not a Gridcast function; its formulas show #NAME? (2 times)' },
      { sheet: 'Calc', feature: 'Formulas', detail: 'CUBEVALUE is not a Gridcast function; its formulas show #NAME?' },
    ]);
  });

  it('turns an embedded picture into an image cell at its top-left anchor', async () => {
    const bytes = await xlsxBytes((book) => {
      const ws = book.addWorksheet('Pics');
      const imageId = book.addImage({ buffer: PNG.buffer as ArrayBuffer, extension: 'png' });
      ws.addImage(imageId, { tl: { col: 1, row: 2 }, ext: { width: 10, height: 10 } });
    });
    const { workbook, report } = await importXlsx(bytes, 'pics.xlsx', new SequentialIdGenerator());
    const cell = cellAt(workbook.sheetsById[workbook.sheetIds[0]], 'B3');
    expect(cell?.data?.type).toBe('IMAGE');
    expect(cell?.data?.imageUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(report).toEqual([]);
  });

  it('writes image cells back as embedded pictures, so a round trip keeps them', async () => {
    const bytes = await xlsxBytes((book) => {
      const ws = book.addWorksheet('Pics');
      ws.addImage(book.addImage({ buffer: PNG.buffer as ArrayBuffer, extension: 'png' }), { tl: { col: 1, row: 2 }, ext: { width: 10, height: 10 } });
    });
    const first = (await importXlsx(bytes, 'pics.xlsx', new SequentialIdGenerator())).workbook;
    const again = (await importXlsx(await exportXlsx(first), 'pics.xlsx', new SequentialIdGenerator())).workbook;
    expect(cellAt(again.sheetsById[again.sheetIds[0]], 'B3')?.data).toEqual(cellAt(first.sheetsById[first.sheetIds[0]], 'B3')?.data);
  });
});

describe('charts in an xlsx import', () => {
  it('reports the Excel charts it cannot keep', async () => {
    const plain = await xlsxBytes((book) => {
      book.addWorksheet('Data').getCell('A1').value = 1;
    });
    const zip = await JSZip.loadAsync(plain);
    zip.file('xl/charts/chart1.xml', '<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"/>');
    zip.file('xl/charts/chart2.xml', '<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"/>');
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    const { report } = await importXlsx(bytes, 'charts.xlsx', new SequentialIdGenerator());
    expect(report).toContainEqual({ feature: 'Charts', detail: "2 charts are not kept; insert them again with the toolbar's chart button" });
    const { report: none } = await importXlsx(plain, 'plain.xlsx', new SequentialIdGenerator());
    expect(none.some((line) => line.feature === 'Charts')).toBe(false);
  });
});
