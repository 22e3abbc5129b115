import { findMatches, type ColumnsReader, type FindOptions } from '../../plugins/find/index.js';
import { Engine } from '../../plugins/formulas/engine/index.js';
import { generateBigWorkbook, ONE_MILLION_CELLS } from '../../scripts/fixtures/big-template.js';
import { heapUsedMb, summarize } from '../report.js';
import type { BenchSuite } from '../types.js';
import { BENCH_ENGINE } from '../engine-options.js';
import { regexFunctions } from '../../plugins/formulas/functions/text/regex.js';
import type { CallContext } from '../../plugins/formulas/function-definition.js';
import type { Value } from '../../plugins/formulas/values.js';

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
 * The sheet functions over 10,000 labels (`Item 1`...): REGEXREPLACE with a pattern that runs on re2js
 * and one without repetition, which RegExp runs; and REGEXMATCH of `^(a|aa)*b$` (exponential in RegExp)
 * over 100 cells of 5,000 a's, then `cb` (re2js answers a text lacking one of the pattern's literals,
 * as 5,000 a's alone lack `b`, without running it: such a text would measure nothing).
 */
const FUNCTIONS = {
  'find.regex-functions.replace-10k': ['REGEXREPLACE', '(\\w+) (\\d+)', '$2 $1'],
  'find.regex-functions.replace-10k-plain': ['REGEXREPLACE', '(Item) (\\d\\d\\d\\d)', '$2 $1'],
  'find.regex-functions.hostile': ['REGEXMATCH', '^(a|aa)*b$'],
} as const;
const LABELS = Array.from({ length: 10_000 }, (_, i) => `Item ${i + 1}`);

/**
 * find.1M.regex, find.1M.regex-plain: one regular expression search of every sheet of the 1M-cell
 * workbook. find.regex-hostile.*: one search of 100 cells of 5,000 a's (a column of the first sheet)
 * for a pattern that never matches them. find.regex-functions.*: the REGEX sheet functions (FUNCTIONS).
 */
export const findRegexSuite: BenchSuite = {
  names: [...Object.keys(WHOLE_WORKBOOK), ...Object.keys(HOSTILE), ...Object.keys(FUNCTIONS)],
  async run(record, selected) {
    for (const [name, [fn, ...rest]] of Object.entries(FUNCTIONS)) if (selected(name)) record(measureFunction(name, fn, rest, name.endsWith('hostile') ? Array<string>(HOSTILE_CELLS).fill(`${'a'.repeat(5000)}cb`) : LABELS));
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

/** One call of a REGEX function per text, as a column of formulas evaluates (the pattern compiled once, then cached). */
function measureFunction(name: string, fn: string, rest: readonly string[], texts: readonly string[]) {
  const definition = regexFunctions.find((f) => f.name === fn)!;
  const ctx = {} as CallContext;
  const samples: number[] = [];
  let last: Value = '';
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    for (const text of texts) last = definition.call([text, ...rest], ctx);
    samples.push(performance.now() - start);
  }
  return summarize(name, samples, heapUsedMb(), { cells: texts.length, pattern: rest[0], last: String(last).slice(0, 20) });
}
