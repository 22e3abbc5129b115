import type { Column, Row } from '../model/sheet.js';
import { at, expected, refuse } from './errors.js';

/** What a reference to a cell of one sheet is checked against. */
export interface SheetAxes {
  readonly sheetId: string;
  readonly columnIds: readonly string[];
  readonly rowIds: readonly string[];
  readonly rowsById: Readonly<Record<string, Row>>;
  readonly columnsById: Readonly<Record<string, Column>>;
}

/** Checks a cell id (`${columnId}&${rowId}`) whose row and column must exist in the sheet. */
export function checkCellRef(value: unknown, axes: SheetAxes, parent: string, key: string): string {
  if (typeof value !== 'string') expected(at(parent, key), 'a cell id (column id & row id)', value);
  const problem = cellRefProblem(value, axes);
  if (problem !== undefined) refuse(at(parent, key), problem);
  return value;
}

/** Checks that a value has the form of a cell id (`${columnId}&${rowId}`), wherever it points. */
export function checkCellId(value: unknown, parent: string, key: string): string {
  if (typeof value !== 'string' || malformedCellId(value)) expected(at(parent, key), 'a cell id (column id & row id)', value);
  return value;
}

function malformedCellId(id: string): boolean {
  const amp = id.indexOf('&');
  return amp <= 0 || amp === id.length - 1;
}

/** What a sheet's cell ids are checked against. */
export function sheetAxes(sheet: Pick<SheetAxes, 'columnIds' | 'rowIds' | 'rowsById' | 'columnsById'> & { readonly id: string }): SheetAxes {
  return { sheetId: sheet.id, columnIds: sheet.columnIds, rowIds: sheet.rowIds, rowsById: sheet.rowsById, columnsById: sheet.columnsById };
}

/** Why a cell id does not name a cell of the sheet, or undefined when it does. */
export function cellRefProblem(id: string, axes: SheetAxes): string | undefined {
  if (malformedCellId(id)) return `expected a cell id (column id & row id), got ${JSON.stringify(id)}`;
  const amp = id.indexOf('&');
  const columnId = id.slice(0, amp);
  const rowId = id.slice(amp + 1);
  if (!Object.hasOwn(axes.columnsById, columnId)) return `cell "${id}" refers to column "${columnId}", which is not in sheet ${axes.sheetId}`;
  if (!Object.hasOwn(axes.rowsById, rowId)) return `cell "${id}" refers to row "${rowId}", which is not in sheet ${axes.sheetId}`;
  return undefined;
}
