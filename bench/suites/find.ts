import { findMatches, type ColumnsReader } from '../../plugins/find/index.js';
import { Engine } from '../../plugins/formulas/engine/index.js';
import { generateBigWorkbook, ONE_MILLION_CELLS } from '../../scripts/fixtures/big-template.js';
import { heapUsedMb, summarize } from '../report.js';
import type { BenchSuite } from '../types.js';
import type { Cell, Workbook } from '../../plugins/workbook/model/index.js';
import { BENCH_ENGINE } from '../engine-options.js';

const RUNS = 5;

/**
 * Queries a person types: a word (numbers cannot show it, so they are not formatted) and a number; and
 * the number again in the same workbook with every number cell given a number format of its own
 * (the bench workbook has none, and formats are what find reads of the workbook's cells).
 */
const QUERIES = { text: 'item 9999', number: '12', formatted: '12' } as const;

const NUMBER_FORMAT: Cell['data'] = { type: 'NUMBER', format: '#,##0.00' };

/**
 * find.1M.text, find.1M.number and find.1M.formatted: one search of every sheet of the 1M-cell workbook (10 sheets x
 * 10,000 x 10: labels, numbers, money and formulas), values read from the engine's columns. The first
 * search of a workbook also reads its number formats into find's index (bucket-formats.ts,
 * sheet-formats.ts), kept for later searches as the find bar searches again while a person types: the
 * median is of searches with it, `first_ms` is the first, `index_mb` the heap the index holds (after a
 * full collection, the workbook and engine alive before and after).
 */
export const findSuite: BenchSuite = {
  names: ['find.1M.text', 'find.1M.number', 'find.1M.formatted'],
  async run(record, selected) {
    const wanted = (Object.keys(QUERIES) as (keyof typeof QUERIES)[]).filter((kind) => selected(`find.1M.${kind}`));
    if (wanted.length === 0) return;
    const loaded = generateBigWorkbook(ONE_MILLION_CELLS);
    const engine = new Engine(BENCH_ENGINE);
    engine.loadWorkbook(loaded);
    const columns: ColumnsReader = (sheetId) => engine.sheetColumns(sheetId);
    for (const kind of wanted) {
      const workbook = kind === 'formatted' ? withFormattedNumbers(loaded) : withNewBuckets(loaded);
      const before = await settledHeapMb();
      const samples: number[] = [];
      let matches = 0;
      let stopped = false;
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const result = findMatches(workbook, workbook.sheetIds[0], { query: QUERIES[kind], allSheets: true }, columns);
        samples.push(performance.now() - start);
        matches = result.matches.length;
        stopped ||= result.stopped;
      }
      const indexMb = (await settledHeapMb()) - before;
      record(summarize(`find.1M.${kind}`, samples, heapUsedMb(), { matches, query: QUERIES[kind], stopped_at_budget: String(stopped), first_ms: Math.round(samples[0]), index_mb: indexMb.toFixed(1) }));
    }
  },
};

/** The heap in use after a full collection (run with --expose-gc, as `npm run bench` does). */
async function settledHeapMb(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  globalThis.gc?.();
  return heapUsedMb();
}

/** The same workbook with every number cell formatted (new buckets, rows and number cells). */
function withFormattedNumbers(workbook: Workbook): Workbook {
  const formatted = (row: Readonly<Record<string, Cell>>) => Object.fromEntries(Object.entries(row).map(([id, cell]) => [id, typeof cell.value === 'number' ? { ...cell, data: NUMBER_FORMAT } : cell]));
  const sheetsById = Object.fromEntries(Object.entries(workbook.sheetsById).map(([id, sheet]) => [id, { ...sheet, cells: Object.fromEntries(Object.entries(sheet.cells).map(([key, bucket]) => [key, Object.fromEntries(Object.entries(bucket).map(([rowId, row]) => [rowId, formatted(row)]))])) }]));
  return { ...workbook, sheetsById };
}

/** The same workbook with every cell bucket a new object, so each kind's first search builds find's index. */
function withNewBuckets(workbook: Workbook): Workbook {
  const sheetsById = Object.fromEntries(Object.entries(workbook.sheetsById).map(([id, sheet]) => [id, { ...sheet, cells: Object.fromEntries(Object.entries(sheet.cells).map(([key, bucket]) => [key, { ...bucket }])) }]));
  return { ...workbook, sheetsById };
}
