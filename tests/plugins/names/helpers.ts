import { createKernel, type Kernel, type PluginManifest } from '../../../kernel/runtime.js';
import { formulasPlugin } from '../../../plugins/formulas/index.js';
import { namesPlugin } from '../../../plugins/names/index.js';
import { putCell } from '../../../plugins/workbook/cell-store.js';
import { newSheet, newWorkbook } from '../../../plugins/workbook/create.js';
import { SequentialIdGenerator } from '../../../plugins/workbook/ids.js';
import type { Workbook } from '../../../plugins/workbook/model/index.js';
import { produce } from 'immer';

/** A workbook with "Sheet1" and "Data Sheet", ids predictable. */
export function twoSheetBook(): Workbook {
  const ids = new SequentialIdGenerator();
  const book = newWorkbook(ids);
  const data = newSheet(ids, 'Data Sheet');
  return { ...book, sheetIds: [...book.sheetIds, data.id], sheetsById: { ...book.sheetsById, [data.id]: data } };
}

export function withFormula(book: Workbook, sheetIndex: number, row: number, col: number, formula: string): Workbook {
  return produce(book, (draft) => {
    const sheet = draft.sheetsById[draft.sheetIds[sheetIndex]];
    putCell(sheet, sheet.rowIds[row], sheet.columnIds[col], { formula });
  });
}

/** A kernel with the names plugin over a bare workbook plugin (only its id is needed here). */
export function namesKernel(document: Workbook = twoSheetBook()): Kernel<Workbook, object> {
  const workbookStub: PluginManifest<Workbook, object> = { id: 'workbook' };
  return createKernel<Workbook, object>({ plugins: [workbookStub, formulasPlugin as PluginManifest<Workbook, object>, namesPlugin as PluginManifest<Workbook, object>], document, view: {} });
}

export function cellIdAt(book: Workbook, sheetIndex: number, row: number, col: number): string {
  const sheet = book.sheetsById[book.sheetIds[sheetIndex]];
  return `${sheet.columnIds[col]}&${sheet.rowIds[row]}`;
}
