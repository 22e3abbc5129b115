import type { Draft } from 'immer';
import { createKernel, type PluginManifest } from '../../kernel/runtime.js';
import { Engine } from '../../plugins/formulas/engine/index.js';
import { formulasPlugin } from '../../plugins/formulas/index.js';
import { putCell } from '../../plugins/workbook/cell-store.js';
import { newSheet } from '../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../plugins/workbook/ids.js';
import { workbookPlugin } from '../../plugins/workbook/index.js';
import type { Sheet, Workbook } from '../../plugins/workbook/model/index.js';
import { initialView, type WorkbookView } from '../../plugins/workbook/view.js';
import { BENCH_ENGINE } from '../engine-options.js';
import { heapUsedMb, summarize } from '../report.js';
import type { BenchResult, BenchSuite } from '../types.js';
import { workbookOfWorkload } from './engine-structural.js';
import { PHASES, medianMs, phaseName, timeStructuralEdit } from './structural-timing.js';

interface Edit {
  readonly name: string;
  readonly workload: string;
  readonly command: string;
  /** The command's parameters, given the workbook's sheet ids (the workload's sheet first, then Totals). */
  readonly params: (sheetIds: readonly string[]) => Record<string, unknown>;
}

/**
 * Sheet and cell edits on the peer's workloads, with a second sheet, Totals, reading the first by name
 * (its last cell, a sum over all of it): the engine takes each command's patches in place.
 */
const EDITS: readonly Edit[] = [
  { name: 'engine.W1.rename-sheet', workload: 'W1', command: 'workbook.rename-sheet', params: ([chain]) => ({ sheetId: chain, name: 'Chain' }) },
  { name: 'engine.W1.delete-sheet', workload: 'W1', command: 'workbook.delete-sheet', params: ([, totals]) => ({ sheetId: totals }) },
  { name: 'engine.W1.insert-cells', workload: 'W1', command: 'workbook.insert-cells', params: ([chain]) => ({ sheetId: chain, area: { top: 0, left: 0, bottom: 0, right: 0 }, shift: 'down' }) },
  { name: 'engine.W3.insert-cells', workload: 'W3', command: 'workbook.insert-cells', params: ([sheet]) => ({ sheetId: sheet, area: { top: 0, left: 4, bottom: 0, right: 5 }, shift: 'down' }) },
  { name: 'engine.W1.delete-cells', workload: 'W1', command: 'workbook.delete-cells', params: ([chain]) => ({ sheetId: chain, area: { top: 0, left: 0, bottom: 0, right: 0 }, shift: 'up' }) },
  { name: 'engine.W3.delete-cells', workload: 'W3', command: 'workbook.delete-cells', params: ([sheet]) => ({ sheetId: sheet, area: { top: 0, left: 4, bottom: 0, right: 5 }, shift: 'up' }) },
];
const RUNS = 5;

/** The workload's sheet and a Totals sheet reading its first column's last cell and sum by name. */
function workbookWithTotals(workload: string): Workbook {
  const book = workbookOfWorkload(workload);
  const first = book.sheetsById[book.sheetIds[0]];
  // Its own ids: row and column ids may repeat across sheets (a duplicated sheet shares them), a sheet id not.
  const totals = { ...newSheet(new SequentialIdGenerator(), 'Totals', 10, 3), id: 'totals' };
  const last = first.rowIds.length;
  const put = (r: number, formula: string) => putCell(totals as Draft<Sheet>, totals.rowIds[r], totals.columnIds[0], { formula });
  put(0, `=${first.name}!A${last}`);
  put(1, `=SUM(${first.name}!A1:A${last})`);
  put(2, '=A1+A2');
  return { ...book, sheetIds: [...book.sheetIds, totals.id], sheetsById: { ...book.sheetsById, [totals.id]: totals } };
}

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const round = (ms: number): number => Math.round(ms * 100) / 100;

/**
 * engine.W1.rename-sheet, engine.W1.delete-sheet, engine.W1.insert-cells, engine.W3.insert-cells, their
 * delete-cells (the same areas shifted up), and each with -undo and -redo: the engine's update and recalculation for one command, its undo and its redo
 * (applyDocumentChange with the patches of each), beside `load_cpu_ms`, a full load of the same
 * workbook (what the engine did for such edits before).
 */
async function run(record: (r: BenchResult) => void, selected: (name: string) => boolean): Promise<void> {
  for (const edit of EDITS) {
    if (!PHASES.some((phase) => selected(phaseName(edit.name, phase)))) continue;
    const document = workbookWithTotals(edit.workload);
    const plugins = [workbookPlugin, formulasPlugin] as PluginManifest<Workbook, WorkbookView>[];
    const kernel = createKernel({ plugins, document, view: initialView(document) });
    const engine = new Engine(BENCH_ENGINE);
    gc();
    const loadStarted = cpuMs();
    engine.loadWorkbook(document);
    const loadCpu = cpuMs() - loadStarted;
    const times = timeStructuralEdit(kernel, engine, () => kernel.execute(edit.command, edit.params(document.sheetIds)), RUNS);
    for (const phase of PHASES) {
      const name = phaseName(edit.name, phase);
      const { wall, cpu, evaluated } = times[phase];
      if (selected(name)) record(summarize(name, wall, heapUsedMb(), { cpu_ms: medianMs(cpu), formulas_computed: evaluated, load_cpu_ms: round(loadCpu) }));
    }
  }
}

export const engineSheetsSuite: BenchSuite = { names: EDITS.flatMap((e) => PHASES.map((phase) => phaseName(e.name, phase))), run };
