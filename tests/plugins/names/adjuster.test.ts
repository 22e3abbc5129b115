import '../../../kernel/immer-setup.js';
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { StructuralChange } from '../../../kernel/index.js';
import { formatRange, namesAdjuster, parseRangeText } from '../../../plugins/names/index.js';
import type { NamedRange, Workbook } from '../../../plugins/workbook/model/index.js';
import { twoSheetBook } from './helpers.js';

function bookWithRange(text: string): Workbook {
  const book = twoSheetBook();
  const parsed = parseRangeText(text, book);
  if (!parsed.ok) throw new Error(parsed.error);
  const range: NamedRange = { id: 'r', name: 'R', ...parsed.range };
  return { ...book, namedRangesById: { r: range } };
}

/** Applies the change the way a workbook command would (rows/columns removed), then the adjuster. */
function apply(book: Workbook, change: StructuralChange): Workbook {
  return produce(book, (draft) => {
    const sheet = draft.sheetsById[change.sheetId];
    if (change.kind === 'delete-rows') sheet.rowIds.splice(change.at, change.count);
    if (change.kind === 'delete-columns') sheet.columnIds.splice(change.at, change.count);
    const fresh = (count: number) => Array.from({ length: count }, (_, i) => `new${i}`);
    if (change.kind === 'insert-rows') sheet.rowIds.splice(change.at, 0, ...fresh(change.count));
    if (change.kind === 'insert-columns') sheet.columnIds.splice(change.at, 0, ...fresh(change.count));
    if (change.kind === 'move-rows') {
      const block = sheet.rowIds.splice(change.from, change.count);
      sheet.rowIds.splice(change.to > change.from ? change.to - change.count : change.to, 0, ...block);
    }
    if (change.kind === 'delete-sheet') {
      delete draft.sheetsById[change.sheetId];
      draft.sheetIds = draft.sheetIds.filter((id) => id !== change.sheetId);
    }
    namesAdjuster(draft, change, book);
  });
}

const text = (book: Workbook) => (book.namedRangesById.r.invalid ? 'invalid' : formatRange(book, book.namedRangesById.r));

describe('names adjuster', () => {
  const s1 = (book: Workbook) => book.sheetIds[0];
  it.each<[string, (sheetId: string) => StructuralChange, string]>([
    ['Sheet1!B3:C6', (sheetId) => ({ kind: 'insert-rows', sheetId, at: 3, count: 2 }), 'Sheet1!B3:C8'],
    ['Sheet1!B3:C6', (sheetId) => ({ kind: 'insert-columns', sheetId, at: 0, count: 1 }), 'Sheet1!C3:D6'],
    ['Sheet1!B3:C6', (sheetId) => ({ kind: 'delete-rows', sheetId, at: 3, count: 2 }), 'Sheet1!B3:C4'],
    ['Sheet1!B3:C6', (sheetId) => ({ kind: 'delete-rows', sheetId, at: 1, count: 3 }), 'Sheet1!B2:C3'],
    ['Sheet1!B3:C6', (sheetId) => ({ kind: 'delete-rows', sheetId, at: 4, count: 5 }), 'Sheet1!B3:C4'],
    ['Sheet1!B3:C6', (sheetId) => ({ kind: 'delete-rows', sheetId, at: 2, count: 4 }), 'invalid'],
    ['Sheet1!B3', (sheetId) => ({ kind: 'delete-columns', sheetId, at: 1, count: 1 }), 'invalid'],
    ['Sheet1!B3:D3', (sheetId) => ({ kind: 'delete-columns', sheetId, at: 1, count: 1 }), 'Sheet1!B3:C3'],
    ['Sheet1!B3:B4', (sheetId) => ({ kind: 'insert-cells', sheetId, area: { top: 0, left: 1, bottom: 0, right: 1 }, shift: 'down' }), 'Sheet1!B4:B5'],
    ['Sheet1!B3:B4', (sheetId) => ({ kind: 'delete-cells', sheetId, area: { top: 0, left: 1, bottom: 0, right: 1 }, shift: 'up' }), 'Sheet1!B2:B3'],
    ['Sheet1!B3', (sheetId) => ({ kind: 'delete-sheet', sheetId, name: 'Sheet1' }), 'invalid'],
    ['Sheet1!A1:A4', (sheetId) => ({ kind: 'move-rows', sheetId, from: 0, count: 1, to: 4 }), 'Sheet1!A1:A4'],
    ['Sheet1!A1:A4', (sheetId) => ({ kind: 'move-rows', sheetId, from: 1, count: 2, to: 10 }), 'Sheet1!A1:A2'],
    ['Sheet1!A3', (sheetId) => ({ kind: 'move-rows', sheetId, from: 2, count: 1, to: 0 }), 'Sheet1!A1'],
  ])('%s after %#', (range, change, expected) => {
    const book = bookWithRange(range);
    expect(text(apply(book, change(s1(book))))).toBe(expected);
  });

  it('leaves ranges on other sheets alone', () => {
    const book = bookWithRange("'Data Sheet'!A1:A4");
    expect(apply(book, { kind: 'delete-rows', sheetId: s1(book), at: 0, count: 3 }).namedRangesById).toBe(book.namedRangesById);
  });
});
