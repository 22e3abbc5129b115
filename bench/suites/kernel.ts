import { createKernel, type Kernel } from '../../kernel/runtime.js';
import { countCells } from '../../plugins/workbook/cell-store.js';
import { parseTemplateText, templateFileText } from '../../plugins/workbook/file/index.js';
import { workbookPlugin } from '../../plugins/workbook/index.js';
import type { Workbook } from '../../plugins/workbook/model/workbook.js';
import { initialView, type WorkbookView } from '../../plugins/workbook/view.js';
import { generateBigWorkbook, ONE_MILLION_CELLS } from '../../scripts/fixtures/big-template.js';
import { heapUsedMb, percentile, summarize } from '../report.js';
import type { BenchResult, BenchSuite } from '../types.js';

const LOAD_RUNS = 5;
const WRITE_RUNS = 3;
const EDIT_RUNS = 300;

function collectGarbage(): void {
  globalThis.gc?.();
}

/** Deterministic pseudo-random positions, so every run edits the same cells. */
function* positions(workbook: Workbook, count: number): Generator<{ sheetId: string; row: number; col: number }> {
  let seed = 12345;
  const next = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % n;
  };
  for (let i = 0; i < count; i++) {
    const sheetId = workbook.sheetIds[next(workbook.sheetIds.length)];
    const sheet = workbook.sheetsById[sheetId];
    yield { sheetId, row: next(sheet.rowIds.length), col: next(sheet.columnIds.length) };
  }
}

/** kernel.load-1M: parse and validate the text of a 1M-cell template (10 sheets x 10,000 x 10). */
function measureLoad(text: string, record: (result: BenchResult) => void): Workbook {
  const samples: number[] = [];
  const cpu: number[] = [];
  let workbook: Workbook | undefined;
  let afterLoad = 0;
  for (let i = 0; i < LOAD_RUNS; i++) {
    workbook = undefined;
    collectGarbage();
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    workbook = parseTemplateText(text);
    samples.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
    afterLoad = Math.max(afterLoad, heapUsedMb());
  }
  const baseline = measureJsonParse(text);
  collectGarbage();
  const cells = workbook!.sheetIds.reduce((sum, id) => sum + countCells(workbook!.sheetsById[id]), 0);
  record(summarize('kernel.load-1M', samples, heapUsedMb(), {
    cells,
    file_mb: Math.round(text.length / 1e5) / 10,
    heap_before_gc_mb: Math.round(afterLoad),
    // Process CPU time (includes GC threads): on a shared, busy machine it is closer to what the load
    // costs than the wall time is.
    cpu_median_ms: summarize('cpu', cpu, 0).median_ms,
    // The floor: JSON.parse alone on the same text, so the validator's own cost is visible.
    json_parse_median_ms: baseline.wall,
    json_parse_cpu_ms: baseline.cpu,
    // The young generation's size changes this figure: the one the bench ran with (npm run bench's own,
    // 64 MB; the server runs with cli/node-flags.js's).
    node_flags: process.execArgv.filter((flag) => flag.startsWith('--max-semi-space-size')).join(' '),
  }));
  return workbook!;
}

/** Median wall and CPU time of a bare JSON.parse of the text. */
function measureJsonParse(text: string): { wall: number; cpu: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 3; i++) {
    collectGarbage();
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    JSON.parse(text);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: summarize('wall', wall, 0).median_ms, cpu: summarize('cpu', cpu, 0).median_ms };
}

/** kernel.write-1M: the disk object and its JSON text (what a save sends) for the loaded workbook. */
function measureWrite(workbook: Workbook, record: (result: BenchResult) => void): void {
  const samples: number[] = [];
  let length = 0;
  for (let i = 0; i < WRITE_RUNS; i++) {
    collectGarbage();
    const start = performance.now();
    length = templateFileText(workbook).length;
    samples.push(performance.now() - start);
  }
  record(summarize('kernel.write-1M', samples, heapUsedMb(), { file_mb: Math.round(length / 1e5) / 10 }));
}

/** kernel.edit-1M and kernel.undo-1M: one-cell `workbook.set-cell` commands, then undo, at 1M cells. */
function measureEdits(kernel: Kernel<Workbook, WorkbookView>, record: (result: BenchResult) => void, selected: (name: string) => boolean): void {
  const edits: number[] = [];
  let i = 0;
  for (const at of positions(kernel.store.state, EDIT_RUNS)) {
    const text = i % 3 === 0 ? `=A${at.row + 1}*2` : String(i * 1.5);
    const start = performance.now();
    const result = kernel.execute('workbook.set-cell', { ...at, text });
    edits.push(performance.now() - start);
    if (!result.ok) throw new Error(`workbook.set-cell refused: ${result.error}`);
    i++;
  }
  record(summarize('kernel.edit-1M', edits, heapUsedMb(), { p95_ms: percentile(edits, 95) }));
  if (!selected('kernel.undo-1M')) return;
  const undos: number[] = [];
  while (kernel.undo.canUndo) {
    const start = performance.now();
    kernel.undo.undo();
    undos.push(performance.now() - start);
  }
  record(summarize('kernel.undo-1M', undos, heapUsedMb(), { p95_ms: percentile(undos, 95) }));
}

/**
 * kernel.redo-duplicate-100k: undo and redo of duplicating a 100k-cell sheet (redo re-adds the whole
 * sheet from the undo stack: it must not copy it).
 */
function measureDuplicateRedo(kernel: Kernel<Workbook, WorkbookView>, record: (result: BenchResult) => void): void {
  const sheetId = kernel.store.state.sheetIds[0];
  const result = kernel.execute('workbook.duplicate-sheet', { sheetId });
  if (!result.ok) throw new Error(`workbook.duplicate-sheet refused: ${result.error}`);
  const redos: number[] = [];
  for (let i = 0; i < 5; i++) {
    kernel.undo.undo();
    const start = performance.now();
    kernel.undo.redo();
    redos.push(performance.now() - start);
  }
  kernel.undo.undo();
  record(summarize('kernel.redo-duplicate-100k', redos, heapUsedMb()));
}

/**
 * The text of the 1M-cell template. Made in its own function: a temporary of the caller's frame (the
 * generated workbook, ~140 MB) can stay reachable from that frame for as long as it runs, and every load
 * would then be measured beside it, garbage collection marking it again each time.
 */
function bigTemplateText(): string {
  return templateFileText(generateBigWorkbook(ONE_MILLION_CELLS));
}

export const kernelSuite: BenchSuite = {
  names: ['kernel.load-1M', 'kernel.write-1M', 'kernel.edit-1M', 'kernel.undo-1M', 'kernel.redo-duplicate-100k'],
  async run(record, selected) {
    let text: string | undefined = bigTemplateText();
    const workbook = measureLoad(text, record);
    text = undefined;
    collectGarbage();
    if (selected('kernel.write-1M')) measureWrite(workbook, record);
    if (!selected('kernel.edit-1M') && !selected('kernel.undo-1M') && !selected('kernel.redo-duplicate-100k')) return;
    const kernel = createKernel({ plugins: [workbookPlugin], document: workbook, view: initialView(workbook) });
    try {
      if (selected('kernel.edit-1M') || selected('kernel.undo-1M')) measureEdits(kernel, record, selected);
      if (selected('kernel.redo-duplicate-100k')) measureDuplicateRedo(kernel, record);
    } finally {
      kernel.dispose();
    }
  },
};
