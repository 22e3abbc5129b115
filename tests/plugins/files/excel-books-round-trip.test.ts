import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportXlsx, importXlsx } from '../../../plugins/files/index.js';
import { iterateCells } from '../../../plugins/workbook/cell-store.js';
import { parseTemplateText, templateFileText } from '../../../plugins/workbook/file/index.js';
import { RandomIdGenerator } from '../../../plugins/workbook/ids.js';
import type { Workbook } from '../../../plugins/workbook/model/workbook.js';

/** The real books saved by Excel (../shared/excel-books, see its SOURCES.md). */
const BOOKS = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'excel-books');
const books = readdirSync(BOOKS).filter((name) => name.endsWith('.xlsx')).sort();

/** Per sheet, its name and where its formula cells are (row,column), in order. */
function formulaCells(workbook: Workbook): string[] {
  return workbook.sheetIds.map((id) => {
    const sheet = workbook.sheetsById[id];
    const rows = new Map(sheet.rowIds.map((rowId, i) => [rowId, i]));
    const columns = new Map(sheet.columnIds.map((columnId, i) => [columnId, i]));
    const at = [...iterateCells(sheet)].filter(([, , cell]) => cell.formula !== undefined).map(([rowId, columnId]) => `${rows.get(rowId)},${columns.get(columnId)}`);
    return `${sheet.name}: ${at.sort().join(' ')}`;
  });
}

/**
 * Every book goes import -> template text -> read back -> xlsx export -> import again -> template text ->
 * read back, without an error: an import never writes a template it cannot read (one once wrote
 * `...}}},undefinedRNtFXM":{...`, which export then refused), and its export reads again with the same
 * sheets and formula cells.
 */
describe('the Excel books survive import, template file and export', () => {
  it.each(books)('%s', async (book) => {
    const { workbook } = await importXlsx(new Uint8Array(readFileSync(join(BOOKS, book))), book, new RandomIdGenerator());
    const read = parseTemplateText(templateFileText(workbook));
    expect(read).toEqual(workbook);
    const again = (await importXlsx(await exportXlsx(read), book, new RandomIdGenerator())).workbook;
    expect(() => parseTemplateText(templateFileText(again))).not.toThrow();
    expect(formulaCells(again)).toEqual(formulaCells(workbook));
  }, 120_000);
});
