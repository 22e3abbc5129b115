import { describe, expect, it } from 'vitest';
import { formulaColumnsOf, hasFormulaColumns } from '../../../plugins/workbook/formula-columns.js';
import { readTemplateFile } from '../../../plugins/workbook/file/index.js';
import type { Sheet } from '../../../plugins/workbook/index.js';
import { templateFile } from '../casts/book.js';

/** The columns holding a formula, read off every cell of a fresh copy (new bucket objects: nothing cached). */
const readBack = (sheet: Sheet) => {
  const columns = new Set<string>();
  for (const bucket of Object.values(structuredClone(sheet.cells))) {
    for (const row of Object.values(bucket)) for (const [columnId, cell] of Object.entries(row)) if (cell.formula !== undefined) columns.add(columnId);
  }
  return [...columns].sort();
};

describe('formula columns noted by the template file reader', () => {
  it('knows every bucket of a template read, with the columns its formulas are in', () => {
    const cells: Record<string, Record<string, unknown>> = {};
    for (let r = 1; r <= 80; r++) cells[`A${r}`] = { value: r };
    cells.C7 = { formula: '=A7*2' };
    cells.E50 = { formula: '=SUM(A1:A3)' };
    cells.C60 = { formula: '=A60' };
    const workbook = readTemplateFile(templateFile({ rows: 80, cols: 5, cells }));
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    for (const bucket of Object.values(sheet.cells)) expect(hasFormulaColumns(bucket)).toBe(true);
    expect([...formulaColumnsOf(sheet)].sort()).toEqual(readBack(sheet));
    expect(readBack(sheet)).toEqual([sheet.columnIds[2], sheet.columnIds[4]].sort());
  });

  it('reads a bucket not noted from its cells', () => {
    const workbook = readTemplateFile(templateFile({ rows: 3, cols: 3, cells: { B2: { formula: '=A2' } } }));
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    const copy = { ...sheet, cells: structuredClone(sheet.cells) };
    for (const bucket of Object.values(copy.cells)) expect(hasFormulaColumns(bucket)).toBe(false);
    expect(formulaColumnsOf(copy)).toEqual([sheet.columnIds[1]]);
  });
});
