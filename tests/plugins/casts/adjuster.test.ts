import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../../../kernel/index.js';
import { castsPlugin } from '../../../plugins/casts/index.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import { namesPlugin } from '../../../plugins/names/index.js';
import type { Workbook, WorkbookView } from '../../../plugins/workbook/index.js';
import { boot, runUndoable, type TestKernel } from '../workbook/boot.js';
import { palettesPlugin } from '../../../plugins/palettes/index.js';
import { conditionalFormatsPlugin } from '../../../plugins/conditional-formats/index.js';
import { chartsPlugin } from '../../../plugins/charts/index.js';

const OTHER = 'other001';

/** A kernel with a range cast 'Prices' on B2:C4 of the first sheet, and casts on a second sheet. */
function setup(): { t: TestKernel; range: (name: string) => string | undefined; casts: () => Record<string, Record<string, unknown>> } {
  const plugins = [formulasPlugin, namesPlugin, conditionalFormatsPlugin, palettesPlugin, chartsPlugin, castsPlugin] as unknown as PluginManifest<Workbook, WorkbookView>[];
  const t = boot((workbook) => ({ ...workbook, recommendedCastsByName: { Old: { name: 'Old', sheetId: workbook.sheetIds[0], castRange: 'Sheet1!B2:C4' } } }), plugins);
  t.run('workbook.add-sheet', { id: OTHER, name: 'Other' });
  expect(t.run('casts.set-recommended', { name: 'Prices', range: 'Sheet1!B2:C4', isDefault: true })).toEqual({ ok: true });
  expect(t.run('casts.set-recommended', { name: 'Elsewhere', range: 'Other!A1:A2' })).toEqual({ ok: true });
  const casts = () => t.state().recommendedCastsByName as Record<string, Record<string, unknown>>;
  /** A range cast's cells as A1 text on its sheet (as the Casting section shows them). */
  const range = (name: string): string | undefined => {
    const cast = casts()[name];
    if (!cast) return undefined;
    const sheet = t.sheet(cast.sheetId as string);
    const at = (id: string) => {
      const [column, row] = id.split('&');
      return `${String.fromCharCode(65 + sheet.columnIds.indexOf(column))}${sheet.rowIds.indexOf(row) + 1}`;
    };
    return `${at(cast.fromCellId as string)}:${at(cast.toCellId as string)}`;
  };
  return { t, range, casts };
}

describe('recommended casts through structural edits', () => {
  it('stay on their cells when rows and columns are inserted, in one undo step; an A1 text range moves too', () => {
    const { t, range, casts } = setup();
    runUndoable(t, 'workbook.insert-rows', { sheetId: t.sheetId, index: 0, side: 'above', count: 2 });
    expect(range('Prices')).toBe('B4:C6');
    expect(casts().Old.castRange).toBe('Sheet1!B4:C6');
    runUndoable(t, 'workbook.insert-columns', { sheetId: t.sheetId, index: 0, side: 'left', count: 1 });
    expect(range('Prices')).toBe('C4:D6');
    expect(casts().Old.castRange).toBe('Sheet1!C4:D6');
    expect(range('Elsewhere')).toBe('A1:A2');
  });

  it('shrink when some of their lines are deleted and are dropped when all are', () => {
    const { t, range, casts } = setup();
    runUndoable(t, 'workbook.delete-rows', { sheetId: t.sheetId, start: 2, count: 1 });
    expect(range('Prices')).toBe('B2:C3');
    expect(casts().Old.castRange).toBe('Sheet1!B2:C3');
    runUndoable(t, 'workbook.delete-columns', { sheetId: t.sheetId, start: 1, count: 2 });
    expect(casts().Prices).toBeUndefined();
    expect(casts().Old).toBeUndefined();
    expect(range('Elsewhere')).toBe('A1:A2');
  });

  it('follow moved rows and shifted cells', () => {
    const { t, range } = setup();
    t.run('workbook.move-rows', { sheetId: t.sheetId, from: 1, count: 3, to: 10 });
    expect(range('Prices')).toBe('B8:C10');
    t.run('workbook.insert-cells', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 20, right: 0 }, shift: 'right' });
    expect(range('Prices')).toBe('C8:D10');
  });

  it('keep their sheet when it is renamed, and go with it when it is deleted, in one undo step', () => {
    const { t, range, casts } = setup();
    runUndoable(t, 'workbook.rename-sheet', { sheetId: t.sheetId, name: 'Renamed' });
    expect(range('Prices')).toBe('B2:C4');
    expect(casts().Prices).toMatchObject({ sheetId: t.sheetId, isDefault: true });
    runUndoable(t, 'workbook.delete-sheet', { sheetId: OTHER });
    expect(casts().Elsewhere).toBeUndefined();
    expect(Object.keys(casts()).sort()).toEqual(['Old', 'Prices']);
  });
});
