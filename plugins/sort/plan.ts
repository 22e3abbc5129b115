import { UserError, type CellArea } from '../../kernel/index.js';
import { getRowCells } from '../workbook/index.js';
import type { Cell, Sheet } from '../workbook/model/index.js';
import { SORT_ARRAY_MESSAGE, SORT_KEY_OUTSIDE_MESSAGE, SORT_NO_KEYS_MESSAGE } from './messages.js';
import { RadixKeys, radixOrder } from './radix-order.js';
import type { SortValue } from './sort-values.js';

/** One column to sort by: its index in the sheet, and the direction. */
export interface SortKey {
  readonly column: number;
  readonly descending?: boolean;
}

export interface SortRequest {
  /** The range to sort; a whole-sheet sort passes the sheet's used rows and all its columns. */
  readonly area: CellArea;
  /** Sort by the first key, ties broken by the next, and so on. */
  readonly keys: readonly SortKey[];
  /** The range's first row is a header row and stays where it is. */
  readonly header?: boolean;
}

/** The rows a sort rearranges and, for each of them in turn, the row (sheet index) whose content it takes. */
export interface SortPlan {
  readonly area: CellArea;
  readonly order: readonly number[];
}

/** The computed value of a cell by position; the editor passes the engine's. */
export type ValueReader = (row: number, col: number) => SortValue;

/** Whether values spilled by an array formula lie in an area (the engine's `spillsInto`). */
export type SpillReader = (area: CellArea) => boolean;

/**
 * Works out a sort: which row's content goes where, stable for equal keys: a stable radix pass per key,
 * the last key first (radix-order.ts). Refuses a range holding values spilled by an array formula, whose
 * array would be cut apart: asked of `spills` (the engine) when given, otherwise found as cells with a
 * value but no content of their own, which reads the area's cells. Merged cells are refused by the
 * `sort.rows` command, which reads every cell it moves anyway.
 */
export function planSort(sheet: Sheet, request: SortRequest, read: ValueReader, spills?: SpillReader): SortPlan {
  const { keys } = request;
  if (keys.length === 0) throw new UserError(SORT_NO_KEYS_MESSAGE);
  const top = request.area.top + (request.header ? 1 : 0);
  const area: CellArea = { ...request.area, top };
  if (keys.some((key) => key.column < area.left || key.column > area.right)) throw new UserError(SORT_KEY_OUTSIDE_MESSAGE);
  if (spills ? spills(area) : spilledIn(sheet, area, read)) throw new UserError(SORT_ARRAY_MESSAGE);
  const rows = Math.max(0, area.bottom - top + 1);
  let order = new Uint32Array(rows);
  for (let i = 0; i < rows; i++) order[i] = i;
  for (let k = keys.length - 1; k >= 0; k--) {
    const { column, descending } = keys[k];
    order = radixOrder(order, new RadixKeys(rows, (i) => read(top + i, column), Boolean(descending)));
  }
  const sources = new Array<number>(rows);
  for (let i = 0; i < rows; i++) sources[i] = top + order[i];
  return { area, order: sources };
}

/**
 * Values spilled into the area, found from the cells: a row whose cells in the area all hold content (a
 * full table) has none; the others are read cell by cell for a value without content.
 */
function spilledIn(sheet: Sheet, area: CellArea, read: ValueReader): boolean {
  const inArea = new Set(sheet.columnIds.slice(area.left, area.right + 1));
  const width = area.right - area.left + 1;
  for (let row = area.top; row <= area.bottom; row++) {
    const cells = getRowCells(sheet, sheet.rowIds[row] ?? '');
    let held = 0;
    for (const columnId in cells) {
      const cell = cells[columnId];
      if (inArea.has(columnId) && (cell.value !== undefined || cell.formula)) held++;
    }
    if (held < width && spillsInRow(sheet, area, row, cells, read)) return true;
  }
  return false;
}

function spillsInRow(sheet: Sheet, area: CellArea, row: number, cells: Readonly<Record<string, Cell>> | undefined, read: ValueReader): boolean {
  for (let col = area.left; col <= area.right; col++) {
    const cell = cells?.[sheet.columnIds[col] ?? ''];
    if (!cell?.formula && cell?.value === undefined && read(row, col) !== null) return true;
  }
  return false;
}
