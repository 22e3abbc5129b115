import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../../../kernel/index.js';
import { adjustedFrozen, FREEZE_COUNT_MESSAGE, freezePlugin } from '../../../plugins/freeze/index.js';
import { readTemplateFile, writeTemplateFile } from '../../../plugins/workbook/file/index.js';
import type { Workbook, WorkbookView } from '../../../plugins/workbook/index.js';
import { boot, expectRefused, runUndoable } from '../workbook/boot.js';

const withFreeze = () => boot(undefined, [freezePlugin as PluginManifest<Workbook, WorkbookView>]);

describe('freeze panes', () => {
  it('sets rows and columns separately, one undo step each, and 0 of both removes the field', () => {
    const t = withFreeze();
    runUndoable(t, 'freeze.set', { sheetId: t.sheetId, rows: 2 });
    expect(t.sheet().frozen).toEqual({ rows: 2, columns: 0 });
    runUndoable(t, 'freeze.set', { sheetId: t.sheetId, columns: 1 });
    expect(t.sheet().frozen).toEqual({ rows: 2, columns: 1 });
    runUndoable(t, 'freeze.set', { sheetId: t.sheetId, rows: 0, columns: 0 });
    expect(t.sheet()).not.toHaveProperty('frozen');
  });

  it('refuses counts that are not whole, negative or past the sheet, and unknown sheets, changing nothing', () => {
    const t = withFreeze();
    const rows = t.sheet().rowIds.length;
    for (const bad of [-1, 1.5, rows + 1, Number.NaN, '2', null]) expectRefused(t, 'freeze.set', { sheetId: t.sheetId, rows: bad }, FREEZE_COUNT_MESSAGE);
    expectRefused(t, 'freeze.set', { sheetId: t.sheetId, columns: 1e9 }, FREEZE_COUNT_MESSAGE);
    expect(t.run('freeze.set', { sheetId: 'nope', rows: 1 })).toMatchObject({ ok: false });
  });

  it('follows row and column inserts and deletes as Sheets does', () => {
    const t = withFreeze();
    t.run('freeze.set', { sheetId: t.sheetId, rows: 2, columns: 2 });
    t.run('workbook.insert-rows', { sheetId: t.sheetId, index: 0, side: 'below', count: 3 });
    expect(t.sheet().frozen).toEqual({ rows: 5, columns: 2 });
    t.run('workbook.insert-rows', { sheetId: t.sheetId, index: 4, side: 'below' });
    expect(t.sheet().frozen).toEqual({ rows: 5, columns: 2 });
    t.run('workbook.delete-rows', { sheetId: t.sheetId, start: 3, count: 4 });
    expect(t.sheet().frozen).toEqual({ rows: 3, columns: 2 });
    t.run('workbook.insert-columns', { sheetId: t.sheetId, index: 1, side: 'left' });
    expect(t.sheet().frozen).toEqual({ rows: 3, columns: 3 });
    t.run('workbook.delete-columns', { sheetId: t.sheetId, start: 0, count: 3 });
    t.run('workbook.delete-rows', { sheetId: t.sheetId, start: 0, count: 3 });
    expect(t.sheet()).not.toHaveProperty('frozen');
  });

  it('keeps counts through moves and cell shifts', () => {
    const frozen = { rows: 2, columns: 1 };
    expect(adjustedFrozen(frozen, { kind: 'move-rows', sheetId: 's', from: 0, count: 1, to: 5 })).toBe(frozen);
    expect(adjustedFrozen(frozen, { kind: 'delete-cells', sheetId: 's', area: { top: 0, left: 0, bottom: 1, right: 1 }, shift: 'up' })).toBe(frozen);
    expect(adjustedFrozen(frozen, { kind: 'insert-rows', sheetId: 's', at: 2, count: 4 })).toBe(frozen);
  });

  it('is kept in the template file, and a bad count is refused with its path', () => {
    const t = withFreeze();
    t.run('freeze.set', { sheetId: t.sheetId, rows: 1, columns: 3 });
    const file = writeTemplateFile(t.state());
    expect(file.sheetsById[t.sheetId].frozen).toEqual({ rows: 1, columns: 3 });
    expect(readTemplateFile(file)).toEqual(t.state());
    const bad = structuredClone(file) as unknown as { sheetsById: Record<string, { frozen: unknown }> };
    bad.sheetsById[t.sheetId].frozen = { rows: -1, columns: 0 };
    expect(() => readTemplateFile(bad)).toThrow(/frozen\.rows/);
    bad.sheetsById[t.sheetId].frozen = { rows: 1, columns: 0, split: 3 };
    expect(() => readTemplateFile(bad)).toThrow(/frozen/);
    bad.sheetsById[t.sheetId].frozen = { rows: 1e9, columns: 0 };
    expect(() => readTemplateFile(bad)).toThrow(/frozen\.rows/);
  });
});
