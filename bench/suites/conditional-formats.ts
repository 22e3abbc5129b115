import { produce, type Patch } from 'immer';
import { ConditionalFormatEvaluator, type ConditionalFormat } from '../../plugins/conditional-formats/index.js';
import { Engine } from '../../plugins/formulas/index.js';
import { cellId, newSheet, putCell, SequentialIdGenerator, workbookOf, type Workbook } from '../../plugins/workbook/index.js';
import { heapUsedMb, percentile, summarize } from '../report.js';
import type { BenchResult, BenchSuite } from '../types.js';
import { BENCH_ENGINE } from '../engine-options.js';

const ROWS = 10_000;
const COLS = 10;
const COLD_RUNS = 7;
const EDIT_RUNS = 300;

/**
 * 100,000 cells (10,000 x 10: numbers, every 13th a text) under 10 rules (6 comparisons, 4 formulas):
 * each rule over all of them (`all`: a million cell evaluations), or each over one column.
 */
export function benchBook(all: boolean): Workbook {
  const ids = new SequentialIdGenerator();
  const sheet = newSheet(ids, 'Sheet1', ROWS, COLS);
  const book = produce(workbookOf('cf bench', [sheet]), (draft) => {
    const s = draft.sheetsById[sheet.id];
    for (let r = 0; r < ROWS; r++) {
      const row: Record<string, { value: number | string }> = {};
      for (let c = 0; c < COLS; c++) row[sheet.columnIds[c]] = { value: (r * COLS + c) % 13 === 0 ? `item ${r}` : (r * 31 + c * 17) % 1000 };
      for (const [colId, cell] of Object.entries(row)) putCell(s, sheet.rowIds[r], colId, cell);
    }
  });
  const range = (col: number) => ({
    id: `r${col}`, sheetId: sheet.id, sortOrder: 0,
    fromCellId: cellId(sheet.columnIds[all ? 0 : col], sheet.rowIds[0]), toCellId: cellId(sheet.columnIds[all ? COLS - 1 : col], sheet.rowIds[ROWS - 1]),
  });
  const conditions: ConditionalFormat['condition'][] = [
    { type: 'number_greater', input1: '900' },
    { type: 'number_between', input1: '100', input2: '200' },
    { type: 'text_contains', input1: '99' },
    { type: 'blank' },
    { type: 'not_blank' },
    { type: 'date_before', input1: '1/15/1900' },
    { type: 'formula', input1: '=A1>B1' },
    { type: 'formula', input1: '=MOD(A1,7)=0' },
    { type: 'formula', input1: '=$A$1<A1' },
    { type: 'formula', input1: '=AND(A1>10,A1<500)' },
  ];
  const rules = conditions.map((condition, order): ConditionalFormat => ({ id: `cf${order}`, order, ranges: [range(order)], condition, format: { backgroundColor: '#ffee00' } }));
  return { ...book, conditionalFormatsById: Object.fromEntries(rules.map((r) => [r.id, r])) };
}

/** Every rule over its cells from nothing (the engine already loaded). */
function measureCold(name: string, book: Workbook, engine: Engine, record: (result: BenchResult) => void): ConditionalFormatEvaluator {
  const samples: number[] = [];
  const cpu: number[] = [];
  let cf = new ConditionalFormatEvaluator(engine);
  for (let i = 0; i < COLD_RUNS; i++) {
    globalThis.gc?.();
    cf = new ConditionalFormatEvaluator(engine);
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    cf.load(book);
    samples.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  // Process CPU time: on a shared, busy machine it is closer to what the work costs than wall time.
  record(summarize(name, samples, heapUsedMb(), { cells: ROWS * COLS, rules: 10, cpu_median_ms: summarize('cpu', cpu, 0).median_ms }));
  return cf;
}

/** One value typed, the engine's change list through the rules (engine time apart). */
function measureEdit(name: string, book: Workbook, engine: Engine, cf: ConditionalFormatEvaluator, record: (result: BenchResult) => void): void {
  const sheet = book.sheetsById[book.sheetIds[0]];
  const cfTimes: number[] = [];
  const engineTimes: number[] = [];
  let current = book;
  let seed = 7;
  for (let i = 0; i < EDIT_RUNS; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const row = seed % ROWS;
    const col = (seed >>> 16) % COLS;
    let patches: Patch[] = [];
    current = produce(current, (draft) => {
      putCell(draft.sheetsById[sheet.id], sheet.rowIds[row], sheet.columnIds[col], { value: i % 1000 });
    }, (p) => { patches = p; });
    const t0 = performance.now();
    const changed = engine.applyDocumentChange(current, patches);
    const t1 = performance.now();
    cf.applyDocumentChange(current, patches, changed);
    cfTimes.push(performance.now() - t1);
    engineTimes.push(t1 - t0);
  }
  record(summarize(name, cfTimes, heapUsedMb(), { p95_ms: percentile(cfTimes, 95), engine_median_ms: summarize('e', engineTimes, 0).median_ms }));
}

export const conditionalFormatsSuite: BenchSuite = {
  names: ['cf.100k-10.cold', 'cf.100k-10.edit', 'cf.100k-10-all.cold', 'cf.100k-10-all.edit'],
  async run(record, selected) {
    for (const all of [false, true]) {
      const name = all ? 'cf.100k-10-all' : 'cf.100k-10';
      if (!selected(`${name}.cold`) && !selected(`${name}.edit`)) continue;
      const book = benchBook(all);
      const engine = new Engine(BENCH_ENGINE);
      engine.loadWorkbook(book);
      const cf = measureCold(`${name}.cold`, book, engine, record);
      if (selected(`${name}.edit`)) measureEdit(`${name}.edit`, book, engine, cf, record);
    }
  },
};
