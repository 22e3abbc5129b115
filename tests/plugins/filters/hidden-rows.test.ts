import { describe, expect, it } from 'vitest';
import { columnValues, filteredRows, meets, type FilterCellReader } from '../../../plugins/filters/index.js';
import { filtersKernel, storedReader } from './helpers.js';
import type { TestKernel } from '../workbook/boot.js';

function withFilter(): TestKernel {
  const t = filtersKernel();
  t.run('filters.create', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 } });
  return t;
}

const criteria = (t: TestKernel, col: number, value: object | undefined) =>
  expect(t.run('filters.set-criteria', { sheetId: t.sheetId, columnId: t.sheet().columnIds[col], criteria: value })).toEqual({ ok: true });

describe('filteredRows', () => {
  it('hides nothing without a filter or without criteria', () => {
    const t = filtersKernel();
    expect(filteredRows(t.sheet(), storedReader(t.sheet()))).toEqual([]);
    t.run('filters.create', { sheetId: t.sheetId, area: { top: 0, left: 0, bottom: 0, right: 0 } });
    expect(filteredRows(t.sheet(), storedReader(t.sheet()))).toEqual([]);
  });

  it('hides body rows whose displayed text is a hidden value, never the header', () => {
    const t = withFilter();
    criteria(t, 1, { hiddenValues: ['Red', 'Colour'] });
    expect(filteredRows(t.sheet(), storedReader(t.sheet()))).toEqual([1, 3]);
  });

  it("'' hides blank cells, and several filtered columns hide the union of their rows", () => {
    const t = withFilter();
    criteria(t, 1, { hiddenValues: [''] });
    expect(filteredRows(t.sheet(), storedReader(t.sheet()))).toEqual([4]);
    criteria(t, 0, { hiddenValues: ['Banana'] });
    expect(filteredRows(t.sheet(), storedReader(t.sheet()))).toEqual([2, 4]);
  });

  it('conditions hide the rows that do not meet them', () => {
    const t = withFilter();
    criteria(t, 2, { condition: { type: 'number_greater_equal', input1: '4' } });
    expect(filteredRows(t.sheet(), storedReader(t.sheet()))).toEqual([1, 2]);
  });

  it('reads only the rows of the range and only the filtered columns', () => {
    const t = withFilter();
    criteria(t, 1, { hiddenValues: ['Red'] });
    const read: string[] = [];
    const reader: FilterCellReader = (row, col) => {
      read.push(`${row},${col}`);
      return storedReader(t.sheet())(row, col);
    };
    filteredRows(t.sheet(), reader);
    expect(read).toEqual(['1,1', '2,1', '3,1', '4,1']);
  });
});

describe('cost', () => {
  it('number conditions never ask a number cell for its (costly) text', () => {
    const t = withFilter();
    criteria(t, 2, { condition: { type: 'number_less', input1: '4' } });
    const reader: FilterCellReader = (row) => ({
      number: row,
      get text(): string {
        throw new Error('text read');
      },
    });
    expect(filteredRows(t.sheet(), reader)).toEqual([4]);
  });
});

describe('conditions', () => {
  it('compare text without case and numbers by value', () => {
    expect(meets({ type: 'text_contains', input1: 'AN' }, { text: 'Banana' })).toBe(true);
    expect(meets({ type: 'text_begins_with', input1: 'ch' }, { text: 'Cherry' })).toBe(true);
    expect(meets({ type: 'text_ends_with', input1: 'x' }, { text: 'Cherry' })).toBe(false);
    expect(meets({ type: 'is_empty' }, { text: '' })).toBe(true);
    expect(meets({ type: 'number_between', input1: '5', input2: '1' }, { text: '3', number: 3 })).toBe(true);
    expect(meets({ type: 'number_less', input1: '3' }, { text: 'three' })).toBe(false);
    expect(meets({ type: 'number_greater', input1: '' }, { text: '3', number: 3 })).toBe(false);
  });
});

describe('columnValues', () => {
  it('lists the distinct texts below the header, sorted naturally, blanks last', () => {
    const t = withFilter();
    expect(columnValues(t.sheet(), 1, storedReader(t.sheet())).values).toEqual(['Red', 'Yellow', '']);
    expect(columnValues(t.sheet(), 2, storedReader(t.sheet())).values).toEqual(['1', '3', '4', '5']);
    expect(columnValues(t.sheet(), 7, storedReader(t.sheet())).values).toEqual([]);
  });

  it('sorts numbers in text by value, and is capped with a flag', () => {
    const t = withFilter();
    const texts = ['item 10', 'item 9', 'Item 1', 'b'];
    const reader: FilterCellReader = (row) => ({ text: texts[(row - 1) % texts.length] });
    expect(columnValues(t.sheet(), 0, reader).values).toEqual(['b', 'Item 1', 'item 9', 'item 10']);
    expect(columnValues(t.sheet(), 0, reader, 2)).toEqual({ values: ['item 9', 'item 10'], truncated: true });
  });

  it('narrows the list to the values a search matches, past the cap too', () => {
    const t = withFilter();
    const reader: FilterCellReader = (row) => ({ text: `item ${row}` });
    expect(columnValues(t.sheet(), 0, reader, 2, (text) => text.endsWith('4'))).toEqual({ values: ['item 4'], truncated: false });
  });

  it("leaves out rows other columns' criteria hide, as Sheets does", () => {
    const t = withFilter();
    criteria(t, 1, { hiddenValues: ['Red'] });
    expect(columnValues(t.sheet(), 0, storedReader(t.sheet())).values).toEqual(['Banana', 'Date']);
    expect(columnValues(t.sheet(), 1, storedReader(t.sheet())).values).toEqual(['Red', 'Yellow', '']);
  });

  it('lists hidden values even when no row shows them any more', () => {
    const t = withFilter();
    criteria(t, 0, { hiddenValues: ['Kiwi'] });
    expect(columnValues(t.sheet(), 0, storedReader(t.sheet())).values).toEqual(['Apple', 'Banana', 'Cherry', 'Date', 'Kiwi']);
  });
});
