import type { Patch } from 'immer';
import { describe, expect, it, vi } from 'vitest';
import type { PluginManifest } from '../../../kernel/index.js';
import { conditionalFormatsPlugin, ConditionalFormatEvaluator } from '../../../plugins/conditional-formats/index.js';
import { Engine, formulasPlugin, withAssembledFunctions } from '../../../plugins/formulas/index.js';
import { freezePlugin } from '../../../plugins/freeze/index.js';
import { namesPlugin } from '../../../plugins/names/index.js';
import { workbookPlugin, type Workbook, type WorkbookView } from '../../../plugins/workbook/index.js';
import { boot } from '../workbook/boot.js';
import { rule, withGrid, withRules } from './helpers.js';

/** A kernel with freeze and conditional formats, and an engine and evaluator following it as the editor's do. */
function following() {
  const plugins = [namesPlugin, formulasPlugin, conditionalFormatsPlugin, freezePlugin].map((p) => p as PluginManifest<Workbook, WorkbookView>);
  const t = boot((book) => {
    const filled = withGrid(book, [[1, 2], [3, 4]]);
    return withRules(filled, [rule(filled, 'big', 0, 'A1:B2', { type: 'formula', input1: '=A1>2' })]);
  }, plugins);
  const engine = new Engine(withAssembledFunctions({}, [workbookPlugin, ...plugins]));
  engine.loadWorkbook(t.state());
  const cf = new ConditionalFormatEvaluator(engine);
  cf.load(t.state());
  const reloads = vi.spyOn(cf, 'load');
  const apply = (patches: readonly Patch[]) => cf.applyDocumentChange(t.state(), patches, engine.applyDocumentChange(t.state(), patches, 'command'));
  return { t, cf, reloads, apply };
}

function patchesOf(t: ReturnType<typeof boot>, run: () => void): Patch[] {
  const patches: Patch[] = [];
  const subscription = t.kernel.bus.executed$.subscribe((event) => patches.push(...event.patches));
  run();
  subscription.unsubscribe();
  return patches;
}

describe('conditional formats follow the document parts plugins declare', () => {
  it('freezing panes neither loads the rules again nor repaints a cell', () => {
    const { t, reloads, apply } = following();
    const changed = apply(patchesOf(t, () => t.run('freeze.set', { sheetId: t.sheetId, rows: 1, columns: 1 })));
    expect(reloads).not.toHaveBeenCalled();
    expect(changed).toEqual([]);
  });

  it('inserting a row (positions move) loads them again', () => {
    const { t, reloads, apply } = following();
    apply(patchesOf(t, () => t.run('workbook.insert-rows', { sheetId: t.sheetId, index: 0, side: 'above' })));
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('a part no plugin declares loads them again', () => {
    const { t, reloads, apply } = following();
    apply([{ op: 'add', path: ['sheetsById', t.sheetId, 'mystery'], value: 1 }]);
    expect(reloads).toHaveBeenCalledTimes(1);
  });
});
