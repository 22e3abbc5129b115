import { findMatches, type ColumnsReader, type FindOptions } from '../../plugins/find/index.js';
import { Engine } from '../../plugins/formulas/engine/index.js';
import { generateBigWorkbook, ONE_MILLION_CELLS } from '../../scripts/fixtures/big-template.js';
import { heapUsedMb, summarize } from '../report.js';
import type { BenchSuite } from '../types.js';
import { BENCH_ENGINE } from '../engine-options.js';

const RUNS = 5;

/**
 * Over the 1M-cell workbook: a pattern whose repetition could backtrack (so it runs on re2js), and one
 * that cannot (on RegExp), of the same shape.
 */
const WHOLE_WORKBOOK = {
  'find.1M.regex': 'item 9+9$',
  'find.1M.regex-plain': 'item 9\\d99$',
} as const;

/** Patterns that backtrack cubically (`a*a*b`: 80 s in RegExp) and exponentially on a cell of 5,000 a's. */
const HOSTILE = {
  'find.regex-hostile.adjacent': 'a*a*b',
  'find.regex-hostile.alternatives': '(a|aa)*b',
} as const;

const HOSTILE_CELLS = 100;

/**
 * find.1M.regex, find.1M.regex-plain: one regular expression search of every sheet of the 1M-cell
 * workbook. find.regex-hostile.*: one search of 100 cells of 5,000 a's (a column of the first sheet)
 * for a pattern that never matches them.
 */
export const findRegexSuite: BenchSuite = {
  names: [...Object.keys(WHOLE_WORKBOOK), ...Object.keys(HOSTILE)],
  async run(record, selected) {
    const wanted = [...Object.entries(WHOLE_WORKBOOK), ...Object.entries(HOSTILE)].filter(([name]) => selected(name));
    if (wanted.length === 0) return;
    const workbook = generateBigWorkbook(ONE_MILLION_CELLS);
    const engine = new Engine(BENCH_ENGINE);
    engine.loadWorkbook(workbook);
    const hostile = Array<string>(HOSTILE_CELLS).fill('a'.repeat(5000));
    const hostileColumns: ColumnsReader = () => [{ values: hostile, formulas: [] }];
    const engineColumns: ColumnsReader = (sheetId) => engine.sheetColumns(sheetId);
    for (const [name, query] of wanted) {
      const isHostile = name in HOSTILE;
      const options: FindOptions = { query, regex: true, allSheets: !isHostile };
      const samples: number[] = [];
      let matches = 0;
      let stopped = false;
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const result = findMatches(workbook, workbook.sheetIds[0], options, isHostile ? hostileColumns : engineColumns);
        samples.push(performance.now() - start);
        matches = result.matches.length;
        stopped ||= result.stopped;
      }
      record(summarize(name, samples, heapUsedMb(), { matches, query, stopped_at_budget: String(stopped) }));
    }
  },
};
