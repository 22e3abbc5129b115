import { createKernel } from '../../kernel/runtime.js';
import { ChartDependents, chartsPlugin, renderChartSvg } from '../../plugins/charts/index.js';
import { Engine, type ChangedCells } from '../../plugins/formulas/engine/index.js';
import { formulasPlugin } from '../../plugins/formulas/index.js';
import { namesPlugin } from '../../plugins/names/index.js';
import { newWorkbook } from '../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../plugins/workbook/ids.js';
import { workbookPlugin } from '../../plugins/workbook/index.js';
import type { Workbook } from '../../plugins/workbook/model/workbook.js';
import { initialView, type WorkbookView } from '../../plugins/workbook/view.js';
import type { PluginManifest } from '../../kernel/runtime.js';
import { heapUsedMb, summarize } from '../report.js';
import type { BenchSuite } from '../types.js';
import { BENCH_ENGINE } from '../engine-options.js';

const POINTS = 10_000;
const RENDERS = 30;
const EDITS = 60;

/** A sheet with a header row and 10,000 labelled values, a line chart over them, and the engine following edits. */
function setup() {
  const plugins = [workbookPlugin, namesPlugin, formulasPlugin, chartsPlugin] as unknown as PluginManifest<Workbook, WorkbookView>[];
  const document = newWorkbook(new SequentialIdGenerator());
  const kernel = createKernel({ plugins, document, view: initialView(document) });
  const sheetId = document.sheetIds[0];
  const cells = [{ row: 0, col: 0, text: 'Point' }, { row: 0, col: 1, text: 'Value' }];
  for (let i = 1; i <= POINTS; i++) cells.push({ row: i, col: 0, text: `P${i}` }, { row: i, col: 1, text: String(Math.round(Math.sin(i / 50) * 1000)) });
  kernel.execute('workbook.set-cells', { sheetId, cells });
  kernel.execute('charts.insert', { sheetId, id: 'bench', area: { top: 0, left: 0, bottom: POINTS, right: 1 }, type: 'line' });
  const engine = new Engine(BENCH_ENGINE);
  engine.loadWorkbook(kernel.store.state);
  // As the editor's session does: the engine follows each command's patches and reports changed values.
  let changed: ChangedCells = [];
  kernel.bus.executed$.subscribe((event) => {
    changed = engine.applyDocumentChange(kernel.store.state, event.patches);
  });
  return { kernel, engine, sheetId, takeChanged: () => changed };
}

/** Process CPU time since `start`: on a shared, busy machine closer to the work's cost than wall time. */
function cpuMs(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function median(samples: readonly number[]): number {
  return summarize('median', samples, 0).median_ms;
}

/**
 * charts.line-10k.render: a 10,000-point line chart's data read from the engine and drawn to SVG.
 * charts.line-10k.repaint: after one source cell's edit has been recalculated, the chart's data brought
 * up to date (ChartDependents) and the SVG drawn again; `edit_total` adds the command and the recalculation.
 */
export const chartsSuite: BenchSuite = {
  names: ['charts.line-10k.render', 'charts.line-10k.repaint'],
  async run(record, selected) {
    const { kernel, engine, sheetId, takeChanged } = setup();
    if (selected('charts.line-10k.render')) {
      const samples: number[] = [];
      const cpu: number[] = [];
      let size = 0;
      for (let i = 0; i < RENDERS; i++) {
        const cpuStart = process.cpuUsage();
        const start = performance.now();
        const dependents = new ChartDependents(engine);
        dependents.update(kernel.store.state);
        size = renderChartSvg(dependents.get(sheetId, 'bench')!).length;
        samples.push(performance.now() - start);
        cpu.push(cpuMs(cpuStart));
      }
      record(summarize('charts.line-10k.render', samples, heapUsedMb(), { svg_kb: Math.round(size / 1024), cpu_median_ms: median(cpu) }));
    }
    if (selected('charts.line-10k.repaint')) {
      const dependents = new ChartDependents(engine);
      dependents.update(kernel.store.state);
      const repaint: number[] = [];
      const total: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < EDITS; i++) {
        const start = performance.now();
        kernel.execute('workbook.set-cell', { sheetId, row: 1 + ((i * 137) % POINTS), col: 1, text: String(i * 10) });
        const afterRecalc = performance.now();
        const cpuStart = process.cpuUsage();
        const touched = dependents.update(kernel.store.state, takeChanged());
        if (touched.size !== 1) throw new Error(`expected one chart to repaint, got ${touched.size}`);
        renderChartSvg(dependents.get(sheetId, 'bench')!);
        const end = performance.now();
        cpu.push(cpuMs(cpuStart));
        repaint.push(end - afterRecalc);
        total.push(end - start);
      }
      record(summarize('charts.line-10k.repaint', repaint, heapUsedMb(), { edit_total_median_ms: median(total), cpu_median_ms: median(cpu) }));
    }
  },
};
