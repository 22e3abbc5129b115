import { describe, expect, it } from 'vitest';
import { runUndoable } from '../workbook/boot.js';
import { filtersKernel, rangeA1 } from './helpers.js';
import type { TestKernel } from '../workbook/boot.js';

/** A filter on A1:C5 with criteria on every column. */
function filtered(): TestKernel {
  const t = filtersKernel();
  t.run('filters.create', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 4, right: 2 } });
  for (const columnId of t.sheet().columnIds.slice(0, 3)) t.run('filters.set-criteria', { sheetId: t.sheetId, columnId, criteria: { hiddenValues: ['x'] } });
  return t;
}

const criteriaColumns = (t: TestKernel) => Object.keys(t.sheet().filter?.criteriaByColumnId ?? {}).map((id) => t.sheet().columnIds.indexOf(id)).sort();

describe('the filter follows structural changes', () => {
  it('inserting rows inside the range widens it; above it moves it; below it leaves it', () => {
    const t = filtered();
    t.run('workbook.insert-rows', { sheetId: t.sheetId, index: 2, side: 'above', count: 2 });
    expect(rangeA1(t.sheet())).toBe('A1:C7');
    t.run('workbook.insert-rows', { sheetId: t.sheetId, index: 0, side: 'above' });
    expect(rangeA1(t.sheet())).toBe('A2:C8');
    t.run('workbook.insert-rows', { sheetId: t.sheetId, index: 8, side: 'above' });
    expect(rangeA1(t.sheet())).toBe('A2:C8');
  });

  it('inserting columns inside the range widens it and keeps the criteria', () => {
    const t = filtered();
    t.run('workbook.insert-columns', { sheetId: t.sheetId, index: 1, side: 'left' });
    expect(rangeA1(t.sheet())).toBe('A1:D5');
    expect(criteriaColumns(t)).toEqual([0, 2, 3]);
  });

  it('deleting body rows shrinks it, including its last row, in the same undo step', () => {
    const t = filtered();
    runUndoable(t, 'workbook.delete-rows', { sheetId: t.sheetId, start: 4, count: 1 });
    expect(rangeA1(t.sheet())).toBe('A1:C4');
    t.run('workbook.delete-rows', { sheetId: t.sheetId, start: 1, count: 2 });
    expect(rangeA1(t.sheet())).toBe('A1:C2');
  });

  it('deleting the header row removes the filter; undo brings it back', () => {
    const t = filtered();
    runUndoable(t, 'workbook.delete-rows', { sheetId: t.sheetId, start: 0, count: 2 });
    expect(t.sheet().filter).toBeUndefined();
    t.kernel.undo.undo();
    expect(rangeA1(t.sheet())).toBe('A1:C5');
  });

  it('deleting a column drops its criteria; deleting the last column shrinks the range', () => {
    const t = filtered();
    t.run('workbook.delete-columns', { sheetId: t.sheetId, start: 1, count: 1 });
    expect(rangeA1(t.sheet())).toBe('A1:B5');
    expect(criteriaColumns(t)).toEqual([0, 1]);
    t.run('workbook.delete-columns', { sheetId: t.sheetId, start: 1, count: 1 });
    expect(rangeA1(t.sheet())).toBe('A1:A5');
    expect(criteriaColumns(t)).toEqual([0]);
  });

  it('deleting every column of the range removes the filter', () => {
    const t = filtered();
    t.run('workbook.delete-columns', { sheetId: t.sheetId, start: 0, count: 3 });
    expect(t.sheet().filter).toBeUndefined();
  });

  it('deleting lines elsewhere moves nothing the ids do not already move', () => {
    const t = filtered();
    t.run('workbook.delete-rows', { sheetId: t.sheetId, start: 10, count: 3 });
    t.run('workbook.delete-columns', { sheetId: t.sheetId, start: 5, count: 3 });
    expect(rangeA1(t.sheet())).toBe('A1:C5');
    expect(criteriaColumns(t)).toEqual([0, 1, 2]);
  });

  it('moving rows follows Excel reference rules: a body row moved out leaves, a moved corner stretches the range', () => {
    const t = filtered();
    t.run('workbook.move-rows', { sheetId: t.sheetId, from: 2, count: 1, to: 9 });
    expect(rangeA1(t.sheet())).toBe('A1:C4');
    const u = filtered();
    u.run('workbook.move-rows', { sheetId: u.sheetId, from: 4, count: 1, to: 9 });
    expect(rangeA1(u.sheet())).toBe('A1:C9');
  });

  it('moving the header row moves the block with it', () => {
    const t = filtered();
    t.run('workbook.move-rows', { sheetId: t.sheetId, from: 0, count: 5, to: 10 });
    expect(rangeA1(t.sheet())).toBe('A6:C10');
  });

  it('moving a column out of the range takes its criteria with it; moving one within keeps them', () => {
    const t = filtered();
    const [a, b] = t.sheet().columnIds;
    t.run('workbook.move-columns', { sheetId: t.sheetId, from: 1, count: 1, to: 6 });
    expect(rangeA1(t.sheet())).toBe('A1:B5');
    expect(Object.keys(t.sheet().filter!.criteriaByColumnId)).not.toContain(b);
    t.run('workbook.move-columns', { sheetId: t.sheetId, from: 0, count: 1, to: 2 });
    expect(Object.keys(t.sheet().filter!.criteriaByColumnId)).toContain(a);
  });

  it('deleting cells that shift the range left follows them', () => {
    const t = filtersKernel();
    t.run('filters.create', { sheetId: t.sheetId, area: { top: 0, left: 1, bottom: 4, right: 2 } });
    t.run('workbook.delete-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 9, right: 0 }, shift: 'left' });
    expect(rangeA1(t.sheet())).toBe('A1:B5');
  });
});
