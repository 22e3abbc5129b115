import { describe, expect, it } from 'vitest';
import { createKernel } from '../../../../kernel/runtime.js';
import { getCell } from '../../../../plugins/workbook/cell-store.js';
import { readTemplateFile, writeTemplateFile } from '../../../../plugins/workbook/file/index.js';
import { workbookPlugin } from '../../../../plugins/workbook/index.js';
import { initialView } from '../../../../plugins/workbook/view.js';
import { generateBigWorkbook } from '../../../../scripts/fixtures/big-template.js';
import { sampleFile } from './sample.js';

function kernelFor(file: Record<string, unknown>) {
  const workbook = readTemplateFile(file);
  return createKernel({ plugins: [workbookPlugin], document: workbook, view: initialView(workbook) });
}

describe('a read workbook in the kernel', () => {
  it('is edited by workbook commands, written with the edit, and undone back to the file', () => {
    const kernel = kernelFor(sampleFile());
    expect(kernel.execute('workbook.set-cell', { sheetId: 'ab12cd34', row: 2, col: 1, text: '12' })).toEqual({ ok: true });
    expect(getCell(kernel.store.state.sheetsById.ab12cd34, 'r3', 'c2')?.value).toBe(12);
    const written = writeTemplateFile(kernel.store.state);
    expect(written.sheetsById.ab12cd34.cellsById['c2&r3'].value).toBe(12);
    expect(readTemplateFile(written)).toEqual(kernel.store.state);
    kernel.undo.undo();
    expect(writeTemplateFile(kernel.store.state)).toEqual(sampleFile());
  });

  it('edits a cell of a big read workbook without touching the other buckets', () => {
    const file = writeTemplateFile(generateBigWorkbook({ sheets: 2, rows: 2000, columns: 10 }));
    const kernel = kernelFor(JSON.parse(JSON.stringify(file)));
    const before = kernel.store.state;
    const sheetId = before.sheetIds[1];
    kernel.execute('workbook.set-cell', { sheetId, row: 1500, col: 3, text: '=1+1' });
    const after = kernel.store.state;
    const sheetBefore = before.sheetsById[sheetId];
    const sheetAfter = after.sheetsById[sheetId];
    const changed = Object.keys(sheetAfter.cells).filter((bucket) => sheetAfter.cells[bucket] !== sheetBefore.cells[bucket]);
    expect(changed).toHaveLength(1);
    expect(after.sheetsById[before.sheetIds[0]]).toBe(before.sheetsById[before.sheetIds[0]]);
    expect(getCell(sheetAfter, sheetAfter.rowIds[1500], sheetAfter.columnIds[3])?.formula).toBe('=1+1');
    kernel.undo.undo();
    expect(writeTemplateFile(kernel.store.state)).toEqual(file);
  });
});
