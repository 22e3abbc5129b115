import type { Draft } from 'immer';
import { createKernel, type ExecutedCommand, type PluginManifest } from '../../kernel/index.js';
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
// @ts-expect-error plain JS module outside the project, without types
import { GENERATORS } from '../../../shared/bench-peer/gen.mjs';

interface Edit {
  readonly name: string;
  readonly workload: string;
  readonly command: string;
  readonly params: Record<string, unknown>;
}

/** Structural edits on the peer's workloads, as documents: the engine takes each command's patches in place. */
const EDITS: readonly Edit[] = [
  { name: 'engine.W1.insert-row', workload: 'W1', command: 'workbook.insert-rows', params: { index: 0, side: 'above' } },
  { name: 'engine.W3.insert-row', workload: 'W3', command: 'workbook.insert-rows', params: { index: 0, side: 'above' } },
  { name: 'engine.W2.delete-column', workload: 'W2', command: 'workbook.delete-columns', params: { start: 0, count: 1 } },
];
export const STRUCTURAL_WORKLOADS = EDITS.map((e) => e.name);
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

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();
/**
 * Waits without working while the collector finishes, on its own threads, the sweeping that a forced
 * collection leaves: timed at once, a sample counted that sweeping of the command's garbage (up to half
 * of W1's CPU figure) and ran beside it on a second core.
 */
const SETTLE_MS = 200;
const settle = (): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, SETTLE_MS);
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * engine.W1.insert-row, engine.W3.insert-row, engine.W2.delete-column: the engine's update and
 * recalculation for one structural command (applyDocumentChange with the command's patches), not the
 * command itself. Each run is undone (untimed) so every sample edits the same workbook.
 */
export function runStructuralWorkloads(record: (r: BenchResult) => void, selected: (name: string) => boolean): void {
  for (const edit of EDITS) {
    if (!selected(edit.name)) continue;
    const document = workbookOfWorkload(edit.workload);
    const plugins = [workbookPlugin, formulasPlugin] as PluginManifest<Workbook, WorkbookView>[];
    const kernel = createKernel({ plugins, document, view: initialView(document) });
    const engine = new Engine(BENCH_ENGINE);
    engine.loadWorkbook(document);
    let event: ExecutedCommand | undefined;
    const subscription = kernel.bus.executed$.subscribe((e) => {
      event = e;
    });
    const sheetId = document.sheetIds[0];
    const samples: number[] = [];
    const cpu: number[] = [];
    let evaluated = 0;
    for (let i = 0; i < RUNS; i++) {
      const result = kernel.execute(edit.command, { sheetId, ...edit.params });
      if (!result.ok) throw new Error(result.error);
      gc();
      settle();
      const evaluations = engine.evaluations;
      const cpuStarted = cpuMs();
      const started = performance.now();
      engine.applyDocumentChange(kernel.store.state, event!.patches, event!.source);
      samples.push(performance.now() - started);
      cpu.push(cpuMs() - cpuStarted);
      evaluated = engine.evaluations - evaluations;
      kernel.undo.undo();
      engine.applyDocumentChange(kernel.store.state, event!.patches, event!.source);
    }
    subscription.unsubscribe();
    const sortedCpu = [...cpu].sort((a, b) => a - b);
    record(summarize(edit.name, samples, heapUsedMb(), { cpu_ms: Math.round(sortedCpu[sortedCpu.length >> 1] * 100) / 100, formulas_computed: evaluated }));
  }
}
