import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../../../kernel/index.js';
import {
  editedAreas, guardLocks, LOCK_NAME_MESSAGES, LOCKED_MESSAGE, locksPlugin, NO_SUCH_LOCK_MESSAGE, SHADOW_LOCKS_MESSAGE, shadowRefusal,
} from '../../../plugins/locks/index.js';
import { formatRange } from '../../../plugins/names/index.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import { namesPlugin } from '../../../plugins/names/index.js';
import type { Workbook, WorkbookView } from '../../../plugins/workbook/index.js';
import { boot, expectRefused, runUndoable, type TestKernel } from '../workbook/boot.js';

function locksKernel(): TestKernel {
  return boot(undefined, [formulasPlugin as PluginManifest<Workbook, WorkbookView>, namesPlugin as PluginManifest<Workbook, WorkbookView>, locksPlugin as PluginManifest<Workbook, WorkbookView>]);
}

const lockText = (t: TestKernel, index = 0, sheetId = t.sheetId) => formatRange(t.state(), t.sheet(sheetId).locks[index].range);

describe('locks.add', () => {
  it('locks a typed range under the first free default name, one undo step', () => {
    const t = locksKernel();
    runUndoable(t, 'locks.add', { range: 'Sheet1!B2:C4' });
    expect(t.sheet().locks.map((lock) => lock.name)).toEqual(['Lock 1']);
    expect(lockText(t)).toBe('Sheet1!B2:C4');
    t.run('locks.add', { range: 'Sheet1!A1', name: '  Header  ' });
    t.run('locks.add', { range: 'Sheet1!E5' });
    expect(t.sheet().locks.map((lock) => lock.name)).toEqual(['Lock 1', 'Header', 'Lock 2']);
  });

  it('goes on the sheet the range names', () => {
    const t = locksKernel();
    t.run('workbook.add-sheet', {});
    const second = t.state().sheetIds[1];
    t.run('locks.add', { range: "'Sheet2'!A1:A3" });
    expect(t.sheet().locks).toEqual([]);
    expect(lockText(t, 0, second)).toBe('Sheet2!A1:A3');
  });

  it.each([
    ['', "Range can't be blank"],
    ['B2:C4', 'Range must specify sheet'],
    ['Nope!A1', "Sheet 'Nope' doesn't exist"],
    ['Sheet1!A1:B', 'Range not valid'],
    ['Sheet1!A1:A5000', "Range doesn't exist"],
  ])('refuses the range %j with %j and changes nothing', (range, message) => {
    const t = locksKernel();
    expectRefused(t, 'locks.add', { range }, message);
  });

  it('refuses a blank or too long name', () => {
    const t = locksKernel();
    expectRefused(t, 'locks.add', { range: 'Sheet1!A1', name: '   ' }, LOCK_NAME_MESSAGES.blank);
    expectRefused(t, 'locks.add', { range: 'Sheet1!A1', name: 'x'.repeat(251) }, LOCK_NAME_MESSAGES.tooLong);
  });
});

describe('locks.rename, locks.set-range and locks.delete', () => {
  it('rename trims the name and refuses a blank one or an unknown lock', () => {
    const t = locksKernel();
    t.run('locks.add', { range: 'Sheet1!A1', id: 'L1' });
    runUndoable(t, 'locks.rename', { sheetId: t.sheetId, id: 'L1', name: ' Totals ' });
    expect(t.sheet().locks[0].name).toBe('Totals');
    expectRefused(t, 'locks.rename', { sheetId: t.sheetId, id: 'L1', name: '' }, LOCK_NAME_MESSAGES.blank);
    expectRefused(t, 'locks.rename', { sheetId: t.sheetId, id: 'gone', name: 'x' }, NO_SUCH_LOCK_MESSAGE);
  });

  it('set-range moves the lock, to another sheet when the range names one', () => {
    const t = locksKernel();
    t.run('workbook.add-sheet', {});
    const second = t.state().sheetIds[1];
    t.run('locks.add', { range: 'Sheet1!A1', id: 'L1' });
    runUndoable(t, 'locks.set-range', { sheetId: t.sheetId, id: 'L1', range: 'Sheet1!C3:D4' });
    expect(lockText(t)).toBe('Sheet1!C3:D4');
    t.run('locks.set-range', { sheetId: t.sheetId, id: 'L1', range: 'Sheet2!B2' });
    expect(t.sheet().locks).toEqual([]);
    expect(t.sheet(second).locks.map((lock) => lock.id)).toEqual(['L1']);
    expectRefused(t, 'locks.set-range', { sheetId: second, id: 'L1', range: 'Sheet2!' }, 'Range not valid');
  });

  it('delete removes the lock, one undo step; an unknown lock is refused', () => {
    const t = locksKernel();
    t.run('locks.add', { range: 'Sheet1!A1', id: 'L1' });
    runUndoable(t, 'locks.delete', { sheetId: t.sheetId, id: 'L1' });
    expect(t.sheet().locks).toEqual([]);
    expectRefused(t, 'locks.delete', { sheetId: t.sheetId, id: 'L1' }, NO_SUCH_LOCK_MESSAGE);
  });
});

describe('locks follow structural changes', () => {
  it('stays on its cells when rows and columns are inserted before it', () => {
    const t = locksKernel();
    t.run('locks.add', { range: 'Sheet1!B2:C3' });
    t.run('workbook.insert-rows', { sheetId: t.sheetId, index: 0, side: 'above', count: 2 });
    t.run('workbook.insert-columns', { sheetId: t.sheetId, index: 0, side: 'left', count: 1 });
    expect(lockText(t)).toBe('Sheet1!C4:D5');
  });

  it('shrinks when some of its rows are deleted and goes when all are, in the same undo step', () => {
    const t = locksKernel();
    t.run('locks.add', { range: 'Sheet1!A2:B4' });
    runUndoable(t, 'workbook.delete-rows', { sheetId: t.sheetId, start: 1, count: 1 });
    expect(lockText(t)).toBe('Sheet1!A2:B3');
    t.run('workbook.delete-rows', { sheetId: t.sheetId, start: 0, count: 4 });
    expect(t.sheet().locks).toEqual([]);
    t.kernel.undo.undo();
    expect(lockText(t)).toBe('Sheet1!A2:B3');
  });

  it('moves with cells shifted by an insert of cells', () => {
    const t = locksKernel();
    t.run('locks.add', { range: 'Sheet1!B2' });
    t.run('workbook.insert-cells', { sheetId: t.sheetId, area: { top: 1, left: 0, bottom: 1, right: 0 }, shift: 'right' });
    expect(lockText(t)).toBe('Sheet1!C2');
  });
});

describe('the shadow-mode refusal', () => {
  function lockedB2toC3(): TestKernel {
    const t = locksKernel();
    t.run('locks.add', { range: 'Sheet1!B2:C3' });
    return t;
  }
  const B2 = { top: 1, left: 1, bottom: 1, right: 1 };

  it.each([
    ['an edit', 'workbook.set-cell', { row: 2, col: 2, text: 'x' }],
    ['a paste or fill reaching one locked cell', 'workbook.set-cells', { cells: [{ row: 0, col: 0, text: 'a' }, { row: 1, col: 1, text: 'b' }] }],
    ['a clear over it', 'workbook.clear-content', { area: { top: 0, left: 0, bottom: 5, right: 5 } }],
    ['a checkbox toggle', 'workbook.toggle-checkbox', { area: B2 }],
    ['deleting a locked row', 'workbook.delete-rows', { start: 2, count: 1 }],
    ['deleting a locked column', 'workbook.delete-columns', { start: 0, count: 2 }],
    ['deleting cells that shift locked ones', 'workbook.delete-cells', { area: { top: 1, left: 0, bottom: 1, right: 0 }, shift: 'left' }],
    ['inserting cells that shift locked ones', 'workbook.insert-cells', { area: { top: 0, left: 1, bottom: 0, right: 1 }, shift: 'down' }],
    ['a merge over it', 'workbook.merge-cells', { area: { top: 0, left: 0, bottom: 1, right: 1 }, mode: 'all' }],
    ['an unmerge over it', 'workbook.unmerge-cells', { area: B2 }],
    ['a sort that moves its cells', 'sort.rows', { area: { top: 0, left: 0, bottom: 5, right: 5 }, order: [5, 1, 2, 3, 4, 0] }],
    ['moving a locked row', 'workbook.move-rows', { from: 1, count: 1, to: 6 }],
    ['moving a locked column', 'workbook.move-columns', { from: 2, to: 0 }],
  ])('refuses %s with the spec message', (_what, id, params) => {
    const t = lockedB2toC3();
    expect(shadowRefusal(t.state(), id, { sheetId: t.sheetId, ...params })).toBe(LOCKED_MESSAGE);
  });

  it.each([
    ['an edit beside it', 'workbook.set-cell', { row: 0, col: 0, text: 'x' }],
    ['a paste elsewhere', 'workbook.set-cells', { cells: [{ row: 5, col: 5, text: 'a' }] }],
    ['deleting another row', 'workbook.delete-rows', { start: 5, count: 1 }],
    ['moving another row', 'workbook.move-rows', { from: 5, count: 1, to: 0 }],
    ['a merge elsewhere', 'workbook.merge-cells', { area: { top: 5, left: 0, bottom: 5, right: 3 }, mode: 'all' }],
    ['cells shifted below it', 'workbook.delete-cells', { area: { top: 4, left: 1, bottom: 4, right: 1 }, shift: 'up' }],
    ['formatting (not an edit of content)', 'workbook.set-format', { area: B2, format: { bold: true } }],
    ['parameters of the wrong shape', 'workbook.set-cell', { row: 'x' }],
  ])('lets %s through', (_what, id, params) => {
    const t = lockedB2toC3();
    expect(shadowRefusal(t.state(), id, { sheetId: t.sheetId, ...params })).toBeUndefined();
  });

  it('refuses any change to the locks themselves, and deleting a sheet that has some', () => {
    const t = lockedB2toC3();
    expect(shadowRefusal(t.state(), 'locks.add', { range: 'Sheet1!A1' })).toBe(SHADOW_LOCKS_MESSAGE);
    expect(shadowRefusal(t.state(), 'locks.delete', { sheetId: t.sheetId, id: 'x' })).toBe(SHADOW_LOCKS_MESSAGE);
    expect(shadowRefusal(t.state(), 'workbook.delete-sheet', { sheetId: t.sheetId })).toBe(SHADOW_LOCKS_MESSAGE);
    t.run('workbook.add-sheet', {});
    expect(shadowRefusal(t.state(), 'workbook.delete-sheet', { sheetId: t.state().sheetIds[1] })).toBeUndefined();
  });

  it('guardLocks vetoes through the bus only while in shadow mode, and nothing changes', () => {
    const t = lockedB2toC3();
    let shadow = true;
    const guard = guardLocks(t.kernel.bus, t.kernel.store, () => shadow);
    const before = t.state();
    expectRefused(t, 'workbook.set-cell', { sheetId: t.sheetId, row: 1, col: 1, text: 'x' }, LOCKED_MESSAGE);
    expect(t.state()).toBe(before);
    expect(t.run('workbook.set-cell', { sheetId: t.sheetId, row: 0, col: 0, text: 'free' }).ok).toBe(true);
    shadow = false;
    expect(t.run('workbook.set-cell', { sheetId: t.sheetId, row: 1, col: 1, text: 'author' }).ok).toBe(true);
    guard.unsubscribe();
  });

  it('reads no areas from commands that change no content, or from garbage', () => {
    expect(editedAreas('workbook.resize-rows', { sheetId: 's', start: 0, size: 30 })).toEqual([]);
    expect(editedAreas('workbook.set-cell', null)).toEqual([]);
    expect(editedAreas('workbook.clear-content', { sheetId: 's', area: { top: 'a' } })).toEqual([]);
  });
});
