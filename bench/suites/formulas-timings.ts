import type { EagerFunction } from '../../plugins/formulas/function-definition.js';
import { formatNumber } from '../../plugins/formulas/number-format/index.js';
import { parseFormula } from '../../plugins/formulas/parser/index.js';
import { ArrayValue, isError, type RangeRef, type Scalar } from '../../plugins/formulas/values.js';
import { Book } from '../../tests/plugins/formulas/engine/helpers.js';
import { call, fn, testContext } from '../../tests/plugins/formulas/functions/call.js';
import { memoContext } from '../../tests/plugins/formulas/functions/lookup/memo-context.js';
import { heapUsedMb, summarize } from '../report.js';
import type { BenchResult, BenchSuite } from '../types.js';

const RUNS = 7;

/**
 * The timings the unit tests used to assert (session 23): the tests keep what the functions answer, and
 * how much they build; how long they take is measured here, where a busy machine shows as a figure and
 * not as a failed test.
 * - formulas.search-wildcards-32k: SEARCH of `a*a*b`, `*b` and `a?a*a?b` in 32,767 a's (no backtracking blow-up).
 * - formulas.format-number-20k: formatNumber('0.00') of 20,000 numbers (the compiled pattern cached).
 * - formulas.text-20k: TEXT(n, "0.00") of 20,000 numbers through the sheet function.
 * - formulas.vlookup-50k: 50,000 exact VLOOKUPs in a 10,000-row table (one index built).
 * - formulas.sumif-1000: 1,000 SUMIFs with different criteria over one 200,000-cell range (one sorted index).
 * - engine.huge-ranges: SUM and ROWS over B1:ZZZ1000000 in a sheet of two cells, then an edit (cost follows the cells held).
 * - formulas.parse-random-3000: 3,000 random strings of up to 200 characters parsed; extra max_parse_ms.
 */
const MEASURES: Record<string, () => { ms: number; extra?: BenchResult['extra'] }> = {
  'formulas.search-wildcards-32k': () => timed(() => {
    const text = 'a'.repeat(32_767);
    check(isError(call('SEARCH', ['a*a*b', text])) && isError(call('SEARCH', ['*b', text])) && call('SEARCH', ['a?a*a?b', `${text}b`]) === 1);
  }),
  'formulas.format-number-20k': () => {
    for (let i = 0; i < 2000; i++) formatNumber('0.00', i);
    return timed(() => {
      for (let i = 0; i < 20_000; i++) formatNumber('0.00', i * 1.5);
    });
  },
  'formulas.text-20k': () => {
    const text = fn('TEXT') as EagerFunction;
    const ctx = testContext();
    for (let i = 0; i < 2000; i++) text.call([i * 1.5, '0.00'], ctx);
    return timed(() => {
      for (let i = 0; i < 20_000; i++) text.call([i * 1.5, '0.00'], ctx);
    });
  },
  'formulas.vlookup-50k': () => {
    const big = new ArrayValue(Array.from({ length: 10_000 }, (_, i) => [100_000 + ((i * 7919) % 10_000), i]));
    const ctx = memoContext();
    const vlookup = fn('VLOOKUP') as EagerFunction;
    const result = timed(() => {
      for (let i = 0; i < 50_000; i++) vlookup.call([100_000 + (i % 10_000), big, 2, false], ctx);
    });
    return { ...result, extra: { index_builds: ctx.builds } };
  },
  'formulas.sumif-1000': () => {
    const values: Scalar[] = Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 1000);
    const range: RangeRef = {
      kind: 'range', sheetId: 's', top: 0, left: 0, bottom: values.length - 1, right: 0, rows: values.length, cols: 1,
      get: (r) => values[r] ?? null,
      each: (visit) => values.forEach((v, r) => v !== null && visit(v, r, 0)),
    };
    const ctx = memoContext();
    call('SUMIF', [range, '>0'], ctx);
    return timed(() => {
      for (let i = 0; i < 1000; i++) check(!isError(call('SUMIF', [range, `>${i}`], ctx)));
    });
  },
  'engine.huge-ranges': () => timed(() => {
    const book = new Book().set('B2', 5).set('A2', '=ROWS(B2:ZZZ1000000)').set('A1', '=SUM(B1:ZZZ1000000)');
    check(book.get('A1') === 5);
    book.set('D5', 1);
    check(book.get('A1') === 6);
  }),
  'formulas.parse-random-3000': () => {
    let seed = 20261203;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const texts = Array.from({ length: 3000 }, () => Array.from({ length: Math.floor(random() * 201) }, () => String.fromCharCode(32 + Math.floor(random() * 95))).join(''));
    let slowest = 0;
    const result = timed(() => {
      for (const text of texts) {
        const start = performance.now();
        parseFormula(text);
        slowest = Math.max(slowest, performance.now() - start);
      }
    });
    return { ...result, extra: { max_parse_ms: Math.round(slowest * 1000) / 1000 } };
  },
};

export const formulasTimingsSuite: BenchSuite = {
  names: Object.keys(MEASURES),
  async run(record, selected) {
    for (const [name, measure] of Object.entries(MEASURES)) {
      if (!selected(name)) continue;
      const samples: number[] = [];
      let extra: BenchResult['extra'];
      for (let i = 0; i < RUNS; i++) {
        const result = measure();
        samples.push(result.ms);
        extra = result.extra;
      }
      record(summarize(name, samples, heapUsedMb(), extra));
    }
  },
};

function timed(work: () => void): { ms: number } {
  const start = performance.now();
  work();
  return { ms: performance.now() - start };
}

function check(ok: boolean): void {
  if (!ok) throw new Error('A measured call gave an unexpected answer.');
}
