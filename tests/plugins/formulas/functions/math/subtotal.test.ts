import { describe, expect, it } from 'vitest';
import type { HiddenRows } from '../../../../../plugins/formulas/function-definition.js';
import { ERRORS, isMatrix, type RangeRef, type Scalar, type Value } from '../../../../../plugins/formulas/values.js';
import { call, col, fn, testContext } from '../call.js';
import { table } from '../shared/table.js';
import { Book } from '../../engine/helpers.js';

const data = col(120, 10, 150, 23);
const withError = col(1, ERRORS.DIV0, 3, 'x');

describe('SUBTOTAL and AGGREGATE', () => {
  table('SUBTOTAL', [
    [[9, data], 303], [[1, data], 75.75], [[109, data], 303], [[2, col(1, 'a', true)], 1], [[3, col(1, 'a', true)], 3], [[4, data], 150], [[5, data], 10],
    [[6, col(2, 3)], 6], [[7, data], 69.70592992], [[8, data], 60.36710611], [[10, data], 4858.916667], [[11, data], 3644.1875], [[12, data], '#VALUE!'], [[0, data], '#VALUE!'],
    [[9, withError], '#DIV/0!'], [[9, data, col(1)], 304],
  ]);
  table('AGGREGATE', [
    [[9, 6, withError], 4], [[9, 0, withError], '#DIV/0!'], [[4, 6, col(ERRORS.NA, 5, 2)], 5], [[14, 6, col(ERRORS.NA, 5, 2, 9), 2], 5],
    [[15, 6, col(ERRORS.NA, 5, 2, 9), 1], 2], [[12, 0, data], 71.5], [[16, 0, col(1, 3, 2, 4), 0.3], 1.9], [[19, 6, col(6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49), 1], 15],
    [[20, 0, data], '#VALUE!'], [[9, 8, data], '#VALUE!'], [[14, 0, data], '#VALUE!'],
  ]);
});

/** A reference to A1:A5 of sheet1 holding 1, 2, 4, 8, 16, the cell A4 holding a SUBTOTAL. */
const values: Scalar[] = [1, 2, 4, 8, 16];
const a1a5: RangeRef = {
  kind: 'range', sheetId: 'sheet1', top: 0, left: 0, bottom: 4, right: 0, rows: 5, cols: 1,
  get: (r) => values[r] ?? null,
  each: (visit) => values.forEach((v, r) => visit(v, r, 0)),
};
/** Row 2 (A2) hidden by the user, row 3 (A3) left out by a filter. */
const hidden: HiddenRows = { byUser: new Set([1]), byFilter: new Set([2]) };
const ctx = testContext({ hiddenRows: () => hidden, callsSubtotal: (_sheet, row) => row === 3 });

describe('what SUBTOTAL and AGGREGATE leave out (Excel: hidden rows, filtered rows, nested subtotals)', () => {
  it.each<[string, Value[], number]>([
    ['SUBTOTAL 1-11 counts the rows the user hid, not filtered rows nor nested subtotals', [9, a1a5], 1 + 2 + 16],
    ['SUBTOTAL 101-111 leaves out hidden rows too', [109, a1a5], 1 + 16],
    ['COUNT alike', [102, a1a5], 2],
    ['AGGREGATE option 0 leaves out nested subtotals only', [9, 0, a1a5], 1 + 2 + 4 + 16],
    ['AGGREGATE option 1 leaves out hidden and filtered rows and nested subtotals', [9, 1, a1a5], 1 + 16],
    ['AGGREGATE option 4 leaves out nothing', [9, 4, a1a5], 31],
    ['AGGREGATE option 5 leaves out hidden and filtered rows only', [9, 5, a1a5], 1 + 8 + 16],
    ['AGGREGATE LARGE with option 5', [14, 5, a1a5, 2], 8],
  ])('%s', (_name, args, expected) => {
    const name = args.length === 2 ? 'SUBTOTAL' : 'AGGREGATE';
    expect(call(name, args, ctx)).toBe(expected);
  });

  it('arrays are taken whole: only cells of a sheet are hidden', () => {
    expect(call('SUBTOTAL', [109, col(1, 2, 4, 8, 16)], ctx)).toBe(31);
  });

  it('through the engine, SUBTOTALs and AGGREGATEs in the range are not counted twice, other formulas are', () => {
    const book = new Book();
    ['A1', 'A2', 'A4', 'A5'].forEach((a, i) => book.set(a, i + 1));
    book.set('A3', '=SUBTOTAL(9,A1:A2)');
    book.set('A6', '=1+AGGREGATE(9,4,A4:A5)');
    book.set('A7', '=A1*10');
    book.set('B1', '=SUBTOTAL(9,A1:A7)');
    book.set('B2', '=AGGREGATE(9,0,A1:A7)');
    book.set('B3', '=AGGREGATE(9,4,A1:A7)');
    book.set('B4', '=SUM(A1:A7)');
    expect(['B1', 'B2', 'B3', 'B4'].map((a) => book.get(a))).toEqual([20, 20, 31, 31]);
  });
});

describe('random numbers', () => {
  it('RAND is volatile and in [0, 1)', () => {
    expect(fn('RAND').volatile).toBe(true);
    for (let i = 0; i < 100; i++) {
      const v = call('RAND', []) as number;
      expect(v >= 0 && v < 1).toBe(true);
    }
  });

  it('RANDBETWEEN gives whole numbers within the bounds, inclusive', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add(call('RANDBETWEEN', [1, 3]) as number);
    expect([...seen].sort()).toEqual([1, 2, 3]);
    expect(call('RANDBETWEEN', [1.5, 1.9])).toBe(ERRORS.NUM);
    expect(call('RANDBETWEEN', [5, 1])).toBe(ERRORS.NUM);
  });

  it('RANDARRAY shapes arrays and honours integer bounds', () => {
    const a = call('RANDARRAY', [2, 3, 10, 20, true]);
    expect(isMatrix(a) && [a.rows, a.cols]).toEqual([2, 3]);
    if (isMatrix(a)) a.each((v) => expect(Number.isInteger(v) && (v as number) >= 10 && (v as number) <= 20).toBe(true));
    const single = call('RANDARRAY', []);
    expect(isMatrix(single) && [single.rows, single.cols]).toEqual([1, 1]);
    expect(call('RANDARRAY', [1, 1, 5, 1])).toBe(ERRORS.VALUE);
    expect(call('RANDARRAY', [1, 1, 1.5, 3, true])).toBe(ERRORS.VALUE);
  });
});
