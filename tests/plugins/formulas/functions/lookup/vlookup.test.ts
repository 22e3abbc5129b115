import { describe, expect, it } from 'vitest';
import { ERRORS, type RangeRef, type Scalar, type Value } from '../../../../../plugins/formulas/values.js';
import type { EagerFunction } from '../../../../../plugins/formulas/function-definition.js';
import { call, col, fn, grid } from '../call.js';
import { memoContext } from './memo-context.js';

const table = grid([
  [101, 'Kim', 'Sales'],
  [103, 'Abe', 'Ops'],
  [102, 'Lee', 'IT'],
  ['b-7', 'Ray', null],
  [true, 'Yes', 'x'],
]);

const sorted = grid([
  [0, 'F'],
  [60, 'D'],
  [70, 'C'],
  [80, 'B'],
  [90, 'A'],
]);

describe('VLOOKUP', () => {
  it.each<[string, Value[], Value]>([
    ['exact number', [102, table, 2, false], 'Lee'],
    ['exact text is case-insensitive', ['B-7', table, 2, false], 'Ray'],
    ['exact boolean', [true, table, 3, false], 'x'],
    ['number does not match numeric text', ['101', table, 2, false], ERRORS.NA],
    ['missing key', [999, table, 2, false], ERRORS.NA],
    ['wildcard *', ['b*', table, 2, false], 'Ray'],
    ['wildcard ?', ['b-?', table, 2, false], 'Ray'],
    ['sorted: largest value not above the key', [75, sorted, 2], 'C'],
    ['sorted: exact hit', [90, sorted, 2, true], 'A'],
    ['sorted: below the first value', [-1, sorted, 2, true], ERRORS.NA],
    ['sorted: above the last value', [1000, sorted, 2], 'A'],
    ['index 0 is #VALUE!', [102, table, 0, false], ERRORS.VALUE],
    ['index past the table is #REF!', [102, table, 4, false], ERRORS.REF],
    // Excel searches before it reads the index: a key not found is #N/A whatever the index.
    ['not found before index 0', [999, table, 0, false], ERRORS.NA],
    ['not found before an index past the table', [999, table, 4, false], ERRORS.NA],
    ['an empty key before index 0 (VLOOKUP(B1,B1,B1,3))', [null, grid([[null]]), null, 3], ERRORS.NA],
    ['error key passes through', [ERRORS.DIV0, table, 2, false], ERRORS.DIV0],
    ['numeric text index is read', [102, table, '2', false], 'Lee'],
  ])('%s', (_name, args, expected) => {
    expect(call('VLOOKUP', args)).toEqual(expected);
  });

  it('builds one exact index per table column for many lookups', () => {
    const ctx = memoContext();
    for (const key of [101, 102, 103, 'b-7', 999]) call('VLOOKUP', [key, table, 2, false], ctx);
    expect(ctx.builds).toBe(1);
  });

  it('finds the first of duplicate keys', () => {
    expect(call('VLOOKUP', [1, grid([[1, 'a'], [1, 'b']]), 2, false], memoContext())).toBe('a');
  });

  // How long the lookups take is the bench's formulas.vlookup-50k.
  it('looks up 50k keys in a 10k-row table from one index', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [100_000 + ((i * 7919) % 10_000), i]);
    const big = grid(rows);
    const ctx = memoContext();
    const vlookup = fn('VLOOKUP') as EagerFunction;
    const rowOf = new Map(rows.map(([key, row]) => [key, row]));
    const keys = Array.from({ length: 50_000 }, (_, i) => 100_000 + (i % 10_000));
    const wrong = keys.find((key) => vlookup.call([key, big, 2, false], ctx) !== rowOf.get(key));
    expect(wrong, `the row of ${wrong}`).toBeUndefined();
    expect(ctx.builds).toBe(1);
  });
});

describe('HLOOKUP', () => {
  const h = grid([
    ['Axles', 'Bearings', 'Bolts'],
    [4, 4, 9],
    [5, 7, 10],
  ]);
  it.each<[string, Value[], Value]>([
    ['exact', ['bearings', h, 2, false], 4],
    ['sorted', ['B', h, 3, true], 5],
    ['third row', ['Bolts', h, 3], 10],
    ['row past the table', ['Bolts', h, 4], ERRORS.REF],
    ['missing', ['Nuts', h, 2, false], ERRORS.NA],
  ])('%s', (_name, args, expected) => {
    expect(call('HLOOKUP', args)).toEqual(expected);
  });
});

describe('LOOKUP', () => {
  it.each<[string, Value[], Value]>([
    ['vector form', [4.19, col(4.14, 4.19, 5.17, 5.77, 6.39), col('red', 'orange', 'yellow', 'green', 'blue')], 'orange'],
    ['vector form, between values', [5.75, col(4.14, 4.19, 5.17, 5.77, 6.39), col('red', 'orange', 'yellow', 'green', 'blue')], 'yellow'],
    ['vector form, above all', [7.66, col(4.14, 4.19, 5.17, 5.77, 6.39), col('red', 'orange', 'yellow', 'green', 'blue')], 'blue'],
    ['vector form, below all', [0, col(4.14, 4.19), col('red', 'orange')], ERRORS.NA],
    ['array form, tall', ['C', grid([['a', 1], ['b', 2], ['c', 3], ['d', 4]])], 3],
    ['array form, wide', ['bump', grid([['a', 'b', 'c'], [1, 2, 3]])], 2],
  ])('%s', (_name, args, expected) => {
    expect(call('LOOKUP', args)).toEqual(expected);
  });
});

describe('MATCH', () => {
  const asc = col(25, 38, 40, 41);
  const desc = col(41, 40, 38, 25);
  it.each<[string, Value[], Value]>([
    ['sorted ascending default', [39, asc], 2],
    ['exact', [41, asc, 0], 4],
    ['exact missing', [39, asc, 0], ERRORS.NA],
    ['below the first', [10, asc, 1], ERRORS.NA],
    ['descending: smallest not below the key', [39, desc, -1], 2],
    ['descending: exact', [41, desc, -1], 1],
    ['descending: above the first', [50, desc, -1], ERRORS.NA],
    ['text exact with wildcard', ['o*', col('apple', 'orange', 'olive'), 0], 2],
    ['escaped wildcard is literal', ['a~*', col('ab', 'a*'), 0], 2],
    ['a row', ['c', grid([['a', 'b', 'c']]), 0], 3],
    ['two-dimensional range', [1, grid([[1, 2], [3, 4]]), 0], ERRORS.NA],
    ['ascending text', ['banana', col('apple', 'cherry', 'grape'), 1], 1],
    ['skips other kinds while bisecting', [5, col(1, 'x', 3, 'y', 7), 1], 3],
  ])('%s', (_name, args, expected) => {
    expect(call('MATCH', args)).toEqual(expected);
  });
});

describe('whole-column searches', () => {
  /** A million-row column holding five sorted values at the top, like MATCH(x, A:A, 1). */
  const column = {
    rows: 1_048_576,
    cols: 1,
    reads: 0,
    get(r: number): Scalar {
      column.reads++;
      return r < 5 ? [10, 20, 30, 40, 50][r] : null;
    },
    each(visit: (v: Scalar, r: number, c: number) => void) {
      [10, 20, 30, 40, 50].forEach((v, r) => visit(v, r, 0));
    },
  };

  it('sorted MATCH reads only the used part of the column', () => {
    const ctx = memoContext();
    expect(call('MATCH', [35, column, 1], ctx)).toBe(3);
    expect(call('MATCH', [99, column, 1], ctx)).toBe(5);
    expect(call('XLOOKUP', [35, column, column, null, 1], ctx)).toBe(40);
    expect(call('MATCH', ['x*', column, 0], ctx)).toEqual(ERRORS.NA);
    expect(column.reads).toBeLessThan(100);
  });
});

describe('VLOOKUP on a range indexes the key column as its own range', () => {
  /** Ranges over one fixed sheet, made by offset like the engine's, cached so equal areas are one object. */
  const sheet = [[101, 'a'], [102, 'b'], [103, 'c']];
  const made = new Map<string, RangeRef>();
  const area = (top: number, left: number, rows: number, cols: number): RangeRef => {
    const key = `${top},${left},${rows},${cols}`;
    const existing = made.get(key);
    if (existing) return existing;
    const ref: RangeRef = {
      kind: 'range', sheetId: 's', top, left, bottom: top + rows - 1, right: left + cols - 1, rows, cols,
      get: (r, c) => sheet[top + r]?.[left + c] ?? null,
      each(visit) {
        for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) visit(ref.get(r, c), r, c);
      },
    };
    made.set(key, ref);
    return ref;
  };

  it('shares one index between VLOOKUP and MATCH over the same key cells', () => {
    const ctx = memoContext();
    const withOffset = { ...ctx, offset: (b: RangeRef, r: number, c: number, h: number, w: number) => area(b.top + r, b.left + c, h, w) };
    expect(call('VLOOKUP', [103, area(0, 0, 3, 2), 2, false], withOffset)).toBe('c');
    const built = ctx.builds; // the key column (memoised on the table) and its index
    expect(call('MATCH', [102, area(0, 0, 3, 1), 0], withOffset)).toBe(2);
    expect(call('VLOOKUP', [101, area(0, 0, 3, 2), 2, false], withOffset)).toBe('a');
    expect(ctx.builds).toBe(built);
  });
});
