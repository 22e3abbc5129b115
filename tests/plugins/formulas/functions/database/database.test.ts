import { describe, expect, it } from 'vitest';
import { ERRORS, type Scalar, type Value } from '../../../../../plugins/formulas/values.js';
import { call } from '../call.js';
import { range } from '../lookup/fake-range.js';
import { near } from '../financial/near.js';

/** The example of Excel's D-function documentation (A5:E11 and criteria A1:F3). */
const db = range([
  ['Tree', 'Height', 'Age', 'Yield', 'Profit'],
  ['Apple', 18, 20, 14, 105],
  ['Pear', 12, 12, 10, 96],
  ['Cherry', 13, 14, 9, 105],
  ['Apple', 14, 15, 10, 75],
  ['Pear', 9, 8, 8, 76.8],
  ['Apple', 8, 9, 6, 45],
]);
const criteria: Scalar[][] = [
  ['Tree', 'Height', 'Age', 'Yield', 'Profit', 'Height'],
  ['=Apple', '>10', null, null, null, '<16'],
  ['=Pear', null, null, null, null, null],
];
const A1F2 = range(criteria.slice(0, 2));
const A1F3 = range(criteria);
const A1B2 = range(criteria.slice(0, 2).map((r) => r.slice(0, 2)));
const A1A2 = range(criteria.slice(0, 2).map((r) => r.slice(0, 1)));
const A1A3 = range(criteria.map((r) => r.slice(0, 1)));

describe('database functions (Excel documentation example)', () => {
  it.each<[string, Value[], number, number?]>([
    ['DCOUNT', [db, 'Age', A1F2], 1],
    ['DCOUNTA', [db, 'Profit', A1F2], 1],
    ['DMAX', [db, 'Profit', A1F3], 96],
    ['DMIN', [db, 'Profit', A1B2], 75],
    ['DSUM', [db, 'Profit', A1A2], 225],
    ['DSUM', [db, 'Profit', A1F2], 75],
    ['DPRODUCT', [db, 'Yield', A1F2], 10],
    ['DPRODUCT', [db, 'Yield', A1F3], 800],
    ['DAVERAGE', [db, 'Yield', A1B2], 12],
    ['DAVERAGE', [db, 3, db], 13],
    ['DSTDEV', [db, 'Yield', A1A3], 2.96647939, 8],
    ['DSTDEVP', [db, 'Yield', A1A3], 2.65329983, 8],
    ['DVAR', [db, 'Yield', A1A3], 8.8],
    ['DVARP', [db, 'Yield', A1A3], 7.04],
    ['DGET', [db, 'Yield', range([['Tree', 'Height'], ['=Apple', '>16']])], 14],
    ['DCOUNT', [db, null, A1A3], 5],
    ['DCOUNTA', [db, 'tree', range([['Tree'], [null]])], 6],
    ['DSUM', [db, 'Profit', range([['Tree'], ['Ap']])], 225],
    ['DSUM', [db, 'Profit', range([['Tree'], ['a*e']])], 225],
    ['DSUM', [db, 'Profit', range([['Height'], [13]])], 105],
    ['DSUM', [db, 'Profit', range([['Height', 'Height'], ['>=9', '<=13']])], 96 + 105 + 76.8],
    ['DMAX', [db, 'Profit', range([['Tree'], ['=Plum']])], 0],
    ['DCOUNTA', [range([['F'], ['x'], [''], [null], [1]]), 'F', range([['F'], [null]])], 3],
    ['DCOUNT', [range([['F'], ['x'], [''], [null], [1]]), 'F', range([['F'], [null]])], 1],
  ])('%s(%j)', (name, args, expected, decimals) => {
    near(call(name, args), expected, decimals);
  });

  it.each<[string, Value[], Value]>([
    ['DGET', [db, 'Yield', A1A3], ERRORS.NUM],
    ['DGET', [db, 'Yield', range([['Tree'], ['=Plum']])], ERRORS.VALUE],
    ['DSUM', [db, 'Weight', A1A2], ERRORS.VALUE],
    ['DSUM', [db, 6, A1A2], ERRORS.VALUE],
    ['DAVERAGE', [db, 'Yield', range([['Tree'], ['=Plum']])], ERRORS.DIV0],
    ['DVAR', [db, 'Yield', range([['Tree'], ['=Cherry']])], ERRORS.DIV0],
    ['DSUM', [db, 'Profit', range([['Tree']])], ERRORS.VALUE],
    ['DSUM', [db, 'Profit', range([['Colour'], ['red']])], 0],
    ['DSUM', [ERRORS.REF, 'Profit', A1A2], ERRORS.REF],
    // A database of headers alone, or a field of several cells, is #VALUE! (Excel's DCOUNT book).
    ['DCOUNT', [range([['Tree', 'Height']]), 'Height', A1A2], ERRORS.VALUE],
    ['DCOUNTA', [range([['Tree', 'Height']]), 'Height', A1A2], ERRORS.VALUE],
    ['DPRODUCT', [range([['Tree', 'Height']]), 'Height', A1A2], ERRORS.VALUE],
    ['DCOUNT', [db, range([['Age', 'Yield']]), A1A2], ERRORS.VALUE],
    ['DGET', [db, range([['Age', 'Yield']]), A1A2], ERRORS.VALUE],
    ['DSUM', [db, range([['Age']]), A1A2], 44],
  ])('%s(%j) is %j', (name, args, expected) => {
    expect(call(name, args)).toEqual(expected);
  });
});
