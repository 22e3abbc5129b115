import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../../../kernel/index.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import {
  LOCKED_MESSAGE, locksPlugin, SHADOW_LOCKS_MESSAGE, SHADOW_NOTES_MESSAGE, SHADOW_STYLES_MESSAGE, shadowChangeRefusal,
} from '../../../plugins/locks/index.js';
import { namesPlugin } from '../../../plugins/names/index.js';
import { sortPlugin } from '../../../plugins/sort/index.js';
import { getCell, putCell, type Workbook, type WorkbookView } from '../../../plugins/workbook/index.js';
import { boot, type TestKernel } from '../workbook/boot.js';

const PLUGINS = [formulasPlugin, namesPlugin, locksPlugin, sortPlugin] as PluginManifest<Workbook, WorkbookView>[];

/**
 * A template: A1 "Price", B2 =A9*2 (locked, with B3:C4 empty and locked too, as "Prices"), A9 7
 * (unlocked), D5 a note. The shadow starts from the same workbook and runs commands without the editor's guard, as a
 * client calling the API directly would.
 */
function shadowOfTemplate(): { template: Workbook; shadow: TestKernel } {
  const author = boot(undefined, PLUGINS);
  author.run('workbook.set-cells', { sheetId: author.sheetId, cells: [{ row: 0, col: 0, text: 'Price' }, { row: 1, col: 1, text: '=A9*2' }, { row: 8, col: 0, text: '7' }] });
  author.run('locks.add', { range: 'Sheet1!B2:C4', name: 'Prices', id: 'L1' });
  const template = produce(author.state(), (draft) => {
    const sheet = draft.sheetsById[draft.sheetIds[0]];
    putCell(sheet, sheet.rowIds[4], sheet.columnIds[3], { note: 'Checked' });
  });
  return { template, shadow: boot(() => template, PLUGINS) };
}

const refusal = (template: Workbook, shadow: TestKernel, previous?: Workbook) => shadowChangeRefusal(template, shadow.state(), previous);
const locked = (address: string) => `${LOCKED_MESSAGE} Sheet1!${address} is locked (Prices).`;

describe('what a saved shadow may change (the server\'s check of shadow mode)', () => {
  it('lets through what the editor lets a shadow user do: edits elsewhere, formats, inserted lines, a renamed sheet, new sheets', () => {
    const { template, shadow } = shadowOfTemplate();
    expect(refusal(template, shadow)).toBeUndefined();
    shadow.run('workbook.set-cell', { sheetId: shadow.sheetId, row: 8, col: 0, text: '8' });
    shadow.run('workbook.set-format', { sheetId: shadow.sheetId, area: { top: 1, left: 1, bottom: 1, right: 1 }, format: { bold: true } });
    shadow.run('workbook.insert-rows', { sheetId: shadow.sheetId, index: 0, side: 'above' });
    shadow.run('workbook.insert-columns', { sheetId: shadow.sheetId, index: 0, side: 'left' });
    shadow.run('workbook.rename-sheet', { sheetId: shadow.sheetId, name: 'Renamed' });
    shadow.run('workbook.add-sheet', {});
    // The locked formula's text moved with its target; it still points at the same cell.
    const sheet = shadow.sheet();
    expect(getCell(sheet, sheet.rowIds[2], sheet.columnIds[2])?.formula).toBe('=B10*2');
    expect(refusal(template, shadow)).toBeUndefined();
  });

  it('takes a #REF! the editor wrote for a deleted row a locked formula pointed at as the editor\'s, not the user\'s', () => {
    const { template, shadow } = shadowOfTemplate();
    shadow.run('workbook.delete-rows', { sheetId: shadow.sheetId, start: 8, count: 1 });
    expect(getCell(shadow.sheet(), shadow.sheet().rowIds[1], shadow.sheet().columnIds[1])?.formula).toBe('=#REF!*2');
    expect(refusal(template, shadow)).toBeUndefined();
  });

  it.each([
    ['a locked cell\'s value', 'workbook.set-cell', { row: 2, col: 2, text: 'x' }, 'C3'],
    ['a locked formula', 'workbook.set-cell', { row: 1, col: 1, text: '=A9*3' }, 'B2'],
    ['a locked formula pointed at another cell', 'workbook.set-cell', { row: 1, col: 1, text: '=A8*2' }, 'B2'],
    ['a locked cell cleared', 'workbook.clear-content', { area: { top: 0, left: 0, bottom: 5, right: 5 } }, 'B2'],
    ['a merge over locked cells', 'workbook.merge-cells', { area: { top: 1, left: 0, bottom: 1, right: 1 }, mode: 'all' }, 'B2'],
    ['a locked row deleted', 'workbook.delete-rows', { start: 2, count: 1 }, 'B3'],
    ['a locked column deleted', 'workbook.delete-columns', { start: 2, count: 1 }, 'C2'],
    ['a locked row moved away', 'workbook.move-rows', { from: 2, count: 1, to: 7 }, 'B3'],
  ])('refuses %s, naming the cell', (_what, id, params, address) => {
    const { template, shadow } = shadowOfTemplate();
    expect(shadow.run(id, { sheetId: shadow.sheetId, ...params }).ok).toBe(true);
    expect(refusal(template, shadow)).toBe(locked(address));
  });

  it('refuses a sort that moves cells into or out of locked ones', () => {
    const { template, shadow } = shadowOfTemplate();
    expect(shadow.run('sort.rows', { sheetId: shadow.sheetId, area: { top: 0, left: 0, bottom: 8, right: 2 }, order: [0, 8, 2, 3, 4, 5, 6, 7, 1] }).ok).toBe(true);
    expect(refusal(template, shadow)).toBe(locked('B2'));
  });

  it('refuses any change to the locks themselves, and deleting the sheet that holds them', () => {
    for (const [id, params] of [
      ['locks.delete', { id: 'L1' }], ['locks.rename', { id: 'L1', name: 'Free' }], ['locks.set-range', { id: 'L1', range: 'Sheet1!B2' }], ['locks.add', { range: 'Sheet1!E1' }],
    ] as const) {
      const { template, shadow } = shadowOfTemplate();
      expect(shadow.run(id, { sheetId: shadow.sheetId, ...params }).ok, id).toBe(true);
      expect(refusal(template, shadow), id).toMatch(new RegExp(`^${SHADOW_LOCKS_MESSAGE.replace(/\./g, '\\.')} `));
    }
    const { template, shadow } = shadowOfTemplate();
    shadow.run('workbook.add-sheet', {});
    shadow.run('workbook.delete-sheet', { sheetId: shadow.sheetId });
    expect(refusal(template, shadow)).toBe(`${SHADOW_LOCKS_MESSAGE} The sheet Sheet1 has locks.`);
  });

  it('refuses a note added, changed or removed, and an edited style', () => {
    const { template, shadow } = shadowOfTemplate();
    const noted = produce(shadow.state(), (draft) => {
      const sheet = draft.sheetsById[draft.sheetIds[0]];
      putCell(sheet, sheet.rowIds[4], sheet.columnIds[3], { note: 'Changed' });
    });
    expect(shadowChangeRefusal(template, noted)).toBe(`${SHADOW_NOTES_MESSAGE} Sheet1!D5`);
    const styled = produce(shadow.state(), (draft) => {
      draft.palettesById = { ...draft.palettesById, p1: { id: 'p1', name: 'Mine', styles: {} } };
    });
    expect(shadowChangeRefusal(template, styled)).toBe(SHADOW_STYLES_MESSAGE);
  });

  it('does not count against the user what the version changed after the shadow took its copy', () => {
    const { template: original, shadow } = shadowOfTemplate();
    // The author later changes the locked formula in the same version; the shadow keeps its copy.
    const edited = produce(original, (draft) => {
      const sheet = draft.sheetsById[draft.sheetIds[0]];
      putCell(sheet, sheet.rowIds[1], sheet.columnIds[1], { formula: '=A9*10' });
    });
    shadow.run('workbook.set-cell', { sheetId: shadow.sheetId, row: 8, col: 0, text: '9' });
    expect(refusal(edited, shadow)).toBe(locked('B2'));
    expect(refusal(edited, shadow, original)).toBeUndefined();
    shadow.run('workbook.set-cell', { sheetId: shadow.sheetId, row: 1, col: 1, text: '=A9*3' });
    expect(refusal(edited, shadow, original)).toBe(locked('B2'));
  });
});
