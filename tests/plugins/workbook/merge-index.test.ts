import { describe, expect, it } from 'vitest';
import { findMerges, hasMergedCellIn, hasMergeIndex, type Sheet } from '../../../plugins/workbook/index.js';
import { readTemplateFile } from '../../../plugins/workbook/file/index.js';
import { CellsReader } from '../../../plugins/workbook/file/read-cells.js';
import { sheetAxes } from '../../../plugins/workbook/file/cell-ref.js';
import { id, templateFile } from '../casts/book.js';

const byPosition = (merges: ReturnType<typeof findMerges>) => [...merges].sort((a, b) => a.top - b.top || a.left - b.left);
/** The merges read back from the cells: a copy of each bucket, so nothing the index kept is used. */
const readBack = (sheet: Sheet) => byPosition(findMerges({ ...sheet, cells: Object.fromEntries(Object.entries(sheet.cells).map(([key, bucket]) => [key, { ...bucket }])) }));

describe('merged cells noted by the template file reader', () => {
  it('knows every bucket of a template read, with the merges its cells hold, whatever order the file lists them in', () => {
    const cells: Record<string, Record<string, unknown>> = {};
    for (let r = 60; r >= 1; r--) cells[`A${r}`] = { value: r };
    // C3:D4 and B20:B22, listed covered cells first.
    cells.D4 = { mergedInto: id('C3') };
    cells.C4 = { mergedInto: id('C3') };
    cells.D3 = { mergedInto: id('C3') };
    cells.C3 = { value: 'block', mergeRows: 2, mergeColumns: 2 };
    cells.B21 = { mergedInto: id('B20') };
    cells.B20 = { value: 'tall', mergeRows: 3 };
    cells.B22 = { mergedInto: id('B20') };
    const workbook = readTemplateFile(templateFile({ rows: 60, cols: 4, cells }));
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    for (const bucket of Object.values(sheet.cells)) expect(hasMergeIndex(bucket)).toBe(true);
    expect(byPosition(findMerges(sheet))).toEqual([{ top: 2, left: 2, rows: 2, columns: 2 }, { top: 19, left: 1, rows: 3, columns: 1 }]);
    expect(byPosition(findMerges(sheet))).toEqual(readBack(sheet));
    expect(hasMergedCellIn(sheet, { top: 0, left: 0, bottom: 59, right: 0 })).toBe(false);
    expect(hasMergedCellIn(sheet, { top: 3, left: 3, bottom: 3, right: 3 })).toBe(true);
    expect(hasMergedCellIn(sheet, { top: 21, left: 1, bottom: 40, right: 1 })).toBe(true);
    expect(hasMergedCellIn(sheet, { top: 22, left: 0, bottom: 59, right: 3 })).toBe(false);
  });

  it('leaves a bucket to be read from its cells when a repeated cell id replaced a noted cell', () => {
    const file = templateFile({ rows: 3, cols: 2, cells: {} }) as { sheetsById: Record<string, Sheet & { id: string }> };
    const sheetRecord = Object.values(file.sheetsById)[0];
    const [a, b] = sheetRecord.columnIds;
    const [r1] = sheetRecord.rowIds;
    const reader = new CellsReader('cellsById', sheetAxes(sheetRecord));
    reader.add(`${a}&${r1}`, { value: 1, mergeColumns: 2 });
    reader.add(`${b}&${r1}`, { mergedInto: `${a}&${r1}` });
    reader.add(`${a}&${r1}`, { value: 1 });
    reader.add(`${b}&${r1}`, { value: 2 });
    const buckets = reader.finish();
    const bucket = Object.values(buckets)[0];
    expect(hasMergeIndex(bucket)).toBe(false);
    const sheet = { ...sheetRecord, cells: buckets } as Sheet;
    expect(findMerges(sheet)).toEqual([]);
    expect(hasMergedCellIn(sheet, { top: 0, left: 0, bottom: 0, right: 1 })).toBe(false);
  });
});
