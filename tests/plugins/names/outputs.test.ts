import { describe, expect, it } from 'vitest';
import type { CellReader } from '../../../plugins/formulas/outputs/index.js';
import { computeOutputs } from '../../../plugins/names/index.js';
import { ERRORS, type Scalar } from '../../../plugins/formulas/values.js';
import { parseRangeText } from '../../../plugins/names/index.js';
import { newWorkbook, SequentialIdGenerator, type NamedRange, type Workbook } from '../../../plugins/workbook/index.js';

const book = newWorkbook(new SequentialIdGenerator());
const sheetId = book.sheetIds[0];
const columnIds = book.sheetsById[sheetId].columnIds;

/** A grid of values by A1-like position: row-major from A1. */
const GRID: Scalar[][] = [
  ['Name', 'Qty', 'Price'],
  ['Pen', 2, 1.5],
  ['Ink', 1, ERRORS.NA],
  [45292, true, null],
];
const read: CellReader = (_sheet, row, col) => GRID[row]?.[col] ?? null;

function withRanges(...ranges: (Partial<NamedRange> & { name: string; text: string })[]): Workbook {
  const namedRangesById: Record<string, NamedRange> = {};
  ranges.forEach(({ text, ...fields }, i) => {
    const parsed = parseRangeText(text, book);
    if (!parsed.ok) throw new Error(parsed.error);
    namedRangesById[`r${i}`] = { id: `r${i}`, output: true, ...parsed.range, ...fields };
  });
  return { ...book, namedRangesById };
}

describe('outputs', () => {
  it('gives one value for one cell, keyed by output name or name', () => {
    const outputs = computeOutputs(withRanges({ name: 'First', text: 'Sheet1!A2' }, { name: 'Other', outputName: 'price', text: 'Sheet1!C2' }), read);
    expect(outputs).toEqual({ First: 'Pen', price: 1.5 });
  });

  it('skips ranges not flagged as outputs', () => {
    expect(computeOutputs(withRanges({ name: 'Quiet', output: false, text: 'Sheet1!A1' }), read)).toEqual({});
  });

  it('nests dotted output names', () => {
    const outputs = computeOutputs(withRanges(
      { name: 'A', outputName: 'order.first.name', text: 'Sheet1!A2' },
      { name: 'B', outputName: 'order.first.qty', text: 'Sheet1!B2' },
      { name: 'C', outputName: 'order.date', text: 'Sheet1!A4' },
    ), read);
    expect(outputs).toEqual({ order: { first: { name: 'Pen', qty: 2 }, date: 45292 } });
  });

  it('gives an array for one column, with errors as text and empty cells as null', () => {
    expect(computeOutputs(withRanges({ name: 'Prices', text: 'Sheet1!C2:C4' }), read)).toEqual({ Prices: [1.5, '#N/A', null] });
  });

  it('gives arrays of arrays for several columns without keys', () => {
    expect(computeOutputs(withRanges({ name: 'Rows', text: 'Sheet1!A2:B3' }), read)).toEqual({ Rows: [['Pen', 2], ['Ink', 1]] });
  });

  it('gives row objects keyed by column outputs, leaving out columns without a key', () => {
    const columnOutputs = { [columnIds[0]]: 'name', [columnIds[2]]: 'price' };
    expect(computeOutputs(withRanges({ name: 'Items', text: 'Sheet1!A2:C3', columnOutputs }), read)).toEqual({
      Items: [{ name: 'Pen', price: 1.5 }, { name: 'Ink', price: '#N/A' }],
    });
  });

  it('gives a one-row, several-column range as an array of one row', () => {
    expect(computeOutputs(withRanges({ name: 'Header', text: 'Sheet1!A1:C1' }), read)).toEqual({ Header: [['Name', 'Qty', 'Price']] });
  });

  it('gives #REF! for an invalid named range', () => {
    expect(computeOutputs(withRanges({ name: 'Gone', invalid: true, text: 'Sheet1!A1' }), read)).toEqual({ Gone: '#REF!' });
  });
});
