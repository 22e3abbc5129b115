import { describe, expect, it } from 'vitest';
import { findMerges } from '../../../plugins/workbook/index.js';
import { boot, content, expectRefused, runUndoable, type TestKernel } from './boot.js';

const INTO_MERGE = 'Cells cannot be moved into a merged cell.';

/** A 4x4 block of labelled cells 'r{row}c{col}' at the top-left. */
function grid(t: TestKernel): void {
  const cells = [];
  for (let row = 0; row < 4; row++) for (let col = 0; col < 4; col++) cells.push({ row, col, text: `r${row}c${col}` });
  t.run('workbook.set-cells', { sheetId: t.sheetId, cells });
}

function block(t: TestKernel, rows: number, cols: number): unknown[][] {
  return Array.from({ length: rows }, (_, row) => Array.from({ length: cols }, (_, col) => content(t.cell(row, col)) ?? null));
}

describe('workbook.insert-cells', () => {
  it('shifts the cells of the area\'s rows right', () => {
    const t = boot();
    grid(t);
    const area = { top: 1, left: 1, bottom: 2, right: 2 };
    runUndoable(t, 'workbook.insert-cells', { sheetId: t.sheetId, area, shift: 'right' });
    expect(block(t, 4, 6)).toEqual([
      ['r0c0', 'r0c1', 'r0c2', 'r0c3', null, null],
      ['r1c0', null, null, 'r1c1', 'r1c2', 'r1c3'],
      ['r2c0', null, null, 'r2c1', 'r2c2', 'r2c3'],
      ['r3c0', 'r3c1', 'r3c2', 'r3c3', null, null],
    ]);
    expect(t.changes).toEqual([{ kind: 'insert-cells', sheetId: t.sheetId, area, shift: 'right' }]);
  });

  it('shifts the cells of the area\'s columns down', () => {
    const t = boot();
    grid(t);
    runUndoable(t, 'workbook.insert-cells', { sheetId: t.sheetId, area: { top: 1, left: 2, bottom: 1, right: 2 }, shift: 'down' });
    expect(block(t, 5, 4)).toEqual([
      ['r0c0', 'r0c1', 'r0c2', 'r0c3'],
      ['r1c0', 'r1c1', null, 'r1c3'],
      ['r2c0', 'r2c1', 'r1c2', 'r2c3'],
      ['r3c0', 'r3c1', 'r2c2', 'r3c3'],
      [null, null, 'r3c2', null],
    ]);
  });

  it('adds columns when cells would be pushed off the sheet', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 25, text: 'edge' });
    runUndoable(t, 'workbook.insert-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 1 }, shift: 'right' });
    expect(t.sheet().columnIds).toHaveLength(28);
    expect(content(t.cell(0, 27))).toBe('edge');
    expect(t.sheet().columnsById[t.sheet().columnIds[27]].width).toBe(100);
  });

  it('adds rows when cells would be pushed off the sheet', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 99, col: 0, text: 'edge' });
    runUndoable(t, 'workbook.insert-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 2, right: 0 }, shift: 'down' });
    expect(t.sheet().rowIds).toHaveLength(103);
    expect(content(t.cell(102, 0))).toBe('edge');
  });

  it('moves a merge lying wholly in the shifted cells', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 2, text: 'm' });
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 2, bottom: 1, right: 3 }, mode: 'all' });
    runUndoable(t, 'workbook.insert-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 1, right: 0 }, shift: 'right' });
    expect(findMerges(t.sheet())).toEqual([{ top: 0, left: 3, rows: 2, columns: 2 }]);
    expect(t.cell(0, 3)?.value).toBe('m');
    const anchor = `${t.sheet().columnIds[3]}&${t.sheet().rowIds[0]}`;
    expect([t.cell(0, 4), t.cell(1, 3), t.cell(1, 4)].map((cell) => cell?.mergedInto)).toEqual([anchor, anchor, anchor]);
  });

  it('refuses to cut through a merge', () => {
    const t = boot();
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 1, left: 3, bottom: 2, right: 3 }, mode: 'all' });
    expectRefused(t, 'workbook.insert-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 1, right: 0 }, shift: 'right' }, INTO_MERGE);
    expectRefused(t, 'workbook.insert-cells', { sheetId: t.sheetId, area: { top: 2, left: 2, bottom: 2, right: 3 }, shift: 'down' }, INTO_MERGE);
  });
});

describe('workbook.delete-cells', () => {
  it('deletes the area and pulls the cells on its right left', () => {
    const t = boot();
    grid(t);
    const area = { top: 0, left: 1, bottom: 1, right: 1 };
    runUndoable(t, 'workbook.delete-cells', { sheetId: t.sheetId, area, shift: 'left' });
    expect(block(t, 3, 4)).toEqual([
      ['r0c0', 'r0c2', 'r0c3', null],
      ['r1c0', 'r1c2', 'r1c3', null],
      ['r2c0', 'r2c1', 'r2c2', 'r2c3'],
    ]);
    expect(t.changes).toEqual([{ kind: 'delete-cells', sheetId: t.sheetId, area, shift: 'left' }]);
    expect(t.sheet().columnIds).toHaveLength(26);
  });

  it('deletes the area and pulls the cells below it up', () => {
    const t = boot();
    grid(t);
    runUndoable(t, 'workbook.delete-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 1, right: 1 }, shift: 'up' });
    expect(block(t, 4, 3)).toEqual([
      ['r2c0', 'r2c1', 'r0c2'],
      ['r3c0', 'r3c1', 'r1c2'],
      [null, null, 'r2c2'],
      [null, null, 'r3c2'],
    ]);
  });

  it('deletes a merge lying wholly in the area and moves one lying after it', () => {
    const t = boot();
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 1, right: 1 }, mode: 'all' });
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 3, bottom: 1, right: 4 }, mode: 'all' });
    runUndoable(t, 'workbook.delete-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 1, right: 1 }, shift: 'left' });
    expect(findMerges(t.sheet())).toEqual([{ top: 0, left: 1, rows: 2, columns: 2 }]);
  });

  it('refuses to delete part of a merge or pull cells out of one', () => {
    const t = boot();
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 1, right: 1 }, mode: 'all' });
    expectRefused(t, 'workbook.delete-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 }, shift: 'left' }, INTO_MERGE);
    expectRefused(t, 'workbook.delete-cells', { sheetId: t.sheetId, area: { top: 0, left: 1, bottom: 3, right: 1 }, shift: 'up' }, INTO_MERGE);
  });
});
