import { findMatches, type ColumnsReader } from '../../plugins/find/index.js';
import { Engine } from '../../plugins/formulas/engine/index.js';
import { generateBigWorkbook, ONE_MILLION_CELLS } from '../../scripts/fixtures/big-template.js';
import { heapUsedMb, summarize } from '../report.js';
import type { BenchSuite } from '../types.js';
import type { Cell, Workbook } from '../../plugins/workbook/model/index.js';
import { parseJsonText, readTemplateFile, templateFileText } from '../../plugins/workbook/file/index.js';
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
 * 10,000 x 10: labels, numbers, money and formulas), values read from the engine's columns. Each kind's
 * workbook is read from its template file's text as the editor reads a template: the file reader notes
 * the number formats it sees per bucket (workbook/bucket-formats.ts), and the first search places them
 * by position (sheet-formats.ts), kept for later searches as the find bar searches again while a person
 * types. The median is of searches with that kept, `first_ms` is the first (the search code already
 * compiled by the index measure), `first_unread_ms` the first of the same workbook with new buckets
 * (formats read back from the cell objects, as for a workbook built in memory: an xlsx or CSV import),
 * `index_mb` the heap the index holds (noted formats included; see indexHeapMb).
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
      const text = templateFileText(kind === 'formatted' ? withFormattedNumbers(loaded) : loaded);
      const search = (workbook: Workbook) => findMatches(workbook, workbook.sheetIds[0], { query: QUERIES[kind], allSheets: true }, columns);
      const indexMb = await indexHeapMb(text, search);
      // Timed on another copy, with no full collection forced just before: one moves the heap, and the
      // search after it pays ~100-200 ms CPU more touching the engine's columns again (it would after any
      // major collection, first search or not).
      const workbook = readAsEditor(text);
      const samples: number[] = [];
      let matches = 0;
      let stopped = false;
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const result = search(workbook);
        samples.push(performance.now() - start);
        matches = result.matches.length;
        stopped ||= result.stopped;
      }
      const start = performance.now();
      search(withNewBuckets(workbook));
      const firstUnreadMs = performance.now() - start;
      record(summarize(`find.1M.${kind}`, samples, heapUsedMb(), { matches, query: QUERIES[kind], stopped_at_budget: String(stopped), first_ms: Math.round(samples[0]), first_unread_ms: Math.round(firstUnreadMs), index_mb: indexMb.toFixed(1) }));
    }
  },
};

/** A workbook read from its template file's text as the editor reads one (number formats noted). */
function readAsEditor(text: string): Workbook {
  return readTemplateFile(parseJsonText(text), undefined, { noteFormats: true });
}

/**
 * The heap find's index holds after a first search of the template: the formats the reader noted and
 * what the search built from them, as the heap with the workbook read so and searched, less the heap
 * with the same text read without notes (the two workbooks otherwise the same size).
 */
async function indexHeapMb(text: string, search: (workbook: Workbook) => unknown): Promise<number> {
  let workbook = readTemplateFile(parseJsonText(text));
  const bare = await settledHeapMb();
  workbook = readAsEditor(text);
  search(workbook);
  const held = await settledHeapMb();
  search(workbook);
  return held - bare;
}

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

/** The same workbook with every cell bucket a new object, so that a search reads its formats from the cells. */
function withNewBuckets(workbook: Workbook): Workbook {
  const sheetsById = Object.fromEntries(Object.entries(workbook.sheetsById).map(([id, sheet]) => [id, { ...sheet, cells: Object.fromEntries(Object.entries(sheet.cells).map(([key, bucket]) => [key, { ...bucket }])) }]));
  return { ...workbook, sheetsById };
}
