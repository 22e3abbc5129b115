import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// jszip comes with exceljs; used here to write table parts as Excel writes them (exceljs writes headerRowCount always).
import JSZip from 'jszip';
import { importXlsx } from '../../../plugins/files/index.js';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import type { Workbook } from '../../../plugins/workbook/model/index.js';
import { engineOptions } from '../../support/engine.js';
import { cellAt, sheetNamed, xlsxBytes } from './helpers.js';

const BOOKS = new URL('../../../../shared/excel-books/', import.meta.url);

/** Adds `tables` (part XML) to the first sheet of an ExcelJS-written book, with relationships and content types. */
async function withTableParts(bytes: Uint8Array, tables: readonly string[]): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes);
  const rels = tables.map((_, i) => `<Relationship Id="rIdT${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/table" Target="../tables/table${i + 1}.xml"/>`).join('');
  zip.file('xl/worksheets/_rels/sheet1.xml.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`);
  tables.forEach((xml, i) => zip.file(`xl/tables/table${i + 1}.xml`, xml));
  const types = await zip.file('[Content_Types].xml')!.async('string');
  const overrides = tables.map((_, i) => `<Override PartName="/xl/tables/table${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.table+xml"/>`).join('');
  zip.file('[Content_Types].xml', types.replace('</Types>', `${overrides}</Types>`));
  return zip.generateAsync({ type: 'uint8array' });
}

const table = (attributes: string, columns: readonly string[], style = '<tableStyleInfo name="TableStyleMedium2" showRowStripes="1"/>') =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><table xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" id="1" ${attributes}>` +
  `<tableColumns count="${columns.length}">${columns.map((name, i) => `<tableColumn id="${i + 1}" name="${name}"/>`).join('')}</tableColumns>${style}</table>`;

describe('xlsx tables: import', () => {
  it("reads a table as Excel writes it: no headerRowCount means a header row, names and Excel's escapes kept", async () => {
    const bytes = await withTableParts(await xlsxBytes((book) => {
      const ws = book.addWorksheet('Expenses');
      ws.addRow(['Item', 'Cost <net>', 'Total']);
      ws.addRow(['Rent', 1200, { formula: 'Expenses[[#This Row],[Cost <net>]]*2', result: 2400 }]);
      ws.addRow(['Food', 300, { formula: 'Expenses[[#This Row],[Cost <net>]]*2', result: 600 }]);
      ws.addRow(['Total', { formula: 'SUBTOTAL(109,Expenses[Cost <net>])', result: 1500 }]);
      ws.getCell('E1').value = { formula: 'SUM(Expenses[Total])', result: 3000 };
    }), [table('name="Expenses" displayName="Expenses" ref="A1:C4" totalsRowCount="1"', ['Item', 'Cost &lt;net>', 'Total'])]);
    const { workbook, report } = await importXlsx(bytes, 'expenses.xlsx', new SequentialIdGenerator());
    const [imported] = Object.values(workbook.tablesById ?? {});
    expect(report).toEqual([]);
    expect(imported).toMatchObject({ name: 'Expenses', headerRow: true, totalsRow: true, style: 'TableStyleMedium2', bandedRows: true, columns: [{ name: 'Item' }, { name: 'Cost <net>' }, { name: 'Total' }] });
    const values = computed(workbook, 'Expenses', ['C2', 'C3', 'B4', 'E1']);
    expect(values).toEqual([2400, 600, 1500, 3000]);
  });

  it('reads headerRowCount="0" as no header row and grows a sheet a table reaches past', async () => {
    const bytes = await withTableParts(await xlsxBytes((book) => {
      const ws = book.addWorksheet('Data');
      ws.getCell('B2').value = 5;
      ws.getCell('D1').value = { formula: 'ROWS(Nums[#All])', result: 150 };
    }), [table('name="Nums" displayName="Nums" ref="B2:AB151" headerRowCount="0"', Array.from({ length: 27 }, (_, i) => `Column${i + 1}`), '')]);
    const { workbook } = await importXlsx(bytes, 'data.xlsx', new SequentialIdGenerator());
    const [imported] = Object.values(workbook.tablesById ?? {});
    expect(imported).toMatchObject({ headerRow: false, totalsRow: false, bandedRows: false });
    expect(imported.style).toBeUndefined();
    expect(sheetNamed(workbook, 'Data').rowIds.length).toBe(151);
    expect(computed(workbook, 'Data', ['D1'])).toEqual([150]);
  });

  it('reports a table whose name a named range took, or whose columns do not match its range, and keeps the rest', async () => {
    const bytes = await withTableParts(await xlsxBytes((book) => {
      const ws = book.addWorksheet('S');
      ws.getCell('A1').value = 'A';
      book.definedNames.add("'S'!$A$1", 'Taken');
    }), [table('name="Taken" displayName="Taken" ref="A1:A3"', ['A']), table('name="Odd" displayName="Odd" ref="C1:D3"', ['C'])]);
    const { workbook, report } = await importXlsx(bytes, 'odd.xlsx', new SequentialIdGenerator());
    expect(workbook.tablesById).toBeUndefined();
    expect(report.map((line) => line.detail)).toEqual([
      'table Taken is not kept: its name is already taken',
      'table Odd is not kept: its columns do not match its range C1:D3',
    ]);
  });

  it.skipIf(!existsSync(new URL('ironcalc__xlsx_tests_calc_test_no_export_tables.xlsx', BOOKS)))("imports the nine tables of IronCalc's tables book and computes Excel's values", async () => {
    const bytes = new Uint8Array(readFileSync(new URL('ironcalc__xlsx_tests_calc_test_no_export_tables.xlsx', BOOKS)));
    const { workbook } = await importXlsx(bytes, 'tables.xlsx', new SequentialIdGenerator());
    const tables = Object.values(workbook.tablesById ?? {});
    expect(tables.map((t) => t.name).sort()).toEqual(['Table1', 'Table16', 'Table17', 'Table2', 'Table3', 'Table4', 'Table7', 'Table8', 'Table9']);
    expect(tables.find((t) => t.name === 'Table9')?.columns.map((c) => c.name)).toEqual(['Column1', "Hi, 'This", '#Shame', '[Not me]', 'Totals []^&*@#$,,<>']);
    expect(computed(workbook, 'WithHeaders', ['F3', 'J3', 'F16', 'A9'])).toEqual([40, 538, 'JanFebMarAprDecYear', 137]);
    expect(computed(workbook, 'Escape', ['E2', 'E6'])).toEqual([6, 27]);
    expect(computed(workbook, 'No Headers', ['E11'])).toEqual([853]);
    expect(cellAt(sheetNamed(workbook, 'Escape'), 'E6')?.formula).toBe("=SUM(Table9[Totals '[']^&*@'#$,,<>])");
  });
});

function computed(workbook: Workbook, sheetName: string, addresses: readonly string[]): unknown[] {
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(workbook);
  const sheet = sheetNamed(workbook, sheetName);
  return addresses.map((address) => {
    const at = /^([A-Z]+)(\d+)$/.exec(address)!;
    const col = at[1].split('').reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
    return engine.getValue(sheet.id, Number(at[2]) - 1, col);
  });
}
