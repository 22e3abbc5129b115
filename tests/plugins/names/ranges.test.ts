import { describe, expect, it } from 'vitest';
import { formatRange, parseRangeText } from '../../../plugins/names/index.js';
import { cellIdAt, twoSheetBook } from './helpers.js';

describe('range input', () => {
  const book = twoSheetBook();

  it.each([
    ['', "Range can't be blank"],
    ['   ', "Range can't be blank"],
    ['A1:B', 'Range not valid'],
    ['Sheet1!A1 + 2', 'Range not valid'],
    ['hello', 'Range not valid'],
    ['A1:B2', 'Range must specify sheet'],
    ['Nowhere!A1', "Sheet 'Nowhere' doesn't exist"],
    ["'No Sheet'!A1:B2", "Sheet 'No Sheet' doesn't exist"],
    ['Sheet1!A101', "Range doesn't exist"],
    ['Sheet1!AA1', "Range doesn't exist"],
  ])('%j gives "%s"', (text, message) => {
    expect(parseRangeText(text, book)).toEqual({ ok: false, error: message });
  });

  it('reads a single cell, an area, whole columns and quoted sheet names', () => {
    const sheet1 = book.sheetIds[0];
    expect(parseRangeText('Sheet1!B2', book)).toMatchObject({ ok: true, range: { sheetId: sheet1, fromCellId: cellIdAt(book, 0, 1, 1) } });
    const area = parseRangeText("'Data Sheet'!$B$2:C4", book);
    expect(area).toMatchObject({ ok: true, range: { fromCellId: cellIdAt(book, 1, 1, 1), toCellId: cellIdAt(book, 1, 3, 2) } });
    expect(parseRangeText('sheet1!A:B', book)).toMatchObject({ ok: true, area: { top: 0, bottom: 99, left: 0, right: 1 } });
  });

  it('formats a stored range back, quoting sheet names that need it', () => {
    const parsed = parseRangeText("'Data Sheet'!B2:C4", book);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(formatRange(book, parsed.range)).toBe("'Data Sheet'!B2:C4");
    const one = parseRangeText('Sheet1!D7', book);
    if (!one.ok) throw new Error(one.error);
    expect(formatRange(book, one.range)).toBe('Sheet1!D7');
  });
});
