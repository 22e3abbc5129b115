import type { Draft } from 'immer';
import { describe, expect, it } from 'vitest';
import { putCell } from '../../../plugins/workbook/cell-store.js';
import type { Sheet } from '../../../plugins/workbook/model/sheet.js';
import { dateToSerial } from '../../../plugins/workbook/index.js';
import { boot, expectRefused, runUndoable } from './boot.js';

const A1_B2 = { top: 0, left: 0, bottom: 1, right: 1 };

describe('workbook.set-cell', () => {
  it('stores a number with its type', () => {
    const t = boot();
    runUndoable(t, 'workbook.set-cell', { sheetId: t.sheetId, row: 2, col: 3, text: '1,250' });
    expect(t.cell(2, 3)).toEqual({ value: 1250, data: { type: 'NUMBER' } });
  });

  it('stores a formula as typed, normalised', () => {
    const t = boot();
    runUndoable(t, 'workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '=A2&\u201Cx\u201D' });
    expect(t.cell(0, 0)).toEqual({ formula: '=A2&"x"' });
  });

  it('stores text, booleans, percentages, currency and dates', () => {
    const t = boot();
    t.run('workbook.set-cells', {
      sheetId: t.sheetId,
      cells: [
        { row: 0, col: 0, text: 'Total' },
        { row: 1, col: 0, text: 'true' },
        { row: 2, col: 0, text: '12%' },
        { row: 3, col: 0, text: '$9.99' },
        { row: 4, col: 0, text: '2024-02-29' },
      ],
    });
    expect(t.cell(0, 0)).toEqual({ value: 'Total', data: { type: 'TEXT' } });
    expect(t.cell(1, 0)).toEqual({ value: true, data: { type: 'BOOLEAN' } });
    expect(t.cell(2, 0)).toEqual({ value: 0.12, data: { type: 'PERCENT', format: '0%' } });
    expect(t.cell(3, 0)).toEqual({ value: 9.99, data: { type: 'NUMBER', format: '$#,##0.00' } });
    expect(t.cell(4, 0)).toEqual({ value: dateToSerial(2024, 2, 29), data: { type: 'DATE', format: 'm/d/yyyy' } });
  });

  it("replaces a legacy array formula's area with its formula: a formula typed there is a dynamic-array one", () => {
    const t = boot((workbook) => {
      const sheet = workbook.sheetsById[workbook.sheetIds[0]];
      putCell(sheet as Draft<Sheet>, sheet.rowIds[0], sheet.columnIds[0], { formula: '=B1:B2*2', arrayRows: 2, arrayColumns: 1, format: { bold: true } });
      return workbook;
    });
    runUndoable(t, 'workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '=B1:B2*3' });
    expect(t.cell(0, 0)).toEqual({ formula: '=B1:B2*3', format: { bold: true } });
  });

  it('removes the cell when emptied and it holds nothing else', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: 'x' });
    runUndoable(t, 'workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '' });
    expect(t.cell(0, 0)).toBeUndefined();
    expect(t.sheet().cells).toEqual({});
  });

  it('stores "=" alone as empty', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: 'x' });
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '=' });
    expect(t.cell(0, 0)).toBeUndefined();
  });

  it('keeps the format and number format when the content changes', () => {
    const t = boot();
    t.run('workbook.set-format', { sheetId: t.sheetId, area: A1_B2, format: { bold: true } });
    t.run('workbook.set-number-format', { sheetId: t.sheetId, area: A1_B2, format: '0.0' });
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '5' });
    expect(t.cell(0, 0)).toEqual({ value: 5, format: { bold: true }, data: { type: 'NUMBER', format: '0.0' } });
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '=1+1' });
    expect(t.cell(0, 0)).toEqual({ formula: '=1+1', format: { bold: true }, data: { format: '0.0' } });
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '' });
    expect(t.cell(0, 0)).toEqual({ format: { bold: true }, data: { format: '0.0' } });
  });

  it('keeps a date or percent cell\'s type when a plain number is typed in', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '2024-01-01' });
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '45000' });
    expect(t.cell(0, 0)).toEqual({ value: 45000, data: { type: 'DATE', format: 'm/d/yyyy' } });
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: 'soon' });
    expect(t.cell(0, 0)).toEqual({ value: 'soon', data: { type: 'TEXT', format: 'm/d/yyyy' } });
  });

  it('replaces a formula by a value and drops a cached value when a formula is typed', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '=1' });
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '2' });
    expect(t.cell(0, 0)).toEqual({ value: 2, data: { type: 'NUMBER' } });
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '=3' });
    expect(t.cell(0, 0)).toEqual({ formula: '=3' });
  });

  it('does not record a step when the content is unchanged', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '7' });
    const before = t.state();
    t.kernel.undo.clear();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '7' });
    expect(t.state()).toBe(before);
    expect(t.kernel.undo.canUndo).toBe(false);
  });

  it('copies only the edited row and bucket, not the sheet\'s other cells', () => {
    const t = boot();
    t.run('workbook.set-cells', { sheetId: t.sheetId, cells: Array.from({ length: 50 }, (_, row) => ({ row, col: 0, text: String(row) })) });
    const before = t.sheet();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 10, col: 0, text: 'changed' });
    const after = t.sheet();
    expect(after.rowIds).toBe(before.rowIds);
    expect(after.rowsById).toBe(before.rowsById);
    const changed = Object.keys(after.cells).filter((bucket) => after.cells[bucket] !== before.cells[bucket]);
    expect(changed).toHaveLength(1);
  });

  it('refuses cells outside the sheet and unknown sheets', () => {
    const t = boot();
    expectRefused(t, 'workbook.set-cell', { sheetId: t.sheetId, row: 100, col: 0, text: 'x' }, 'That range is outside the sheet.');
    expectRefused(t, 'workbook.set-cell', { sheetId: 'gone', row: 0, col: 0, text: 'x' }, 'That sheet no longer exists.');
  });
});

describe('workbook.set-cells and batches', () => {
  it('sets many cells as one undo step', () => {
    const t = boot();
    runUndoable(t, 'workbook.set-cells', {
      sheetId: t.sheetId,
      cells: [{ row: 0, col: 0, text: 'a' }, { row: 5, col: 7, text: '2' }, { row: 99, col: 25, text: '=A1' }],
    });
    expect(t.cell(5, 7)?.value).toBe(2);
    t.kernel.undo.undo();
    expect(t.kernel.undo.canUndo).toBe(false);
  });

  it('adds the rows and columns a paste running past the end needs', () => {
    const t = boot();
    runUndoable(t, 'workbook.set-cells', { sheetId: t.sheetId, cells: [{ row: 101, col: 0, text: 'a' }, { row: 0, col: 27, text: 'b' }] });
    expect(t.sheet().rowIds).toHaveLength(102);
    expect(t.sheet().columnIds).toHaveLength(28);
    expect(t.sheet().rowsById[t.sheet().rowIds[101]].height).toBe(21);
    expect(t.cell(101, 0)?.value).toBe('a');
    expect(t.cell(0, 27)?.value).toBe('b');
    expect(t.changes).toEqual([]);
  });

  it('refuses the whole paste when a cell has a negative position', () => {
    const t = boot();
    expectRefused(t, 'workbook.set-cells', { sheetId: t.sheetId, cells: [{ row: 0, col: 0, text: 'a' }, { row: -1, col: 0, text: 'b' }] }, 'That range is outside the sheet.');
  });

  it('undoes a batch of set-cell commands as one step', () => {
    const t = boot();
    const before = t.state();
    t.kernel.bus.batch(() => {
      for (let row = 0; row < 5; row++) t.run('workbook.set-cell', { sheetId: t.sheetId, row, col: 0, text: String(row) });
    });
    const after = t.state();
    expect(t.cell(4, 0)?.value).toBe(4);
    t.kernel.undo.undo();
    expect(t.state()).toStrictEqual(before);
    expect(t.kernel.undo.canUndo).toBe(false);
    t.kernel.undo.redo();
    expect(t.state()).toStrictEqual(after);
  });

  it('marks the document dirty but leaves the view alone', () => {
    const t = boot();
    const view = t.kernel.view.state;
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: 'a' });
    expect(t.kernel.dirty.dirty).toBe(true);
    expect(t.kernel.view.state).toBe(view);
  });
});

describe('workbook.clear-content', () => {
  it('removes content in the area, keeping formats, and leaves other cells alone', () => {
    const t = boot();
    t.run('workbook.set-cells', { sheetId: t.sheetId, cells: [{ row: 0, col: 0, text: 'a' }, { row: 1, col: 1, text: '=1' }, { row: 2, col: 0, text: 'keep' }] });
    t.run('workbook.set-format', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 }, format: { italic: true } });
    runUndoable(t, 'workbook.clear-content', { sheetId: t.sheetId, area: A1_B2 });
    expect(t.cell(0, 0)).toEqual({ format: { italic: true } });
    expect(t.cell(1, 1)).toBeUndefined();
    expect(t.cell(2, 0)?.value).toBe('keep');
  });

  it('clears a whole-column selection given with an infinite bottom', () => {
    const t = boot();
    t.run('workbook.set-cells', { sheetId: t.sheetId, cells: [{ row: 3, col: 1, text: 'a' }, { row: 99, col: 1, text: 'b' }, { row: 5, col: 2, text: 'c' }] });
    runUndoable(t, 'workbook.clear-content', { sheetId: t.sheetId, area: { top: 0, left: 1, bottom: Number.POSITIVE_INFINITY, right: 1 } });
    expect([t.cell(3, 1), t.cell(99, 1)]).toEqual([undefined, undefined]);
    expect(t.cell(5, 2)?.value).toBe('c');
  });

  it('accepts an area given bottom-up and clips it to the sheet', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 99, col: 25, text: 'corner' });
    runUndoable(t, 'workbook.clear-content', { sheetId: t.sheetId, area: { top: 500, left: 40, bottom: 50, right: 10 } });
    expect(t.cell(99, 25)).toBeUndefined();
    expectRefused(t, 'workbook.clear-content', { sheetId: t.sheetId, area: { top: 200, left: 0, bottom: 300, right: 0 } }, 'That range is outside the sheet.');
    expectRefused(t, 'workbook.clear-content', { sheetId: t.sheetId, area: { top: Number.NaN, left: 0, bottom: 3, right: 0 } }, 'That range is outside the sheet.');
  });
});

describe('formats', () => {
  it('sets format fields on every cell of an area, empty ones included', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: 'x' });
    runUndoable(t, 'workbook.set-format', { sheetId: t.sheetId, area: A1_B2, format: { bold: true, textColor: '#ff0000' } });
    expect(t.cell(0, 0)).toEqual({ value: 'x', data: { type: 'TEXT' }, format: { bold: true, textColor: '#ff0000' } });
    expect(t.cell(1, 1)).toEqual({ format: { bold: true, textColor: '#ff0000' } });
    expect(t.cell(2, 0)).toBeUndefined();
  });

  it('merges with existing fields and removes fields given as undefined', () => {
    const t = boot();
    t.run('workbook.set-format', { sheetId: t.sheetId, area: A1_B2, format: { bold: true, align: 'center' } });
    runUndoable(t, 'workbook.set-format', { sheetId: t.sheetId, area: A1_B2, format: { italic: true, align: undefined } });
    expect(t.cell(0, 0)).toEqual({ format: { bold: true, italic: true } });
    runUndoable(t, 'workbook.set-format', { sheetId: t.sheetId, area: A1_B2, format: { bold: undefined, italic: undefined } });
    expect(t.cell(0, 0)).toBeUndefined();
  });

  it('clears formats and number formats, keeping content and type', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '$5' });
    t.run('workbook.set-format', { sheetId: t.sheetId, area: A1_B2, format: { underline: true } });
    runUndoable(t, 'workbook.clear-format', { sheetId: t.sheetId, area: A1_B2 });
    expect(t.cell(0, 0)).toEqual({ value: 5, data: { type: 'NUMBER' } });
    expect(t.cell(1, 1)).toBeUndefined();
  });

  it('sets and removes a number format', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '5' });
    runUndoable(t, 'workbook.set-number-format', { sheetId: t.sheetId, area: A1_B2, format: '#,##0.00' });
    expect(t.cell(0, 0)).toEqual({ value: 5, data: { type: 'NUMBER', format: '#,##0.00' } });
    expect(t.cell(1, 0)).toEqual({ data: { format: '#,##0.00' } });
    runUndoable(t, 'workbook.set-number-format', { sheetId: t.sheetId, area: A1_B2, format: undefined });
    expect(t.cell(0, 0)).toEqual({ value: 5, data: { type: 'NUMBER' } });
    expect(t.cell(1, 0)).toBeUndefined();
  });

  it('sets the cell data type of an area', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: '0.5' });
    runUndoable(t, 'workbook.set-data-type', { sheetId: t.sheetId, area: A1_B2, type: 'PERCENT' });
    expect(t.cell(0, 0)).toEqual({ value: 0.5, data: { type: 'PERCENT' } });
    expect(t.cell(1, 1)).toEqual({ data: { type: 'PERCENT' } });
  });
});
