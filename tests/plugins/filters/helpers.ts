import { produce } from 'immer';
import type { PluginManifest } from '../../../kernel/index.js';
import { filtersPlugin } from '../../../plugins/filters/index.js';
import type { FilterCellReader } from '../../../plugins/filters/index.js';
import {
  getCell, putCell,
  type Sheet, type Workbook, type WorkbookView,
} from '../../../plugins/workbook/index.js';
import { boot, type TestKernel } from '../workbook/boot.js';
import { sortPlugin } from '../../../plugins/sort/index.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';

/** The table most tests filter: a header row and four rows of fruit, in A1:C5. */
export const TABLE: readonly (readonly (string | number | null)[])[] = [
  ['Fruit', 'Colour', 'Price'],
  ['Apple', 'Red', 3],
  ['Banana', 'Yellow', 1],
  ['Cherry', 'Red', 5],
  ['Date', null, 4],
];

export function withTable(book: Workbook, table = TABLE, at = { row: 0, col: 0 }): Workbook {
  return produce(book, (draft) => {
    const sheet = draft.sheetsById[draft.sheetIds[0]];
    table.forEach((line, r) =>
      line.forEach((value, c) => {
        if (value !== null) putCell(sheet, sheet.rowIds[at.row + r], sheet.columnIds[at.col + c], { value });
      }),
    );
  });
}

/** A kernel with the workbook and filters plugins over a sheet holding TABLE, ids predictable. */
export function filtersKernel(prepare: (book: Workbook) => Workbook = (book) => withTable(book)): TestKernel {
  return boot(prepare, [formulasPlugin, sortPlugin, filtersPlugin] as unknown as PluginManifest<Workbook, WorkbookView>[]);
}

/** Reads cells as their stored values (no engine): enough for tests of the derivation. */
export function storedReader(sheet: Sheet): FilterCellReader {
  return (row, col) => {
    const value = getCell(sheet, sheet.rowIds[row], sheet.columnIds[col])?.value;
    if (value === undefined || value === null) return { text: '' };
    return typeof value === 'number' ? { text: String(value), number: value } : { text: String(value) };
  };
}

/** The filter's range as A1-style corners, for short assertions. */
export function rangeA1(sheet: Sheet): string | undefined {
  const filter = sheet.filter;
  if (!filter) return undefined;
  const at = (id: string) => {
    const [columnId, rowId] = id.split('&');
    return `${String.fromCharCode(65 + sheet.columnIds.indexOf(columnId))}${sheet.rowIds.indexOf(rowId) + 1}`;
  };
  return `${at(filter.range.fromCellId)}:${at(filter.range.toCellId)}`;
}
