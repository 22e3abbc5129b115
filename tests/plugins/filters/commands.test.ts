import { describe, expect, it } from 'vitest';
import { COLUMN_NOT_FILTERED_MESSAGE, FILTER_EXISTS_MESSAGE, NO_FILTER_MESSAGE, UNKNOWN_CONDITION_MESSAGE } from '../../../plugins/filters/index.js';
import { expectRefused, runUndoable } from '../workbook/boot.js';
import { filtersKernel, rangeA1, withTable } from './helpers.js';

const A1 = { top: 0, left: 0, bottom: 0, right: 0 };

describe('filters.create', () => {
  it('takes a selected block as it is, one undo step', () => {
    const t = filtersKernel();
    runUndoable(t, 'filters.create', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 2, right: 1 } });
    expect(rangeA1(t.sheet())).toBe('A1:B3');
    expect(t.sheet().filter?.criteriaByColumnId).toEqual({});
    expect(t.sheet().filter?.range.sheetId).toBe(t.sheetId);
  });

  it('grows a single cell to the data block around it, as Sheets does', () => {
    const t = filtersKernel();
    runUndoable(t, 'filters.create', { sheetId: t.sheetId, area: { top: 2, left: 1, bottom: 2, right: 1 } });
    expect(rangeA1(t.sheet())).toBe('A1:C5');
  });

  it('finds a block that does not start at A1 and stops at empty lines', () => {
    const t = filtersKernel((book) => withTable(withTable(book, [['x']], { row: 20, col: 0 }), undefined, { row: 3, col: 2 }));
    t.run('filters.create', { sheetId: t.sheetId, area: { top: 5, left: 3, bottom: 5, right: 3 } });
    expect(rangeA1(t.sheet())).toBe('C4:E8');
  });

  it('keeps a lone empty cell as it is', () => {
    const t = filtersKernel();
    t.run('filters.create', { sheetId: t.sheetId, area: { top: 40, left: 10, bottom: 40, right: 10 } });
    expect(rangeA1(t.sheet())).toBe('K41:K41');
  });

  it('refuses a second filter on the sheet, and a stale sheet', () => {
    const t = filtersKernel();
    t.run('filters.create', { sheetId: t.sheetId, area: A1 });
    expectRefused(t, 'filters.create', { sheetId: t.sheetId, area: A1 }, FILTER_EXISTS_MESSAGE);
    expectRefused(t, 'filters.create', { sheetId: 'gone', area: A1 }, 'That sheet no longer exists.');
  });
});

describe('filters.set-criteria', () => {
  it('sets and clears a column, each one undo step', () => {
    const t = filtersKernel();
    t.run('filters.create', { sheetId: t.sheetId, area: A1 });
    const colour = t.sheet().columnIds[1];
    runUndoable(t, 'filters.set-criteria', { sheetId: t.sheetId, columnId: colour, criteria: { hiddenValues: ['Red', 'Red', ''] } });
    expect(t.sheet().filter?.criteriaByColumnId).toEqual({ [colour]: { hiddenValues: ['Red', ''] } });
    runUndoable(t, 'filters.set-criteria', { sheetId: t.sheetId, columnId: colour, criteria: undefined });
    expect(t.sheet().filter?.criteriaByColumnId).toEqual({});
  });

  it('stores criteria that hide nothing as no criteria', () => {
    const t = filtersKernel();
    t.run('filters.create', { sheetId: t.sheetId, area: A1 });
    const fruit = t.sheet().columnIds[0];
    t.run('filters.set-criteria', { sheetId: t.sheetId, columnId: fruit, criteria: { hiddenValues: [] } });
    expect(t.sheet().filter?.criteriaByColumnId).toEqual({});
  });

  it('keeps a condition', () => {
    const t = filtersKernel();
    t.run('filters.create', { sheetId: t.sheetId, area: A1 });
    const price = t.sheet().columnIds[2];
    t.run('filters.set-criteria', { sheetId: t.sheetId, columnId: price, criteria: { condition: { type: 'number_greater', input1: '2' } } });
    expect(t.sheet().filter?.criteriaByColumnId[price]).toEqual({ condition: { type: 'number_greater', input1: '2' } });
  });

  it('refuses without a filter, outside the range, or with an unknown condition', () => {
    const t = filtersKernel();
    const fruit = t.sheet().columnIds[0];
    expectRefused(t, 'filters.set-criteria', { sheetId: t.sheetId, columnId: fruit, criteria: { hiddenValues: ['Apple'] } }, NO_FILTER_MESSAGE);
    t.run('filters.create', { sheetId: t.sheetId, area: A1 });
    expectRefused(t, 'filters.set-criteria', { sheetId: t.sheetId, columnId: t.sheet().columnIds[5], criteria: { hiddenValues: ['x'] } }, COLUMN_NOT_FILTERED_MESSAGE);
    expectRefused(t, 'filters.set-criteria', { sheetId: t.sheetId, columnId: fruit, criteria: { condition: { type: 'sounds_like' } } }, UNKNOWN_CONDITION_MESSAGE);
  });
});

describe('filters.remove', () => {
  it('removes the filter and its criteria in one undo step; without a filter it changes nothing', () => {
    const t = filtersKernel();
    const before = t.state();
    expect(t.run('filters.remove', { sheetId: t.sheetId })).toEqual({ ok: true });
    expect(t.state()).toBe(before);
    t.run('filters.create', { sheetId: t.sheetId, area: A1 });
    t.run('filters.set-criteria', { sheetId: t.sheetId, columnId: t.sheet().columnIds[0], criteria: { hiddenValues: ['Apple'] } });
    runUndoable(t, 'filters.remove', { sheetId: t.sheetId });
    expect(t.sheet().filter).toBeUndefined();
    t.kernel.undo.undo();
    expect(t.sheet().filter?.criteriaByColumnId[t.sheet().columnIds[0]]).toEqual({ hiddenValues: ['Apple'] });
  });

  it('a duplicated sheet keeps its own copy of the filter', () => {
    const t = filtersKernel();
    t.run('filters.create', { sheetId: t.sheetId, area: A1 });
    t.run('workbook.duplicate-sheet', { sheetId: t.sheetId });
    const copyId = t.state().sheetIds[1];
    expect(t.sheet(copyId).filter?.range).toEqual({ ...t.sheet().filter!.range, sheetId: copyId });
  });
});

describe('filters.toggle (the toolbar button)', () => {
  it('creates a filter on the selection when the sheet has none, and removes it when it has one', () => {
    const t = filtersKernel();
    runUndoable(t, 'filters.toggle', { sheetId: t.sheetId, area: { top: 2, left: 1, bottom: 2, right: 1 } });
    expect(rangeA1(t.sheet())).toBe('A1:C5');
    runUndoable(t, 'filters.toggle', { sheetId: t.sheetId, area: A1 });
    expect(t.sheet().filter).toBeUndefined();
  });

  it('refuses a stale sheet and changes nothing', () => {
    const t = filtersKernel();
    expectRefused(t, 'filters.toggle', { sheetId: 'gone', area: A1 }, 'That sheet no longer exists.');
  });
});
