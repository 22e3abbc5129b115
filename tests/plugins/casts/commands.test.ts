import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../../../kernel/index.js';
import { castsPlugin, NO_SUCH_CAST_MESSAGE, NO_SUCH_CHART_MESSAGE, recommendedCastNameError } from '../../../plugins/casts/index.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import { namesPlugin } from '../../../plugins/names/index.js';
import type { Workbook, WorkbookView } from '../../../plugins/workbook/index.js';
import { boot, expectRefused, runUndoable, type TestKernel } from '../workbook/boot.js';
import { palettesPlugin } from '../../../plugins/palettes/index.js';
import { conditionalFormatsPlugin } from '../../../plugins/conditional-formats/index.js';
import { chartsPlugin } from '../../../plugins/charts/index.js';

function castsKernel(): TestKernel {
  return boot(undefined, [formulasPlugin, namesPlugin, conditionalFormatsPlugin, palettesPlugin, chartsPlugin, castsPlugin] as unknown as PluginManifest<Workbook, WorkbookView>[]);
}

const casts = (t: TestKernel) => t.state().recommendedCastsByName as Record<string, Record<string, unknown>>;

describe('casts.set-recommended', () => {
  it('adds a range cast by cell ids, one undo step', () => {
    const t = castsKernel();
    runUndoable(t, 'casts.set-recommended', { name: ' Prices ', range: 'Sheet1!A1:B3' });
    const sheet = t.sheet();
    expect(casts(t)).toEqual({
      Prices: { name: 'Prices', sheetId: t.sheetId, castRange: true, castChart: false, fromCellId: `${sheet.columnIds[0]}&${sheet.rowIds[0]}`, toCellId: `${sheet.columnIds[1]}&${sheet.rowIds[2]}`, isDefault: false },
    });
  });

  it('keeps one default: a new default unmarks the old one', () => {
    const t = castsKernel();
    t.run('casts.set-recommended', { name: 'A', range: 'Sheet1!A1', isDefault: true });
    t.run('casts.set-recommended', { name: 'B', range: 'Sheet1!B1', isDefault: true });
    expect([casts(t).A.isDefault, casts(t).B.isDefault]).toEqual([false, true]);
  });

  it('renames the edited cast, which may keep its own name in another case', () => {
    const t = castsKernel();
    t.run('casts.set-recommended', { name: 'Prices', range: 'Sheet1!A1' });
    expect(t.run('casts.set-recommended', { previousName: 'Prices', name: 'PRICES', range: 'Sheet1!A1:A2' })).toEqual({ ok: true });
    expect(Object.keys(casts(t))).toEqual(['PRICES']);
  });

  it('refuses a blank or taken name, a bad range, an unknown chart or a cast that is gone, changing nothing', () => {
    const t = castsKernel();
    t.run('casts.set-recommended', { name: 'Prices', range: 'Sheet1!A1' });
    expectRefused(t, 'casts.set-recommended', { name: '  ', range: 'Sheet1!A1' }, "Name can't be blank");
    expectRefused(t, 'casts.set-recommended', { name: 'prices', range: 'Sheet1!A1' }, "Name 'prices' is already in use");
    expectRefused(t, 'casts.set-recommended', { name: 'X', range: 'Nope!A1' }, "Sheet 'Nope' doesn't exist");
    expectRefused(t, 'casts.set-recommended', { name: 'X', chartId: 'nope' }, NO_SUCH_CHART_MESSAGE);
    expectRefused(t, 'casts.set-recommended', { previousName: 'Gone', name: 'X', range: 'Sheet1!A1' }, NO_SUCH_CAST_MESSAGE);
  });
});

describe('casts.delete-recommended', () => {
  it('deletes by name, and refuses an unknown one', () => {
    const t = castsKernel();
    t.run('casts.set-recommended', { name: 'Prices', range: 'Sheet1!A1' });
    runUndoable(t, 'casts.delete-recommended', { name: 'Prices' });
    expect(casts(t)).toEqual({});
    expectRefused(t, 'casts.delete-recommended', { name: 'Prices' }, NO_SUCH_CAST_MESSAGE);
  });
});

describe('recommendedCastNameError', () => {
  it('is undefined for a free name', () => {
    const t = castsKernel();
    expect(recommendedCastNameError(t.state(), 'Anything')).toBeUndefined();
  });
});
