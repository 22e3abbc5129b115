import { createKernel, type PluginManifest } from '../../kernel/runtime.js';
import { Engine } from '../../plugins/formulas/engine/index.js';
import { formulasPlugin } from '../../plugins/formulas/index.js';
import { planSort, sortPlugin } from '../../plugins/sort/index.js';
import { workbookPlugin } from '../../plugins/workbook/index.js';
import type { Workbook } from '../../plugins/workbook/model/workbook.js';
import { initialView, type WorkbookView } from '../../plugins/workbook/view.js';
import { generateBigWorkbook } from '../../scripts/fixtures/big-template.js';
import { heapUsedMb, summarize } from '../report.js';
import type { BenchSuite } from '../types.js';
import { BENCH_ENGINE } from '../engine-options.js';

const ROWS = 200_000;
const COLUMNS = 6;
const RUNS = 5;

/**
 * sort.rows-200k: sort a 200,000-row sheet (labels, numbers, formulas over each row) by a number column,
 * descending then ascending in turn: the plan from the engine's values, the command moving every row with
 * its formulas shifted, and the engine taking the change. Extras split the median into the plan, the
 * command (immer and its patches) and the engine, and give the process CPU time (every thread's: on a
 * shared machine closer to the work's cost than wall time), and the last sort's undo and redo.
 */
export const sortSuite: BenchSuite = {
  names: ['sort.rows-200k'],
  async run(record, selected) {
    if (!selected('sort.rows-200k')) return;
    const document = generateBigWorkbook({ sheets: 1, rows: ROWS, columns: COLUMNS });
    const plugins = [workbookPlugin, formulasPlugin, sortPlugin] as PluginManifest<Workbook, WorkbookView>[];
    const kernel = createKernel({ plugins, document, view: initialView(document) });
    const engine = new Engine(BENCH_ENGINE);
    engine.loadWorkbook(kernel.store.state);
    let engineMs = 0;
    kernel.bus.executed$.subscribe((event) => {
      const start = performance.now();
      engine.applyDocumentChange(kernel.store.state, event.patches, event.source, event.structural);
      engineMs += performance.now() - start;
    });
    const sheetId = document.sheetIds[0];
    const samples = { total: [] as number[], plan: [] as number[], command: [] as number[], engine: [] as number[], cpu: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      engineMs = 0;
      const cpu = process.cpuUsage();
      const start = performance.now();
      const plan = planSort(kernel.store.state.sheetsById[sheetId], {
        area: { top: 0, left: 0, bottom: ROWS - 1, right: COLUMNS - 1 },
        keys: [{ column: 1, descending: i % 2 === 0 }],
      }, (row, col) => engine.getValue(sheetId, row, col), (area) => engine.spillsInto(sheetId, area));
      const planned = performance.now();
      const result = kernel.execute('sort.rows', { sheetId, area: plan.area, order: plan.order });
      const end = performance.now();
      const used = process.cpuUsage(cpu);
      if (!result.ok) throw new Error(result.error);
      samples.total.push(end - start);
      samples.plan.push(planned - start);
      samples.command.push(end - planned - engineMs);
      samples.engine.push(engineMs);
      samples.cpu.push((used.user + used.system) / 1000);
    }
    const median = (values: number[]) => summarize('median', values, 0).median_ms;
    const replayed = (replay: () => boolean): number => {
      const start = performance.now();
      if (!replay()) throw new Error('Nothing to replay');
      return Math.round(performance.now() - start);
    };
    // The last sort undone and redone (the kernel puts the patches back, the engine takes them): one each.
    const undoMs = replayed(() => kernel.undo.undo());
    const redoMs = replayed(() => kernel.undo.redo());
    record(summarize('sort.rows-200k', samples.total, heapUsedMb(), {
      rows: ROWS, columns: COLUMNS,
      plan_ms: median(samples.plan), command_ms: median(samples.command), engine_ms: median(samples.engine), cpu_ms: median(samples.cpu),
      undo_ms: undoMs, redo_ms: redoMs,
    }));
  },
};
