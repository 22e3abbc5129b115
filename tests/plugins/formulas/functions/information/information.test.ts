import { describe, expect, it } from 'vitest';
import { ERRORS, FormulaError, type RangeRef, type Scalar } from '../../../../../plugins/formulas/values.js';
import { call, grid, testContext } from '../call.js';
import { show, table } from '../text/table.js';

/** A reference to B3 (or a block from it) holding the given values. */
function ref(values: Scalar[][], top = 2, left = 1): RangeRef {
  return {
    kind: 'range',
    sheetId: 'sheet1',
    top,
    left,
    bottom: top + values.length - 1,
    right: left + values[0].length - 1,
    rows: values.length,
    cols: values[0].length,
    get: (r, c) => values[r]?.[c] ?? null,
    each: (visit) => values.forEach((line, r) => line.forEach((v, c) => v !== null && visit(v, r, c))),
  };
}

describe('IS functions', () => {
  table([
    ['ISBLANK', [null], true],
    ['ISBLANK', [''], false],
    ['ISBLANK', [0], false],
    ['ISBLANK', [ERRORS.NA], false],
    ['ISERR', [ERRORS.DIV0], true],
    ['ISERR', [ERRORS.NA], false],
    ['ISERR', [1], false],
    ['ISERROR', [ERRORS.NA], true],
    ['ISERROR', [new FormulaError('#REF!', 'deleted')], true],
    ['ISERROR', ['#N/A'], false],
    ['ISNA', [ERRORS.NA], true],
    ['ISNA', [ERRORS.VALUE], false],
    ['ISLOGICAL', [true], true],
    ['ISLOGICAL', ['TRUE'], false],
    ['ISNUMBER', [4], true],
    ['ISNUMBER', ['4'], false],
    ['ISNUMBER', [null], false],
    ['ISNUMBER', [ERRORS.DIV0], false],
    ['ISTEXT', ['Gold'], true],
    ['ISTEXT', [''], true],
    ['ISTEXT', [1], false],
    ['ISNONTEXT', [19], true],
    ['ISNONTEXT', [null], true],
    ['ISNONTEXT', ['x'], false],
    ['ISNONTEXT', [ERRORS.NA], true],
    ['ISEVEN', [-1], false],
    ['ISEVEN', [2.5], true],
    ['ISEVEN', [5], false],
    ['ISEVEN', [0], true],
    ['ISEVEN', [null], true],
    ['ISEVEN', ['4'], true],
    ['ISEVEN', ['x'], '#VALUE!'],
    ['ISEVEN', [true], '#VALUE!'],
    ['ISODD', [-1], true],
    ['ISODD', [2.5], false],
    ['ISODD', [5], true],
    ['ISODD', [ERRORS.NA], '#N/A'],
    ['ISREF', [ref([[1]])], true],
    ['ISREF', [1], false],
    ['ISREF', [grid([[1, 2]])], false],
    ['ISREF', [ERRORS.REF], false],
    ['ISFORMULA', [ref([[1]])], false],
    ['ISFORMULA', [1], '#VALUE!'],
    ['ISEMAIL', ['ann@example.com'], true],
    ['ISEMAIL', ['ann.lee+x@mail.example.co.uk'], true],
    ['ISEMAIL', ['ann@example'], false],
    ['ISEMAIL', ['ann example.com'], false],
    ['ISEMAIL', [ERRORS.NA], false],
    ['ISURL', ['https://example.com/path?q=1'], true],
    ['ISURL', ['www.example.org'], true],
    ['ISURL', ['example'], false],
    ['ISURL', ['http://bad host.com'], false],
    ['ISURL', [5], false],
  ]);
});

describe('TYPE, ERROR.TYPE, N, NA', () => {
  table([
    ['TYPE', [2], 1],
    ['TYPE', [null], 1],
    ['TYPE', ['Smith'], 2],
    ['TYPE', [true], 4],
    ['TYPE', [ERRORS.DIV0], 16],
    ['TYPE', [grid([[1, 2]])], 64],
    ['TYPE', [ref([['x']])], 2],
    ['ERROR.TYPE', [ERRORS.NULL], 1],
    ['ERROR.TYPE', [ERRORS.DIV0], 2],
    ['ERROR.TYPE', [ERRORS.VALUE], 3],
    ['ERROR.TYPE', [ERRORS.REF], 4],
    ['ERROR.TYPE', [ERRORS.NAME], 5],
    ['ERROR.TYPE', [ERRORS.NUM], 6],
    ['ERROR.TYPE', [ERRORS.NA], 7],
    ['ERROR.TYPE', [ERRORS.SPILL], 9],
    ['ERROR.TYPE', [ERRORS.CALC], 14],
    ['ERROR.TYPE', [1], '#N/A'],
    ['ERROR.TYPE', ['#N/A'], '#N/A'],
    ['N', [7], 7],
    ['N', ['Even'], 0],
    ['N', [true], 1],
    ['N', [false], 0],
    ['N', [null], 0],
    ['N', [ERRORS.DIV0], '#DIV/0!'],
    ['NA', [], '#N/A'],
  ]);
});

describe('CELL, INFO, SHEET, SHEETS', () => {
  const block = ref([['label', 2], [null, 4]]);
  table([
    ['CELL', ['address', block], '$B$3'],
    ['CELL', ['row', block], 3],
    ['CELL', ['col', block], 2],
    ['CELL', ['contents', block], 'label'],
    ['CELL', ['type', block], 'l'],
    ['CELL', ['type', ref([[5]])], 'v'],
    ['CELL', ['type', ref([[null]])], 'b'],
    ['CELL', ['CONTENTS', ref([[5]])], 5],
    ['CELL', ['color', block], '#VALUE!'],
    ['CELL', ['row', 5], '#VALUE!'],
    ['CELL', ['address', ERRORS.REF], '#REF!'],
    ['INFO', ['recalc'], 'Automatic'],
    ['INFO', ['numfile'], 1],
    ['INFO', ['memavail'], '#VALUE!'],
    ['SHEET', [], 1],
    ['SHEET', [block], 1],
    ['SHEET', ['SHEET1'], 1],
    ['SHEET', ['Nowhere'], '#N/A'],
    ['SHEET', [ERRORS.DIV0], '#DIV/0!'],
    ['SHEETS', [], 1],
    ['SHEETS', [block], 1],
    ['SHEETS', [5], '#REF!'],
  ]);

  it('CELL without a reference describes the formula cell', () => {
    const ctx = testContext({ row: 9, col: 27 });
    expect(show(call('CELL', ['address'], ctx))).toBe('$AB$10');
    expect(show(call('CELL', ['row'], ctx))).toBe(10);
    expect(show(call('CELL', ['contents'], ctx))).toBe('#VALUE!');
  });
});
