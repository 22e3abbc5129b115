import { describe, expect, it } from 'vitest';
import { ERRORS, isError, type RangeRef, type Scalar } from '../../../../../plugins/formulas/values.js';
import { call, col, testContext } from '../call.js';
import { range } from '../shared/range.js';
import { table } from '../shared/table.js';

const fruit = col('apples', 'oranges', 'peaches', 'apples');
const counts = col(32, 54, 75, 86);
const property = col(100000, 200000, 300000, 400000);
const commission = col(7000, 14000, 21000, 28000);
const sold = col(5, 4, 15, 3, 22, 12, 10, 33);
const product = col('Apples', 'Apples', 'Artichokes', 'Artichokes', 'Bananas', 'Bananas', 'Carrots', 'Carrots');
const person = col('Tom', 'Sarah', 'Tom', 'Sarah', 'Tom', 'Sarah', 'Tom', 'Sarah');

describe('COUNTIF and COUNTIFS', () => {
  table('COUNTIF', [
    [[fruit, 'apples'], 2], [[counts, '>55'], 2], [[counts, '<>75'], 3], [[fruit, '*'], 4], [[fruit, '?????es'], 2],
    [[range([1, null, '', 'x']), ''], 2], [[range([1, null, 'x']), '<>'], 2], [[range([1, null, 'x']), '<>1'], 2], [[col(1, '1', 2), 1], 2], [[col(ERRORS.NA, 1), '#N/A'], 1],
    [[counts, col('>50', '<50')], [[3], [1]]],
  ]);
  table('COUNTIFS', [
    [[product, 'A*', person, 'Tom'], 2], [[sold, '>=10', sold, '<20'], 3], [[sold, '>1', col(1, 2)], '#VALUE!'], [[sold], '#VALUE!'],
  ]);
});

describe('SUMIF, SUMIFS, AVERAGEIF, AVERAGEIFS, MAXIFS, MINIFS', () => {
  table('SUMIF', [
    [[property, '>160000', commission], 63000], [[property, '>160000'], 900000], [[property, 300000, commission], 21000],
    [[fruit, 'apples', counts], 118], [[fruit, '<>apples', counts], 129], [[col(1, 2, ERRORS.NA), '>1'], 2],
    [[col(1, 2), '>0', col(1, ERRORS.DIV0)], '#DIV/0!'], [[range(['a', null]), '', col(1, 5)], 5], [[range([1, null, 3]), '<>1'], 3],
  ]);
  table('SUMIFS', [[[sold, product, '=A*', person, 'Tom'], 20], [[sold, product, '<>Bananas', person, 'Tom'], 30], [[sold, product, 'A*', col(1)], '#VALUE!']]);
  table('AVERAGEIF', [
    [[commission, '<23000'], 14000], [[property, '<250000'], 150000], [[property, '<95000'], '#DIV/0!'], [[property, '>250000', commission], 24500],
  ]);
  table('AVERAGEIFS', [[[sold, product, 'A*', person, 'Tom'], 10], [[sold, product, 'X*'], '#DIV/0!']]);
  const grades = col(89, 93, 96, 85, 91, 88);
  const weights = col(1, 2, 2, 3, 1, 1);
  const holes = col(1, null, 3);
  table('SUMIFS', [[[col(5, 6, 7), holes, '<>1'], 13], [[col(5, 6, 7), holes, ''], 6]]);
  table('MAXIFS', [[[grades, weights, 1], 91], [[grades, weights, 9], 0]]);
  table('MINIFS', [[[grades, weights, 1], 88], [[grades, weights, '>1'], 85]]);
});

/** A fake RangeRef over a column of values, counting how often memo builds run. */
function bigRange(values: Scalar[]): RangeRef {
  return {
    kind: 'range', sheetId: 's', top: 0, left: 0, bottom: values.length - 1, right: 0, rows: values.length, cols: 1,
    get: (r) => values[r] ?? null,
    each: (visit) => values.forEach((v, r) => v !== null && visit(v, r, 0)),
  };
}

describe('indexed criteria on large ranges', () => {
  const n = 200_000;
  const values: Scalar[] = Array.from({ length: n }, (_, i) => (i * 7919) % 1000);
  const range = bigRange(values);
  const cache = new Map<string, unknown>();
  let builds = 0;
  const ctx = testContext({
    memo: <T>(_m: unknown, key: string, build: () => T): T => {
      if (!cache.has(key)) {
        builds++;
        cache.set(key, build());
      }
      return cache.get(key) as T;
    },
  });

  it('answers many SUMIF/COUNTIF calls from one sorted index, matching a plain scan', () => {
    for (const k of [0, 1, 499, 999, 1000, -1]) {
      for (const op of ['>', '>=', '<', '<=', '=']) {
        const crit = `${op}${k}`;
        const expectCount = values.filter((v) => matches(v as number, op, k)).length;
        const expectSum = values.reduce((s: number, v) => s + (matches(v as number, op, k) ? (v as number) : 0), 0);
        expect(call('COUNTIF', [range, crit], ctx)).toBe(expectCount);
        expect(call('SUMIF', [range, crit], ctx)).toBe(expectSum);
      }
    }
    expect(builds).toBe(2);
  });

  // How long they take is the bench's formulas.sumif-1000 (a scan per call would take tens of seconds).
  it('runs 1,000 SUMIFs over one range from the index it already built', () => {
    const before = builds;
    for (let i = 0; i < 1000; i++) {
      const result = call('SUMIF', [range, `>${i}`], ctx);
      expect(isError(result)).toBe(false);
    }
    expect(builds).toBe(before);
  });
});

describe('value ranges of another size', () => {
  it('SUMIF and AVERAGEIF take the criteria range shape from the sum range top-left cell', () => {
    const sheet: Scalar[][] = [[1, 10], [2, 20], [3, 30], [4, 40]];
    const cells = (top: number, left: number, bottom: number, right: number) =>
      range(sheet.slice(top, bottom + 1).map((line) => line.slice(left, right + 1)));
    const ctx = testContext({ offset: (base, _r, _c, height, width) => cells(base.top, base.left, base.top + height - 1, base.left + width - 1) });
    const crit = cells(0, 0, 3, 0);
    const short = { ...cells(0, 1, 0, 1), left: 1, right: 1 }; // B1 only
    expect(call('SUMIF', [crit, '>2', short], ctx)).toBe(70);
    expect(call('AVERAGEIF', [crit, '>2', short], ctx)).toBe(35);
  });
});

describe('indexed text criteria', () => {
  it('answers exact-text criteria from one memoised map, case-insensitively, like a scan', () => {
    const words = ['apple', 'Pear', 'fig', 'APPLE', 'kiwi'];
    const cells: Scalar[] = Array.from({ length: 50_000 }, (_, i) => (i % 7 === 0 ? null : words[i % words.length]));
    const amounts: Scalar[] = cells.map((_, i) => i % 10);
    const crit = bigRange(cells);
    const sums = { ...bigRange(amounts), left: 1, right: 1 };
    const cache = new Map<string, unknown>();
    const ctx = testContext({
      memo: <T>(m: unknown, key: string, build: () => T): T => {
        const k = `${m === crit ? 'crit' : 'sums'}:${key}`;
        if (!cache.has(k)) cache.set(k, build());
        return cache.get(k) as T;
      },
    });
    for (const w of ['apple', 'PEAR', 'fig', 'none']) {
      const hits = cells.map((v, i) => (typeof v === 'string' && v.toLowerCase() === w.toLowerCase() ? i : -1)).filter((i) => i >= 0);
      expect(call('COUNTIF', [crit, w], ctx)).toBe(hits.length);
      expect(call('SUMIF', [crit, w, sums], ctx)).toBe(hits.reduce((s, i) => s + (amounts[i] as number), 0));
      expect(call('SUMIFS', [sums, crit, w, sums, '>4'], ctx)).toBe(hits.reduce((s, i) => s + ((amounts[i] as number) > 4 ? (amounts[i] as number) : 0), 0));
    }
    const scanCount = (test: (w: string) => boolean) => cells.filter((v) => typeof v === 'string' && test(v.toLowerCase())).length;
    expect(call('COUNTIF', [crit, 'a*'], ctx)).toBe(scanCount((w) => w.startsWith('a')));
    expect(call('COUNTIF', [crit, '>g'], ctx)).toBe(scanCount((w) => w > 'g'));
    expect(call('COUNTIF', [crit, '?i*'], ctx)).toBe(scanCount((w) => w[1] === 'i'));
    expect(call('COUNTIF', [crit, '<>apple'], ctx)).toBe(cells.length - scanCount((w) => w === 'apple'));
    expect(cache.has('crit:criteria.text-index')).toBe(true);
  });
});

function matches(v: number, op: string, k: number): boolean {
  return op === '>' ? v > k : op === '>=' ? v >= k : op === '<' ? v < k : op === '<=' ? v <= k : v === k;
}
