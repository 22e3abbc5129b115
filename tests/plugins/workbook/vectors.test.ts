import { describe, expect, it } from 'vitest';
import type { Sheet } from '../../../plugins/workbook/index.js';
import { boot, content, expectRefused, runUndoable, type TestKernel } from './boot.js';

/** Puts the text of its A1-ish label in each listed cell, e.g. 'r2c3' at row 2, column 3. */
function label(t: TestKernel, cells: readonly [number, number][]): void {
  t.run('workbook.set-cells', { sheetId: t.sheetId, cells: cells.map(([row, col]) => ({ row, col, text: `r${row}c${col}` })) });
}

const rowHeight = (sheet: Sheet, row: number): number => sheet.rowsById[sheet.rowIds[row]].height;
const colWidth = (sheet: Sheet, col: number): number => sheet.columnsById[sheet.columnIds[col]].width;

describe('workbook.insert-rows and workbook.insert-columns', () => {
  it('inserts default-height rows above a row, moving the cells below down', () => {
    const t = boot();
    label(t, [[0, 0], [1, 0], [2, 0]]);
    t.run('workbook.resize-rows', { sheetId: t.sheetId, start: 1, size: 40 });
    const after = runUndoable(t, 'workbook.insert-rows', { sheetId: t.sheetId, index: 1, side: 'above', count: 2 });
    const sheet = after.sheetsById[t.sheetId];
    expect(sheet.rowIds).toHaveLength(102);
    expect([0, 1, 2, 3, 4].map((row) => content(t.cell(row, 0)))).toEqual(['r0c0', undefined, undefined, 'r1c0', 'r2c0']);
    expect([rowHeight(sheet, 1), rowHeight(sheet, 2), rowHeight(sheet, 3)]).toEqual([21, 21, 40]);
    expect(t.changes).toEqual([{ kind: 'insert-rows', sheetId: t.sheetId, at: 1, count: 2 }]);
  });

  it('inserts below a row, and one row by default', () => {
    const t = boot();
    label(t, [[0, 0], [1, 0]]);
    runUndoable(t, 'workbook.insert-rows', { sheetId: t.sheetId, index: 0, side: 'below' });
    expect([0, 1, 2].map((row) => content(t.cell(row, 0)))).toEqual(['r0c0', undefined, 'r1c0']);
    expect(t.changes).toEqual([{ kind: 'insert-rows', sheetId: t.sheetId, at: 1, count: 1 }]);
  });

  it('inserts below the last row', () => {
    const t = boot();
    runUndoable(t, 'workbook.insert-rows', { sheetId: t.sheetId, index: 99, side: 'below', count: 3 });
    expect(t.sheet().rowIds).toHaveLength(103);
  });

  it('inserts default-width columns left and right', () => {
    const t = boot();
    label(t, [[0, 0], [0, 1]]);
    runUndoable(t, 'workbook.insert-columns', { sheetId: t.sheetId, index: 1, side: 'left', count: 1 });
    expect([0, 1, 2].map((col) => content(t.cell(0, col)))).toEqual(['r0c0', undefined, 'r0c1']);
    runUndoable(t, 'workbook.insert-columns', { sheetId: t.sheetId, index: 2, side: 'right', count: 2 });
    expect(t.sheet().columnIds).toHaveLength(29);
    expect(colWidth(t.sheet(), 3)).toBe(100);
    expect(t.changes).toEqual([
      { kind: 'insert-columns', sheetId: t.sheetId, at: 1, count: 1 },
      { kind: 'insert-columns', sheetId: t.sheetId, at: 3, count: 2 },
    ]);
  });

  it('refuses positions outside the sheet and positions that are not whole numbers', () => {
    const t = boot();
    expectRefused(t, 'workbook.insert-rows', { sheetId: t.sheetId, index: 100, side: 'below' }, 'That range is outside the sheet.');
    expectRefused(t, 'workbook.insert-rows', { sheetId: t.sheetId, index: 1.5, side: 'above' }, 'That range is outside the sheet.');
    expectRefused(t, 'workbook.insert-rows', { sheetId: t.sheetId, index: 1, side: 'above', count: 0 }, 'That range is outside the sheet.');
    expectRefused(t, 'workbook.move-rows', { sheetId: t.sheetId, from: 0.5, to: 3 }, 'That range is outside the sheet.');
    expectRefused(t, 'workbook.hide-rows', { sheetId: t.sheetId, start: Number.NaN }, 'That range is outside the sheet.');
    expectRefused(t, 'workbook.insert-columns', { sheetId: t.sheetId, index: -1, side: 'left' }, 'That range is outside the sheet.');
  });

  it('grows a merge that the new rows land inside, and leaves merges they land beside alone', () => {
    const t = boot();
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 2, left: 1, bottom: 4, right: 2 }, mode: 'all' });
    runUndoable(t, 'workbook.insert-rows', { sheetId: t.sheetId, index: 3, side: 'above', count: 2 });
    expect(t.cell(2, 1)).toMatchObject({ mergeRows: 5, mergeColumns: 2 });
    const anchorId = `${t.sheet().columnIds[1]}&${t.sheet().rowIds[2]}`;
    for (const row of [3, 4, 5, 6]) for (const col of [1, 2]) expect(t.cell(row, col)?.mergedInto).toBe(anchorId);
    expect(t.cell(2, 2)?.mergedInto).toBe(anchorId);
    expect(t.cell(7, 1)).toBeUndefined();
    t.run('workbook.insert-rows', { sheetId: t.sheetId, index: 2, side: 'above' });
    expect(t.cell(3, 1)).toMatchObject({ mergeRows: 5, mergeColumns: 2 });
    t.run('workbook.insert-columns', { sheetId: t.sheetId, index: 2, side: 'left' });
    expect(t.cell(3, 1)).toMatchObject({ mergeRows: 5, mergeColumns: 3 });
    expect(t.cell(7, 3)?.mergedInto).toBe(`${t.sheet().columnIds[1]}&${t.sheet().rowIds[3]}`);
  });
});

describe('workbook.delete-rows and workbook.delete-columns', () => {
  it('deletes rows with their cells and tells adjusters', () => {
    const t = boot();
    label(t, [[0, 0], [1, 0], [2, 0], [3, 0]]);
    const after = runUndoable(t, 'workbook.delete-rows', { sheetId: t.sheetId, start: 1, count: 2 });
    expect(after.sheetsById[t.sheetId].rowIds).toHaveLength(98);
    expect([0, 1, 2].map((row) => content(t.cell(row, 0)))).toEqual(['r0c0', 'r3c0', undefined]);
    expect(Object.keys(after.sheetsById[t.sheetId].rowsById)).toHaveLength(98);
    expect(t.changes).toEqual([{ kind: 'delete-rows', sheetId: t.sheetId, at: 1, count: 2 }]);
  });

  it('deletes columns with their cells and tells adjusters', () => {
    const t = boot();
    label(t, [[0, 0], [0, 1], [5, 1], [0, 2]]);
    runUndoable(t, 'workbook.delete-columns', { sheetId: t.sheetId, start: 1 });
    expect([0, 1].map((col) => content(t.cell(0, col)))).toEqual(['r0c0', 'r0c2']);
    expect(t.cell(5, 1)).toBeUndefined();
    expect(t.sheet().columnIds).toHaveLength(25);
    expect(t.changes).toEqual([{ kind: 'delete-columns', sheetId: t.sheetId, at: 1, count: 1 }]);
  });

  it('clips a block that runs past the end', () => {
    const t = boot();
    runUndoable(t, 'workbook.delete-rows', { sheetId: t.sheetId, start: 98, count: 10 });
    expect(t.sheet().rowIds).toHaveLength(98);
    expect(t.changes).toEqual([{ kind: 'delete-rows', sheetId: t.sheetId, at: 98, count: 2 }]);
  });

  it('refuses to delete every row or column', () => {
    const t = boot();
    expectRefused(t, 'workbook.delete-rows', { sheetId: t.sheetId, start: 0, count: 100 }, "You can't delete all the rows on the sheet.");
    expectRefused(t, 'workbook.delete-columns', { sheetId: t.sheetId, start: 0, count: 26 }, "You can't delete all the columns on the sheet.");
    expectRefused(t, 'workbook.delete-rows', { sheetId: t.sheetId, start: 100 }, 'That range is outside the sheet.');
  });

  it('shrinks a merge that loses some rows, keeping its anchor', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 1, col: 1, text: 'top' });
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 1, left: 1, bottom: 4, right: 2 }, mode: 'all' });
    runUndoable(t, 'workbook.delete-rows', { sheetId: t.sheetId, start: 3, count: 5 });
    expect(t.cell(1, 1)).toMatchObject({ value: 'top', mergeRows: 2, mergeColumns: 2 });
  });

  it('moves a merge\'s anchor to the first remaining row when its top row is deleted', () => {
    const t = boot();
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 1, left: 1, bottom: 4, right: 2 }, mode: 'all' });
    runUndoable(t, 'workbook.delete-rows', { sheetId: t.sheetId, start: 0, count: 2 });
    expect(t.cell(0, 1)).toEqual({ mergeRows: 3, mergeColumns: 2 });
    const anchorId = `${t.sheet().columnIds[1]}&${t.sheet().rowIds[0]}`;
    expect(t.cell(0, 2)).toEqual({ mergedInto: anchorId });
    expect(t.cell(2, 1)).toEqual({ mergedInto: anchorId });
  });

  it('unmerges a merge reduced to one cell and removes a merge wholly deleted', () => {
    const t = boot();
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 1, right: 0 }, mode: 'vertical' });
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 3, bottom: 0, right: 5 }, mode: 'horizontal' });
    runUndoable(t, 'workbook.delete-rows', { sheetId: t.sheetId, start: 1 });
    expect(t.cell(0, 0)).toBeUndefined();
    runUndoable(t, 'workbook.delete-columns', { sheetId: t.sheetId, start: 3, count: 3 });
    expect(t.cell(0, 3)).toBeUndefined();
  });
});

describe('workbook.move-rows and workbook.move-columns', () => {
  it('moves a block of rows down, before the row that was at `to`', () => {
    const t = boot();
    label(t, [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]]);
    runUndoable(t, 'workbook.move-rows', { sheetId: t.sheetId, from: 0, count: 2, to: 4 });
    expect([0, 1, 2, 3, 4].map((row) => content(t.cell(row, 0)))).toEqual(['r2c0', 'r3c0', 'r0c0', 'r1c0', 'r4c0']);
    expect(t.changes).toEqual([{ kind: 'move-rows', sheetId: t.sheetId, from: 0, count: 2, to: 4 }]);
  });

  it('moves a row up and to the very end', () => {
    const t = boot();
    label(t, [[0, 0], [1, 0], [2, 0]]);
    runUndoable(t, 'workbook.move-rows', { sheetId: t.sheetId, from: 2, to: 0 });
    expect([0, 1, 2].map((row) => content(t.cell(row, 0)))).toEqual(['r2c0', 'r0c0', 'r1c0']);
    runUndoable(t, 'workbook.move-rows', { sheetId: t.sheetId, from: 0, to: 100 });
    expect(content(t.cell(99, 0))).toBe('r2c0');
  });

  it('moves columns with their widths', () => {
    const t = boot();
    label(t, [[0, 0], [0, 1], [0, 2]]);
    t.run('workbook.resize-columns', { sheetId: t.sheetId, start: 0, size: 33 });
    runUndoable(t, 'workbook.move-columns', { sheetId: t.sheetId, from: 0, to: 2 });
    expect([0, 1, 2].map((col) => content(t.cell(0, col)))).toEqual(['r0c1', 'r0c0', 'r0c2']);
    expect(colWidth(t.sheet(), 1)).toBe(33);
    expect(t.changes).toEqual([{ kind: 'move-columns', sheetId: t.sheetId, from: 0, count: 1, to: 2 }]);
  });

  it('does nothing when the block would land where it is', () => {
    const t = boot();
    const before = t.state();
    for (const to of [1, 2, 3]) expect(t.run('workbook.move-rows', { sheetId: t.sheetId, from: 1, count: 2, to })).toEqual({ ok: true });
    expect(t.state()).toBe(before);
    expect(t.changes).toEqual([]);
  });

  it('refuses blocks and targets outside the sheet', () => {
    const t = boot();
    expectRefused(t, 'workbook.move-rows', { sheetId: t.sheetId, from: 99, count: 2, to: 0 }, 'That range is outside the sheet.');
    expectRefused(t, 'workbook.move-columns', { sheetId: t.sheetId, from: 0, to: 27 }, 'That range is outside the sheet.');
  });

  it('refuses to move rows into the middle of a merged cell', () => {
    const t = boot();
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 2, left: 0, bottom: 4, right: 0 }, mode: 'all' });
    expectRefused(t, 'workbook.move-rows', { sheetId: t.sheetId, from: 8, to: 3 }, 'Rows cannot be moved into the middle of a merged cell.');
    expectRefused(t, 'workbook.move-rows', { sheetId: t.sheetId, from: 8, to: 4 }, 'Rows cannot be moved into the middle of a merged cell.');
    runUndoable(t, 'workbook.move-rows', { sheetId: t.sheetId, from: 8, to: 2 });
    expect(t.cell(3, 0)).toMatchObject({ mergeRows: 3 });
    runUndoable(t, 'workbook.move-rows', { sheetId: t.sheetId, from: 0, to: 6 });
  });

  it('refuses to move rows that contain only part of a merged cell', () => {
    const t = boot();
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 2, left: 0, bottom: 4, right: 0 }, mode: 'all' });
    expectRefused(t, 'workbook.move-rows', { sheetId: t.sheetId, from: 1, count: 2, to: 8 }, 'Rows that contain only part of a merged cell can not be moved. Unmerge and try again.');
    expectRefused(t, 'workbook.move-rows', { sheetId: t.sheetId, from: 4, to: 0 }, 'Rows that contain only part of a merged cell can not be moved. Unmerge and try again.');
  });

  it('moves a whole merge with its rows', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 2, col: 0, text: 'm' });
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 2, left: 0, bottom: 3, right: 1 }, mode: 'all' });
    runUndoable(t, 'workbook.move-rows', { sheetId: t.sheetId, from: 2, count: 2, to: 0 });
    expect(t.cell(0, 0)).toMatchObject({ value: 'm', mergeRows: 2, mergeColumns: 2 });
    expect(t.cell(1, 1)?.mergedInto).toBe(`${t.sheet().columnIds[0]}&${t.sheet().rowIds[0]}`);
  });

  it('applies the same merge rules to columns', () => {
    const t = boot();
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 2, bottom: 0, right: 4 }, mode: 'all' });
    expectRefused(t, 'workbook.move-columns', { sheetId: t.sheetId, from: 8, to: 3 }, 'Columns cannot be moved into the middle of a merged cell.');
    expectRefused(t, 'workbook.move-columns', { sheetId: t.sheetId, from: 3, to: 8 }, 'Columns that contain only part of a merged cell can not be moved. Unmerge and try again.');
  });
});

describe('hiding, unhiding and resizing rows and columns', () => {
  it('hides rows by user, keeping their real size', () => {
    const t = boot();
    t.run('workbook.resize-rows', { sheetId: t.sheetId, start: 1, size: 30 });
    const after = runUndoable(t, 'workbook.hide-rows', { sheetId: t.sheetId, start: 1, count: 2 });
    const sheet = after.sheetsById[t.sheetId];
    expect(sheet.rowsById[sheet.rowIds[1]]).toEqual({ id: sheet.rowIds[1], height: 0, hidden: true, realSize: 30, hiddenByUser: true });
    expect(sheet.rowsById[sheet.rowIds[2]]).toMatchObject({ height: 0, realSize: 21, hiddenByUser: true });
  });

  it('unhides rows hidden by the user, restoring their size', () => {
    const t = boot();
    t.run('workbook.resize-rows', { sheetId: t.sheetId, start: 1, size: 30 });
    t.run('workbook.hide-rows', { sheetId: t.sheetId, start: 1 });
    const after = runUndoable(t, 'workbook.unhide-rows', { sheetId: t.sheetId, start: 0, count: 5 });
    const sheet = after.sheetsById[t.sheetId];
    expect(sheet.rowsById[sheet.rowIds[1]]).toEqual({ id: sheet.rowIds[1], height: 30 });
  });

  it('hides and unhides columns', () => {
    const t = boot();
    runUndoable(t, 'workbook.hide-columns', { sheetId: t.sheetId, start: 3 });
    expect(t.sheet().columnsById[t.sheet().columnIds[3]]).toMatchObject({ width: 0, hidden: true, realSize: 100, hiddenByUser: true });
    runUndoable(t, 'workbook.unhide-columns', { sheetId: t.sheetId, start: 3 });
    expect(t.sheet().columnsById[t.sheet().columnIds[3]]).toEqual({ id: t.sheet().columnIds[3], width: 100 });
  });

  it('marks a row hidden by a cell function as hidden by the user too, without losing its real size', () => {
    const t = boot((workbook) => {
      const sheet = workbook.sheetsById[workbook.sheetIds[0]];
      const rowId = sheet.rowIds[0];
      const hiddenRow = { id: rowId, height: 0, hidden: true, realSize: 25 };
      return { ...workbook, sheetsById: { [sheet.id]: { ...sheet, rowsById: { ...sheet.rowsById, [rowId]: hiddenRow } } } };
    });
    runUndoable(t, 'workbook.hide-rows', { sheetId: t.sheetId, start: 0 });
    expect(t.sheet().rowsById[t.sheet().rowIds[0]]).toMatchObject({ height: 0, realSize: 25, hiddenByUser: true });
  });

  it('brings back a hidden column that has no real size at the default width', () => {
    const t = boot((workbook) => {
      const sheet = workbook.sheetsById[workbook.sheetIds[0]];
      const columnId = sheet.columnIds[2];
      const hidden = { id: columnId, width: 0, hidden: true, hiddenByUser: true };
      return { ...workbook, sheetsById: { [sheet.id]: { ...sheet, columnsById: { ...sheet.columnsById, [columnId]: hidden } } } };
    });
    runUndoable(t, 'workbook.unhide-columns', { sheetId: t.sheetId, start: 2 });
    expect(t.sheet().columnsById[t.sheet().columnIds[2]]).toEqual({ id: t.sheet().columnIds[2], width: 100 });
  });

  it('leaves rows that the user did not hide alone when unhiding', () => {
    const t = boot();
    const before = t.state();
    t.run('workbook.unhide-rows', { sheetId: t.sheetId, start: 0, count: 10 });
    expect(t.state()).toBe(before);
  });

  it('resizes rows and columns', () => {
    const t = boot();
    runUndoable(t, 'workbook.resize-rows', { sheetId: t.sheetId, start: 2, count: 3, size: 42 });
    expect([1, 2, 3, 4, 5].map((row) => rowHeight(t.sheet(), row))).toEqual([21, 42, 42, 42, 21]);
    runUndoable(t, 'workbook.resize-columns', { sheetId: t.sheetId, start: 0, size: 4 });
    expect(colWidth(t.sheet(), 0)).toBe(4);
  });

  it('refuses sizes under 4 pixels', () => {
    const t = boot();
    expectRefused(t, 'workbook.resize-rows', { sheetId: t.sheetId, start: 0, size: 3 }, 'Size must be at least 4 pixels.');
    expectRefused(t, 'workbook.resize-columns', { sheetId: t.sheetId, start: 0, size: Number.NaN }, 'Size must be at least 4 pixels.');
  });

  it('resizing a hidden row changes the size it will get back', () => {
    const t = boot();
    t.run('workbook.hide-rows', { sheetId: t.sheetId, start: 0 });
    runUndoable(t, 'workbook.resize-rows', { sheetId: t.sheetId, start: 0, size: 50 });
    expect(rowHeight(t.sheet(), 0)).toBe(0);
    t.run('workbook.unhide-rows', { sheetId: t.sheetId, start: 0 });
    expect(rowHeight(t.sheet(), 0)).toBe(50);
  });
});
