import { describe, expect, it } from 'vitest';
import { bucketFormats, hasBucketFormats, type BucketFormats } from '../../../plugins/workbook/bucket-formats.js';
import { readTemplateFile } from '../../../plugins/workbook/file/index.js';
import { CellsReader } from '../../../plugins/workbook/file/read-cells.js';
import { sheetAxes } from '../../../plugins/workbook/file/cell-ref.js';
import type { Sheet } from '../../../plugins/workbook/model/index.js';
import { templateFile } from '../casts/book.js';

/** A bucket's formats as `columnId&rowId=pattern`, sorted: the order entries are kept in does not matter. */
function entries(formats: BucketFormats): string[] {
  const out: string[] = [];
  let j = 0;
  formats.rowIds.forEach((rowId, r) => {
    for (; j < formats.rowEnds[r]; j++) out.push(`${formats.columnIds[j]}&${rowId}=${formats.patterns[j]}`);
  });
  return out.sort();
}

/** What reading the cell objects back gives for each bucket (a copy of it, so nothing kept is used). */
function readBack(sheet: Sheet): Record<string, string[]> {
  return Object.fromEntries(Object.entries(sheet.cells).map(([key, bucket]) => [key, entries(bucketFormats({ ...bucket }))]));
}

function kept(sheet: Sheet): Record<string, string[]> {
  return Object.fromEntries(Object.entries(sheet.cells).map(([key, bucket]) => [key, entries(bucketFormats(bucket))]));
}

describe('number formats noted by the template file reader', () => {
  it('knows every bucket of a template read with noteFormats (only then), with the formats its cells hold, whatever order the file lists cells in', () => {
    const cells: Record<string, Record<string, unknown>> = {};
    // Out of sheet order: rows interleaved, a row's cells right to left, and a row left and entered again.
    for (let r = 40; r >= 1; r--) {
      cells[`C${r}`] = { value: r, data: { type: 'NUMBER', format: r % 3 === 0 ? '0.00' : '#,##0' } };
      cells[`A${r}`] = { value: `label ${r}` };
      if (r % 5 === 0) cells[`B${r}`] = { value: 45292, data: { type: 'DATE', format: 'mmm d, yyyy' } };
      if (r % 5 === 1) cells[`B${r}`] = { value: 1, data: { type: 'NUMBER' } };
    }
    // Rows entered again after others, 8 formatted cells more.
    for (let r = 2; r <= 40; r += 5) cells[`B${r}`] = { value: r, data: { type: 'NUMBER', format: '0%' } };
    const file = templateFile({ rows: 45, cols: 3, cells });
    const plain = readTemplateFile(file);
    for (const bucket of Object.values(plain.sheetsById[plain.sheetIds[0]].cells)) expect(hasBucketFormats(bucket)).toBe(false);
    const workbook = readTemplateFile(file, undefined, { noteFormats: true });
    const sheet = workbook.sheetsById[workbook.sheetIds[0]];
    for (const bucket of Object.values(sheet.cells)) expect(hasBucketFormats(bucket)).toBe(true);
    const back = readBack(sheet);
    expect(Object.values(back).flat()).toHaveLength(40 + 8 + 8);
    expect(kept(sheet)).toEqual(back);
  });

  it('leaves a bucket to be read from its cells when a repeated cell id replaced a noted cell', () => {
    const file = templateFile({ rows: 3, cols: 2, cells: {} }) as { sheetsById: Record<string, Sheet & { id: string }> };
    const sheetRecord = Object.values(file.sheetsById)[0];
    const axes = sheetAxes(sheetRecord);
    const [a, b] = sheetRecord.columnIds;
    const [r1, r2, r3] = sheetRecord.rowIds;
    const reader = new CellsReader('cellsById', axes, { noteFormats: true });
    reader.add(`${a}&${r1}`, { value: 1, data: { type: 'NUMBER', format: '0.00' } });
    reader.add(`${a}&${r1}`, { value: 1 });
    reader.add(`${b}&${r2}`, { value: 2, data: { type: 'NUMBER', format: '0.0' } });
    reader.add(`${b}&${r2}`, { value: 2, data: { type: 'NUMBER', format: '0%' } });
    reader.add(`${a}&${r3}`, { value: 3 });
    reader.add(`${a}&${r3}`, { value: 3, data: { type: 'NUMBER', format: '0.000' } });
    const buckets = reader.finish();
    const all = Object.values(buckets).flatMap((bucket) => entries(bucketFormats(bucket)));
    expect(all.sort()).toEqual([`${a}&${r3}=0.000`, `${b}&${r2}=0%`].sort());
  });
});
