import { describe, expect, it } from 'vitest';
import { findMerges } from '../../../plugins/workbook/index.js';
import { boot, expectRefused, runUndoable, type TestKernel } from './boot.js';

const CROSSING = 'This merge would cut across an existing merged cell. Unmerge and try again.';

function anchorId(t: TestKernel, row: number, col: number): string {
  return `${t.sheet().columnIds[col]}&${t.sheet().rowIds[row]}`;
}

describe('workbook.merge-cells', () => {
  it('merges all: the top-left cell holds the size and the content, the others point at it', () => {
    const t = boot();
    t.run('workbook.set-cells', { sheetId: t.sheetId, cells: [{ row: 1, col: 1, text: 'keep' }, { row: 2, col: 2, text: 'lost' }] });
    t.run('workbook.set-format', { sheetId: t.sheetId, area: { top: 2, left: 2, bottom: 2, right: 2 }, format: { bold: true } });
    runUndoable(t, 'workbook.merge-cells', { sheetId: t.sheetId, area: { top: 1, left: 1, bottom: 2, right: 3 }, mode: 'all' });
    expect(t.cell(1, 1)).toEqual({ value: 'keep', data: { type: 'TEXT' }, mergeRows: 2, mergeColumns: 3 });
    expect(t.cell(2, 2)).toEqual({ format: { bold: true }, mergedInto: anchorId(t, 1, 1) });
    expect(t.cell(1, 3)).toEqual({ mergedInto: anchorId(t, 1, 1) });
    expect(findMerges(t.sheet())).toEqual([{ top: 1, left: 1, rows: 2, columns: 3 }]);
  });

  it('merges horizontally: one merge per row', () => {
    const t = boot();
    runUndoable(t, 'workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 2, right: 1 }, mode: 'horizontal' });
    expect(findMerges(t.sheet()).sort((a, b) => a.top - b.top)).toEqual([
      { top: 0, left: 0, rows: 1, columns: 2 }, { top: 1, left: 0, rows: 1, columns: 2 }, { top: 2, left: 0, rows: 1, columns: 2 },
    ]);
    expect(t.cell(1, 1)).toEqual({ mergedInto: anchorId(t, 1, 0) });
  });

  it('merges vertically: one merge per column', () => {
    const t = boot();
    runUndoable(t, 'workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 2, right: 1 }, mode: 'vertical' });
    expect(findMerges(t.sheet()).sort((a, b) => a.left - b.left)).toEqual([
      { top: 0, left: 0, rows: 3, columns: 1 }, { top: 0, left: 1, rows: 3, columns: 1 },
    ]);
  });

  it('refuses selections too small for the kind of merge', () => {
    const t = boot();
    expectRefused(t, 'workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 }, mode: 'all' }, 'Merge all needs a selection of more than one cell.');
    expectRefused(t, 'workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 5, right: 0 }, mode: 'horizontal' }, 'Merging horizontally needs more than one column.');
    expectRefused(t, 'workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 5 }, mode: 'vertical' }, 'Merging vertically needs more than one row.');
  });

  it('replaces merges wholly inside the area', () => {
    const t = boot();
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 1, left: 1, bottom: 2, right: 2 }, mode: 'all' });
    runUndoable(t, 'workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 3, right: 3 }, mode: 'all' });
    expect(findMerges(t.sheet())).toEqual([{ top: 0, left: 0, rows: 4, columns: 4 }]);
    expect(t.cell(1, 1)).toEqual({ mergedInto: anchorId(t, 0, 0) });
  });

  it('cancels a merge that would cut through a merge reaching out of the area', () => {
    const t = boot();
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 1, left: 1, bottom: 2, right: 2 }, mode: 'all' });
    expectRefused(t, 'workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 1, right: 1 }, mode: 'all' }, CROSSING);
  });

  it('cancels a horizontal merge touching a merge that spans several rows, and the vertical equivalent', () => {
    const t = boot();
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 1, right: 0 }, mode: 'vertical' });
    expectRefused(t, 'workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 1, right: 3 }, mode: 'horizontal' }, CROSSING);
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 5, left: 0, bottom: 5, right: 1 }, mode: 'horizontal' });
    expectRefused(t, 'workbook.merge-cells', { sheetId: t.sheetId, area: { top: 5, left: 0, bottom: 7, right: 1 }, mode: 'vertical' }, CROSSING);
  });

  it('lets a horizontal merge absorb single-row merges along its rows', () => {
    const t = boot();
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 1 }, mode: 'horizontal' });
    runUndoable(t, 'workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 1, right: 3 }, mode: 'horizontal' });
    expect(findMerges(t.sheet()).sort((a, b) => a.top - b.top)).toEqual([
      { top: 0, left: 0, rows: 1, columns: 4 }, { top: 1, left: 0, rows: 1, columns: 4 },
    ]);
  });
});

describe('workbook.unmerge-cells', () => {
  it('unmerges every merge that touches the area, keeping the anchor\'s content', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: 'x' });
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 1, right: 1 }, mode: 'all' });
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 5, left: 0, bottom: 6, right: 0 }, mode: 'all' });
    runUndoable(t, 'workbook.unmerge-cells', { sheetId: t.sheetId, area: { top: 1, left: 1, bottom: 1, right: 1 } });
    expect(t.cell(0, 0)).toEqual({ value: 'x', data: { type: 'TEXT' } });
    expect(t.cell(1, 1)).toBeUndefined();
    expect(findMerges(t.sheet())).toEqual([{ top: 5, left: 0, rows: 2, columns: 1 }]);
  });

  it('does nothing where there is no merge', () => {
    const t = boot();
    const before = t.state();
    expect(t.run('workbook.unmerge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 9, right: 9 } })).toEqual({ ok: true });
    expect(t.state()).toBe(before);
  });
});

describe('typing into a merged block', () => {
  it('puts what is typed into a covered cell into the block\'s top-left cell', () => {
    const t = boot();
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 1, right: 1 }, mode: 'all' });
    runUndoable(t, 'workbook.set-cell', { sheetId: t.sheetId, row: 1, col: 1, text: 'title' });
    expect(t.cell(0, 0)).toEqual({ value: 'title', data: { type: 'TEXT' }, mergeRows: 2, mergeColumns: 2 });
    expect(t.cell(1, 1)).toEqual({ mergedInto: anchorId(t, 0, 0) });
  });

  it('skips covered cells in a paste, filling the top-left cell and the cells around', () => {
    const t = boot();
    t.run('workbook.merge-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 1, right: 1 }, mode: 'all' });
    const cells = [0, 1, 2].flatMap((row) => [0, 1].map((col) => ({ row, col, text: `${row}${col}` })));
    runUndoable(t, 'workbook.set-cells', { sheetId: t.sheetId, cells });
    expect(t.cell(0, 0)?.value).toBe(0);
    expect([t.cell(0, 1), t.cell(1, 0), t.cell(1, 1)]).toEqual([0, 0, 0].map(() => ({ mergedInto: anchorId(t, 0, 0) })));
    expect([t.cell(2, 0)?.value, t.cell(2, 1)?.value]).toEqual([20, 21]);
  });
});
