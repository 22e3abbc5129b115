import { describe, expect, it } from 'vitest';
import type { Sheet, Workbook } from '../../../plugins/workbook/index.js';
import { boot, expectRefused, runUndoable } from './boot.js';

const names = (workbook: Workbook): string[] => workbook.sheetIds.map((id) => workbook.sheetsById[id].name);

describe('workbook.add-sheet', () => {
  it('adds "Sheet N" at the end, N being the sheet count plus one', () => {
    const t = boot();
    const after = runUndoable(t, 'workbook.add-sheet', {});
    expect(names(after)).toEqual(['Sheet1', 'Sheet2']);
    const added = after.sheetsById[after.sheetIds[1]];
    expect(added.rowIds).toHaveLength(100);
    expect(added.columnIds).toHaveLength(26);
    expect(added.rowsById[added.rowIds[0]].height).toBe(21);
    expect(added.columnsById[added.columnIds[0]].width).toBe(100);
    expect(added.id).toHaveLength(8);
  });

  it('increments N until the name is unused, comparing case-insensitively', () => {
    const t = boot();
    t.run('workbook.rename-sheet', { sheetId: t.sheetId, name: 'sheet2' });
    t.run('workbook.add-sheet', {});
    expect(names(t.state())).toEqual(['sheet2', 'Sheet3']);
  });

  it('takes a given id and name', () => {
    const t = boot();
    runUndoable(t, 'workbook.add-sheet', { id: 'NEWSHEET', name: '  Costs ' });
    expect(t.state().sheetIds).toEqual([t.sheetId, 'NEWSHEET']);
    expect(t.sheet('NEWSHEET').name).toBe('Costs');
  });

  it('refuses a name already used and an id already used', () => {
    const t = boot();
    expectRefused(t, 'workbook.add-sheet', { name: 'SHEET1' }, 'A sheet with the name SHEET1 already exists.');
    expectRefused(t, 'workbook.add-sheet', { id: t.sheetId }, `A sheet with the id ${t.sheetId} already exists.`);
  });
});

describe('workbook.duplicate-sheet', () => {
  it('copies the cells into "Copy of {name}" right after the original', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 1, col: 2, text: 'hello' });
    t.run('workbook.add-sheet', {});
    const after = runUndoable(t, 'workbook.duplicate-sheet', { sheetId: t.sheetId, id: 'COPYCOPY' });
    expect(names(after)).toEqual(['Sheet1', 'Copy of Sheet1', 'Sheet2']);
    expect(t.cell(1, 2, 'COPYCOPY')?.value).toBe('hello');
  });

  it('numbers further copies "Copy of {name} 1", "Copy of {name} 2"', () => {
    const t = boot();
    t.run('workbook.duplicate-sheet', { sheetId: t.sheetId });
    t.run('workbook.duplicate-sheet', { sheetId: t.sheetId });
    t.run('workbook.duplicate-sheet', { sheetId: t.sheetId });
    expect(names(t.state())).toEqual(['Sheet1', 'Copy of Sheet1 2', 'Copy of Sheet1 1', 'Copy of Sheet1']);
  });

  it('keeps the copy independent of the original', () => {
    const t = boot();
    t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: 'a' });
    t.run('workbook.duplicate-sheet', { sheetId: t.sheetId, id: 'COPYCOPY' });
    t.run('workbook.set-cell', { sheetId: 'COPYCOPY', row: 0, col: 0, text: 'b' });
    t.run('workbook.resize-rows', { sheetId: 'COPYCOPY', start: 0, size: 50 });
    expect(t.cell(0, 0)?.value).toBe('a');
    expect(t.cell(0, 0, 'COPYCOPY')?.value).toBe('b');
    expect(t.sheet().rowsById[t.sheet().rowIds[0]].height).toBe(21);
  });

  it('makes a visible copy of a hidden sheet, with its locks pointing at the copy', () => {
    const t = boot((workbook) => {
      const sheet = workbook.sheetsById[workbook.sheetIds[0]];
      const locked: Sheet = { ...sheet, locks: [{ id: 'lock1', name: 'Header', range: { sheetId: sheet.id, fromCellId: 'a&b', toCellId: 'c&d' } }] };
      return { ...workbook, sheetsById: { [sheet.id]: locked } };
    });
    t.run('workbook.add-sheet', {});
    t.run('workbook.hide-sheet', { sheetId: t.sheetId });
    runUndoable(t, 'workbook.duplicate-sheet', { sheetId: t.sheetId, id: 'COPYCOPY' });
    const copy = t.sheet('COPYCOPY');
    expect(copy.hidden).toBeUndefined();
    expect(copy.locks).toHaveLength(1);
    expect(copy.locks[0].id).not.toBe('lock1');
    expect(copy.locks[0].range).toEqual({ sheetId: 'COPYCOPY', fromCellId: 'a&b', toCellId: 'c&d' });
  });
});

describe('workbook.rename-sheet', () => {
  it('trims the name and tells adjusters the old and new names', () => {
    const t = boot();
    const after = runUndoable(t, 'workbook.rename-sheet', { sheetId: t.sheetId, name: '  Inputs  ' });
    expect(names(after)).toEqual(['Inputs']);
    expect(t.changes).toEqual([{ kind: 'rename-sheet', sheetId: t.sheetId, from: 'Sheet1', to: 'Inputs' }]);
  });

  it('refuses a blank name', () => {
    const t = boot();
    expectRefused(t, 'workbook.rename-sheet', { sheetId: t.sheetId, name: '   ' }, "Sheet name can't be blank.");
  });

  it('refuses the name of another sheet, whatever its case, with the spec alert', () => {
    const t = boot();
    t.run('workbook.add-sheet', {});
    const second = t.state().sheetIds[1];
    expectRefused(t, 'workbook.rename-sheet', { sheetId: second, name: 'sheet1' }, 'A sheet with the name sheet1 already exists.', 'Problem encountered');
  });

  it('lets a sheet change the case of its own name', () => {
    const t = boot();
    runUndoable(t, 'workbook.rename-sheet', { sheetId: t.sheetId, name: 'SHEET1' });
    expect(t.sheet().name).toBe('SHEET1');
  });

  it('changes nothing when the name is the same', () => {
    const t = boot();
    const before = t.state();
    expect(t.run('workbook.rename-sheet', { sheetId: t.sheetId, name: 'Sheet1 ' })).toEqual({ ok: true });
    expect(t.state()).toBe(before);
    expect(t.kernel.undo.canUndo).toBe(false);
    expect(t.changes).toEqual([]);
  });

  it('refuses an unknown sheet', () => {
    const t = boot();
    expectRefused(t, 'workbook.rename-sheet', { sheetId: 'nope', name: 'x' }, 'That sheet no longer exists.');
  });
});

describe('workbook.delete-sheet', () => {
  it('deletes a sheet and tells adjusters its id and name', () => {
    const t = boot();
    t.run('workbook.add-sheet', {});
    const second = t.state().sheetIds[1];
    const after = runUndoable(t, 'workbook.delete-sheet', { sheetId: t.sheetId });
    expect(after.sheetIds).toEqual([second]);
    expect(after.sheetsById[t.sheetId]).toBeUndefined();
    expect(t.changes).toEqual([{ kind: 'delete-sheet', sheetId: t.sheetId, name: 'Sheet1' }]);
  });

  it('refuses to delete the last sheet', () => {
    const t = boot();
    expectRefused(t, 'workbook.delete-sheet', { sheetId: t.sheetId }, 'A workbook must keep at least one sheet.');
  });

  it('refuses to delete the only visible sheet', () => {
    const t = boot();
    t.run('workbook.add-sheet', {});
    t.run('workbook.hide-sheet', { sheetId: t.state().sheetIds[1] });
    expectRefused(t, 'workbook.delete-sheet', { sheetId: t.sheetId }, 'At least one sheet must stay visible.');
  });
});

describe('workbook.hide-sheet and workbook.unhide-sheet', () => {
  it('hides and unhides a sheet', () => {
    const t = boot();
    t.run('workbook.add-sheet', {});
    expect(runUndoable(t, 'workbook.hide-sheet', { sheetId: t.sheetId }).sheetsById[t.sheetId].hidden).toBe(true);
    expect(runUndoable(t, 'workbook.unhide-sheet', { sheetId: t.sheetId }).sheetsById[t.sheetId].hidden).toBeUndefined();
  });

  it('refuses to hide the only visible sheet', () => {
    const t = boot();
    expectRefused(t, 'workbook.hide-sheet', { sheetId: t.sheetId }, 'At least one sheet must stay visible.');
  });

  it('does nothing when the sheet is already in that state', () => {
    const t = boot();
    const before = t.state();
    t.run('workbook.unhide-sheet', { sheetId: t.sheetId });
    expect(t.state()).toBe(before);
  });
});

describe('workbook.reorder-sheet', () => {
  it('moves a sheet to a new index', () => {
    const t = boot();
    t.run('workbook.add-sheet', { name: 'B' });
    t.run('workbook.add-sheet', { name: 'C' });
    expect(names(runUndoable(t, 'workbook.reorder-sheet', { sheetId: t.sheetId, to: 2 }))).toEqual(['B', 'C', 'Sheet1']);
    const c = t.state().sheetIds[1];
    expect(names(runUndoable(t, 'workbook.reorder-sheet', { sheetId: c, to: 0 }))).toEqual(['C', 'B', 'Sheet1']);
  });

  it('clamps the index and does nothing when the sheet stays in place', () => {
    const t = boot();
    t.run('workbook.add-sheet', { name: 'B' });
    expect(names(runUndoable(t, 'workbook.reorder-sheet', { sheetId: t.sheetId, to: 99 }))).toEqual(['B', 'Sheet1']);
    const before = t.state();
    t.run('workbook.reorder-sheet', { sheetId: t.sheetId, to: 1 });
    expect(t.state()).toBe(before);
  });
});

