import type { Draft } from 'immer';
import { createKernel, type PluginManifest } from '../../kernel/runtime.js';
import { Engine } from '../../plugins/formulas/engine/index.js';
import { formulasPlugin } from '../../plugins/formulas/index.js';
import { putCell } from '../../plugins/workbook/cell-store.js';
import { newSheet, workbookOf } from '../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../plugins/workbook/ids.js';
import { workbookPlugin } from '../../plugins/workbook/index.js';
import type { Sheet, Workbook } from '../../plugins/workbook/model/index.js';
import { initialView, type WorkbookView } from '../../plugins/workbook/view.js';
import { BENCH_ENGINE } from '../engine-options.js';
import { heapUsedMb, summarize } from '../report.js';
import type { BenchResult } from '../types.js';
import { STRUCTURAL_EDITS } from './engine-structural-edits.js';
import { PHASES, medianMs, phaseName, timeStructuralEdit } from './structural-timing.js';
// @ts-expect-error plain JS module outside the project, without types
import { GENERATORS } from '../../../shared/bench-peer/gen.mjs';

const RUNS = 5;

function position(a1: string): [number, number] {
  const m = /^\$?([A-Z]+)\$?(\d+)$/.exec(a1)!;
  let col = 0;
  for (const ch of m[1]) col = col * 26 + (ch.charCodeAt(0) - 64);
  return [Number(m[2]) - 1, col - 1];
}

/** The workload's cells in a one-sheet workbook just big enough for them. */
export function workbookOfWorkload(name: string): Workbook {
  const cells = ((GENERATORS as Record<string, () => { cells: [string, number | string | boolean][] }>)[name]()).cells;
  const placed = cells.map(([a1, value]) => [...position(a1), value] as const);
  const rows = placed.reduce((most, [r]) => Math.max(most, r), 0) + 1;
  const cols = placed.reduce((most, [, c]) => Math.max(most, c), 0) + 1;
  const sheet = newSheet(new SequentialIdGenerator(), 'Sheet1', rows, cols);
  for (const [r, c, value] of placed) {
    putCell(sheet as Draft<Sheet>, sheet.rowIds[r], sheet.columnIds[c], typeof value === 'string' && value.startsWith('=') ? { formula: value } : { value });
  }
  return workbookOf(name, [sheet]);
}

/**
 * engine.W1.insert-row, engine.W3.insert-row, engine.W2.delete-column, and each with -undo and -redo:
 * the engine's update and recalculation for one structural command, its undo and its redo
 * (applyDocumentChange with the patches and structural changes of each), not the command itself.
 */
export function runStructuralWorkloads(record: (r: BenchResult) => void, selected: (name: string) => boolean): void {
  for (const edit of STRUCTURAL_EDITS) {
    if (!PHASES.some((phase) => selected(phaseName(edit.name, phase)))) continue;
    const document = workbookOfWorkload(edit.workload);
    const plugins = [workbookPlugin, formulasPlugin] as PluginManifest<Workbook, WorkbookView>[];
    const kernel = createKernel({ plugins, document, view: initialView(document) });
    const engine = new Engine(BENCH_ENGINE);
    engine.loadWorkbook(document);
    const sheetId = document.sheetIds[0];
    const times = timeStructuralEdit(kernel, engine, () => kernel.execute(edit.command, { sheetId, ...edit.params }), RUNS);
    for (const phase of PHASES) {
      const name = phaseName(edit.name, phase);
      const { wall, cpu, evaluated } = times[phase];
      if (selected(name)) record(summarize(name, wall, heapUsedMb(), { cpu_ms: medianMs(cpu), formulas_computed: evaluated }));
    }
  }
}
