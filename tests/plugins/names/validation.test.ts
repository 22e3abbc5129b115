import { describe, expect, it } from 'vitest';
import {
  cleanColumnOutputs, cleanName, cleanOutputName, columnOutputsError, defaultName, nameError, outputNameError,
} from '../../../plugins/names/index.js';
import type { NamedRange, Workbook } from '../../../plugins/workbook/model/index.js';
import { twoSheetBook } from './helpers.js';

function bookWith(...ranges: Partial<NamedRange>[]): Workbook {
  const book = twoSheetBook();
  const namedRangesById = Object.fromEntries(ranges.map((r, i) => {
    const id = r.id ?? `n${i}`;
    return [id, { id, name: `Range${i}`, sheetId: book.sheetIds[0], fromCellId: 'x&y', ...r }];
  }));
  return { ...book, namedRangesById };
}

describe('named range names', () => {
  it('strips characters other than letters, digits and underscores', () => {
    expect(cleanName('Total Price ($)')).toBe('TotalPrice');
    expect(cleanName('tax_rate-2')).toBe('tax_rate2');
  });

  it.each([
    ['', "Name can't be blank"],
    ['a'.repeat(251), "Name can't exceed 250 characters"],
    ['1stItem', "Name can't begin with a number"],
    ['trueValue', 'Name can\'t begin with "true" or "false"'],
    ['FALSEHOOD', 'Name can\'t begin with "true" or "false"'],
    ['A1', "Name can't be in cell notation (like A1)"],
    ['xfd1048576', "Name can't be in cell notation (like A1)"],
    ['R1C1', "Name can't be in cell notation (like A1)"],
  ])('%s is refused with "%s"', (name, message) => {
    expect(nameError(name, bookWith())).toBe(message);
  });

  it.each(['Rate', 'ABCD1', 'rate_2024', '_hidden', 'a'.repeat(250)])('%s is accepted', (name) => {
    expect(nameError(name, bookWith())).toBeUndefined();
  });

  it('is unique case-insensitively, except against itself', () => {
    const book = bookWith({ id: 'a', name: 'TaxRate' });
    expect(nameError('taxrate', book)).toBe("Name 'taxrate' is already in use");
    expect(nameError('TAXRATE', book, 'a')).toBeUndefined();
  });

  it('defaults to the first free NamedRangeN', () => {
    expect(defaultName(bookWith())).toBe('NamedRange1');
    expect(defaultName(bookWith({ name: 'NamedRange1' }, { name: 'namedrange3' }))).toBe('NamedRange2');
  });
});

describe('output names', () => {
  it('keeps letters, digits, underscores and dots', () => {
    expect(cleanOutputName('buyer.first name!')).toBe('buyer.firstname');
  });

  it.each([
    ['a'.repeat(251), "Output name can't exceed 250 characters"],
    ['buyer..name', "Output name parts can't be blank"],
    ['.name', "Output name parts can't be blank"],
    ['buyer.', "Output name parts can't be blank"],
    ['items.0', "Output name parts can't begin with a number"],
    ['2items', "Output name parts can't begin with a number"],
  ])('%s is refused with "%s"', (name, message) => {
    expect(outputNameError(name, bookWith())).toBe(message);
  });

  it('is optional', () => {
    expect(outputNameError('', bookWith())).toBeUndefined();
  });

  it('must not repeat another output key, or nest under or over one', () => {
    const book = bookWith({ id: 'a', outputName: 'totals.net' }, { id: 'b', name: 'Tax', output: true }, { id: 'c', name: 'Quiet' });
    expect(outputNameError('totals.net', book)).toBe("Output name 'totals.net' is already in use");
    expect(outputNameError('totals', book)).toBe("Output name 'totals' is already in use");
    expect(outputNameError('Tax.rate', book)).toBe("Output name 'Tax.rate' is already in use");
    expect(outputNameError('Quiet', book)).toBeUndefined();
    expect(outputNameError('totals.net', book, 'a')).toBeUndefined();
    expect(outputNameError('totals.gross', book)).toBeUndefined();
  });
});

describe('column output keys', () => {
  it('are cleaned, dropped when empty and kept only for columns of a multi-column range', () => {
    expect(cleanColumnOutputs({ c1: 'unit price', c2: '', c9: 'x' }, ['c1', 'c2'])).toEqual({ c1: 'unitprice' });
    expect(cleanColumnOutputs({ c1: 'price' }, ['c1'])).toBeUndefined();
    expect(cleanColumnOutputs({ c1: '$$' }, ['c1', 'c2'])).toBeUndefined();
  });

  it('are unique within the range', () => {
    expect(columnOutputsError({ c1: 'price', c2: 'price' })).toBe("Column output 'price' is already in use");
    expect(columnOutputsError({ c1: 'price', c2: 'qty' })).toBeUndefined();
  });
});
