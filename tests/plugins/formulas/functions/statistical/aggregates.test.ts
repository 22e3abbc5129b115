import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../../../plugins/formulas/values.js';
import { call, col, grid, testContext } from '../call.js';
import { range } from '../shared/range.js';
import { table } from '../shared/table.js';

const sample = col(1345, 1301, 1368, 1322, 1310, 1370, 1318, 1350, 1303, 1299);
const mixed = col(10, 7, 9, 2, 'Not available', true, null);

describe('counting', () => {
  table('COUNT', [[[col(1, 'a', true, null, ERRORS.NA, 2.5)], 2], [[1, '2', true, 'x', ERRORS.NA], 3], [[null], 1]]); // an omitted argument is a zero: COUNT(,,1) is 3
  table('COUNTA', [[[col(1, 'a', true, null, ERRORS.NA, '')], 5], [[1, 'x'], 2]]);
  table('COUNTBLANK', [[[col(1, null, '', 'a', null)], 3], [[grid([[null, null]])], 2]]);
});

describe('averages and extremes', () => {
  table('AVERAGE', [[[10, 7, 9, 27, 2], 11], [[mixed], 7], [[mixed, 5], 6.6], [[col('a')], '#DIV/0!'], [['x'], '#VALUE!'], [[col(1, ERRORS.DIV0)], '#DIV/0!'], [['4', true], 2.5]]);
  table('AVERAGEA', [[[col(10, 7, 9, 2, 'Not available')], 5.6], [[col(10, true, false)], 11 / 3], [['x'], '#VALUE!']]);
  table('MAX', [[[col(10, 7, 9, 27, 2)], 27], [[col(10, 7, 9, 27, 2), 30], 30], [[col('a')], 0], [[col(-1, 'x', true)], -1], [['5', 1], 5]]);
  table('MIN', [[[col(10, 7, 9, 27, 2)], 2], [[col(10, 7, 9, 27, 2), 0], 0], [[col(ERRORS.NA)], '#N/A']]);
  table('MAXA', [[[col(0, 0.2, 0.5, 0.4, true)], 1], [[col(-1, 'x')], 0]]);
  table('MINA', [[[col(false, 0.2, 0.5, 0.4, 0.8)], 0], [[col(1, 'x')], 0]]);
  table('MEDIAN', [[[1, 2, 3, 4, 5], 3], [[1, 2, 3, 4, 5, 6], 3.5], [[col('a')], '#NUM!']]);
  table('MODE', [[[5.6, 4, 4, 3, 2, 4], 4], [[1, 2, 3], '#N/A'], [[col(1, 2, 2, 1)], 1]]);
  table('MODE.SNGL', [[[col(5.6, 4, 4, 3, 2, 4)], 4]]);
  table('MODE.MULT', [[[col(1, 2, 3, 4, 3, 2, 1, 2, 3, 5, 6, 1)], [[1], [2], [3]]]]);
  table('LARGE', [[[col(3, 5, 3, 5, 4, 4, 2, 4, 6, 7), 3], 5], [[col(3, 5, 3, 5, 4, 4, 2, 4, 6, 7), 7], 4], [[col(1, 2), 3], '#NUM!'], [[col(1, 2), 0], '#NUM!']]);
  table('SMALL', [[[col(3, 4, 5, 2, 3, 4, 6, 4, 7), 4], 4], [[col(1, 4, 8, 3, 7, 12, 54, 8, 23), 2], 3], [[col(), 1], '#NUM!']]);
});

describe('ranks and percentiles', () => {
  const ranked = col(7, 3.5, 3.5, 1, 2);
  table('RANK.EQ', [[[7, ranked, 1], 5], [[2, ranked], 4], [[3.5, ranked, 1], 3], [[9, ranked], '#N/A']]);
  table('RANK', [[[3.5, ranked], 2]]);
  table('RANK.AVG', [[[94, col(89, 88, 92, 101, 94, 97, 95)], 4], [[3.5, ranked], 2.5]]);
  table('PERCENTILE', [[[col(1, 3, 2, 4), 0.3], 1.9], [[col(1, 2), 1.5], '#NUM!']]);
  table('PERCENTILE.INC', [[[col(1, 3, 2, 4), 0.3], 1.9]]);
  table('PERCENTILE.EXC', [[[col(1, 2, 3, 6, 6, 6, 7, 8, 9), 0.25], 2.5], [[col(1, 2, 3, 6, 6, 6, 7, 8, 9), 0], '#NUM!'], [[col(1, 2, 3, 6, 6, 6, 7, 8, 9), 0.01], '#NUM!'], [[col(1, 2, 3), 2], '#NUM!']]);
  table('QUARTILE', [[[col(1, 2, 4, 7, 8, 9, 10, 12), 1], 3.5], [[col(1, 2), 5], '#NUM!'], [[col(1, 2, 4, 7, 8, 9, 10, 12), 4], 12]]);
  table('QUARTILE.INC', [[[col(1, 2, 4, 7, 8, 9, 10, 12), 1], 3.5]]);
  table('QUARTILE.EXC', [[[col(6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49), 1], 15], [[col(6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49), 3], 43], [[col(1, 2), 0], '#NUM!']]);
  const pr = col(13, 12, 11, 8, 4, 3, 2, 1, 1, 1);
  table('PERCENTRANK.INC', [[[pr, 2], 0.333], [[pr, 4], 0.555], [[pr, 8], 0.666], [[pr, 5], 0.583], [[pr, 20], '#N/A'], [[pr, 2, 0], '#NUM!']]);
  table('PERCENTRANK', [[[pr, 2], 0.333]]);
  const pe = col(1, 2, 3, 6, 6, 6, 7, 8, 9);
  table('PERCENTRANK.EXC', [[[pe, 7], 0.7], [[pe, 5.43], 0.381], [[pe, 5.43, 1], 0.3]]);
});

describe('spread', () => {
  table('STDEV', [[[sample], 27.46392], [[1], '#DIV/0!']]);
  table('STDEV.S', [[[sample], 27.46392]]);
  table('STDEVA', [[[sample], 27.46392], [[col(1, 'a', true)], 0.577350269]]);
  table('STDEVP', [[[sample], 26.05455814]]);
  table('STDEV.P', [[[sample], 26.05455814], [[col()], '#DIV/0!']]);
  table('STDEVPA', [[[sample], 26.05455814]]);
  table('VAR', [[[sample], 754.2667]]);
  table('VAR.S', [[[sample], 754.2667]]);
  table('VARA', [[[sample], 754.2667], [[col(1, 'a', true)], 1 / 3]]);
  table('VARP', [[[sample], 678.84]]);
  table('VAR.P', [[[sample], 678.84]]);
  table('VARPA', [[[sample], 678.84]]);
  table('DEVSQ', [[[4, 5, 8, 7, 11, 4, 3], 48], [[col()], '#NUM!']]);
  table('AVEDEV', [[[4, 5, 6, 7, 5, 4, 3], 1.020408163]]);
  table('GEOMEAN', [[[4, 5, 8, 7, 11, 4, 3], 5.476986969], [[4, 0], '#NUM!']]);
  table('HARMEAN', [[[4, 5, 8, 7, 11, 4, 3], 5.028375962], [[-1], '#NUM!']]);
  table('TRIMMEAN', [[[col(4, 5, 6, 7, 2, 3, 4, 5, 1, 2, 3), 0.2], 3.777777778], [[col(1, 2), 1], '#NUM!']]);
  table('KURT', [[[3, 4, 5, 2, 3, 4, 5, 6, 4, 7], -0.151799637], [[1, 2, 3], '#DIV/0!']]);
  table('SKEW', [[[3, 4, 5, 2, 3, 4, 5, 6, 4, 7], 0.359543071], [[1, 2], '#DIV/0!']]);
  table('SKEW.P', [[[3, 4, 5, 2, 3, 4, 5, 6, 4, 7], 0.303193339], [[1, 1], '#DIV/0!']]);
});

describe('sorted copies shared across cells', () => {
  it('ranks every value of a long column against one memoised sort', () => {
    const values = Array.from({ length: 20_000 }, (_, i) => (i * 7919) % 5000);
    const column = range(values);
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
    const sortedDesc = [...values].sort((a, b) => b - a);
    for (let i = 0; i < values.length; i += 97) {
      expect(call('RANK.EQ', [values[i], column], ctx)).toBe(sortedDesc.indexOf(values[i]) + 1);
      expect(call('LARGE', [column, (i % 50) + 1], ctx)).toBe(sortedDesc[i % 50]);
    }
    expect(call('MEDIAN', [column], ctx)).toBe(2499.5);
    expect(builds).toBe(1);
  });
});
