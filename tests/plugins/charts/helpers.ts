import { expect } from 'vitest';
import type { PluginManifest } from '../../../kernel/index.js';
import { chartsPlugin, findChart, type Chart } from '../../../plugins/charts/index.js';
import { Engine, type ChangedCell } from '../../../plugins/formulas/engine/index.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import { namesPlugin } from '../../../plugins/names/index.js';
import type { Workbook, WorkbookView } from '../../../plugins/workbook/index.js';
import { boot, type TestKernel } from '../workbook/boot.js';
import { engineOptions } from '../../support/engine.js';

/**
 * A kernel with formulas, names and charts, and the engine following its commands; `takeChanges` gives
 * the cells whose values the commands since the last call changed, as the editor's followers get them.
 */
export function chartKernel(): TestKernel & { engine: Engine; chart: (id: string, sheetId?: string) => Chart | undefined; takeChanges: () => ChangedCell[] } {
  const plugins = [namesPlugin, formulasPlugin, chartsPlugin] as unknown as PluginManifest<Workbook, WorkbookView>[];
  const t = boot(undefined, plugins);
  const engine = new Engine(engineOptions());
  engine.loadWorkbook(t.state());
  let changes: ChangedCell[] = [];
  t.kernel.bus.executed$.subscribe((event) => {
    if (event.source === 'load') engine.loadWorkbook(t.state());
    else changes.push(...engine.applyDocumentChange(t.state(), event.patches));
  });
  const takeChanges = () => {
    const taken = changes;
    changes = [];
    return taken;
  };
  return { ...t, engine, chart: (id, sheetId = t.sheetId) => findChart(t.state(), sheetId, id), takeChanges };
}

/** Types rows of entries from A1 down: strings as a person types them. */
export function typeRows(t: TestKernel, rows: readonly (readonly string[])[], sheetId = t.sheetId): void {
  const cells = rows.flatMap((line, row) => line.map((text, col) => ({ row, col, text })));
  expect(t.run('workbook.set-cells', { sheetId, cells })).toEqual({ ok: true });
}

/** Month, Sales, Costs over three months: the usual first chart. */
export const SALES = [
  ['Month', 'Sales', 'Costs'],
  ['Jan', '10', '4'],
  ['Feb', '20', '5'],
  ['Mar', '15', '6'],
] as const;
