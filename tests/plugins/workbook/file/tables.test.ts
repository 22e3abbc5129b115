import { describe, expect, it } from 'vitest';
import { parseTemplateText, readTemplateFile, templateFileText, writeTemplateFile } from '../../../../plugins/workbook/file/index.js';
import { readTemplateBytes } from '../../../../plugins/workbook/file/read-template-bytes.js';
import { sampleFile } from './sample.js';

/** The sample file with a table over Sheet1's A1:B3: a header row, two data rows. */
function withTable(table: Record<string, unknown> = {}): Record<string, any> {
  const file = sampleFile();
  file.tablesById = {
    t1: { id: 't1', name: 'Sales', sheetId: 'ab12cd34', fromCellId: 'c1&r1', toCellId: 'c2&r3', headerRow: true, totalsRow: false, columns: [{ name: 'Item' }, { name: 'Amount' }], style: 'TableStyleMedium2', ...table },
  };
  return file;
}

const refusal = (file: Record<string, any>) => {
  try {
    readTemplateFile(file);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('tables in the template file', () => {
  it('a file without tables reads and writes as before (no tablesById member)', () => {
    const workbook = readTemplateFile(sampleFile());
    expect(workbook.tablesById).toBeUndefined();
    expect('tablesById' in writeTemplateFile(workbook)).toBe(false);
    expect(templateFileText(workbook)).not.toContain('tablesById');
  });

  it('round-trips a table through the object, the text and the byte stream', () => {
    const workbook = readTemplateFile(withTable());
    expect(workbook.tablesById?.t1.columns.map((c) => c.name)).toEqual(['Item', 'Amount']);
    expect(readTemplateFile(writeTemplateFile(workbook))).toEqual(workbook);
    const text = templateFileText(workbook);
    expect(parseTemplateText(text)).toEqual(workbook);
    expect(readTemplateBytes(() => [new TextEncoder().encode(text)])).toEqual(workbook);
    expect(JSON.parse(templateFileText(workbook)).tablesById).toEqual(JSON.parse(JSON.stringify(writeTemplateFile(workbook))).tablesById);
  });

  it.each([
    [{ name: 'Sales Total' }, 'tablesById.t1.name: "Sales Total" cannot name a table'],
    [{ name: 'A1' }, 'cell notation'],
    [{ name: 'Total' }, '"Total" is already the name of named range nr1'],
    [{ sheetId: 'zz99zz99' }, 'tablesById.t1.sheetId: sheet "zz99zz99" is not in this file'],
    [{ toCellId: 'c2&r9' }, 'tablesById.t1.toCellId: cell "c2&r9" refers to row "r9"'],
    [{ columns: [{ name: 'Item' }] }, 'tablesById.t1.columns: expected 2 columns (one per column of the table), got 1'],
    [{ columns: [{ name: 'Item' }, { name: 'ITEM' }] }, 'tablesById.t1.columns.1.name: "ITEM" is already the name of column 0'],
    [{ columns: [{ name: 'Item' }, { name: '' }] }, 'expected a column name that is not empty'],
    [{ headerRow: 'yes' }, 'tablesById.t1.headerRow: expected a boolean, got "yes"'],
    [{ totalsRow: undefined }, 'tablesById.t1.totalsRow: expected a boolean, got nothing'],
    [{ toCellId: 'c2&r2', totalsRow: true }, 'tablesById.t1: expected at least one data row'],
    [{ banded: true }, 'tablesById.t1.banded: unknown field'],
  ])('refuses a bad table record %j with a clear message', (change, message) => {
    const file = withTable(change);
    for (const [key, value] of Object.entries(change)) if (value === undefined) delete file.tablesById.t1[key];
    expect(refusal(file)).toContain(message);
  });

  it('refuses two tables that overlap, and two tables of one name', () => {
    const file = withTable();
    file.tablesById.t2 = { ...file.tablesById.t1, id: 't2', name: 'Other', fromCellId: 'c2&r2' , columns: [{ name: 'X' }] };
    expect(refusal(file)).toContain('tablesById.t2: overlaps table t1');
    const twice = withTable();
    twice.tablesById.t2 = { ...twice.tablesById.t1, id: 't2', name: 'SALES', sheetId: 'ef56gh78', fromCellId: 'y1&x1', toCellId: 'y1&x1', headerRow: false, columns: [{ name: 'X' }] };
    expect(refusal(twice)).toContain('tablesById.t2.name: "SALES" is already the name of table t1');
  });
});
