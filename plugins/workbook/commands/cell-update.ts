import type { Draft } from 'immer';
import type { CellArea } from '../../../kernel/index.js';
import { getRowCells, isEmptyCell, putCell } from '../cell-store.js';
import type { Cell } from '../model/cell.js';
import type { Sheet } from '../model/sheet.js';
import { compact, readCell } from './context.js';

/**
 * Rewrites one cell through `change`. An empty result removes the cell and an unchanged one writes
 * nothing, so a command only creates patches for cells it really changes.
 */
export function updateCell(
  sheet: Draft<Sheet>,
  rowId: string,
  columnId: string,
  change: (cell: Cell | undefined) => Cell | undefined,
): void {
  const before = readCell(sheet, rowId, columnId);
  const next = changedCell(before, change);
  if (next !== before) putCell(sheet, rowId, columnId, next);
}

/** What `change` makes of a cell: undefined when nothing is left in it, `before` itself when it is the same. */
export function changedCell(before: Cell | undefined, change: (cell: Cell | undefined) => Cell | undefined): Cell | undefined {
  const after = change(before);
  const next = after === undefined ? undefined : compact(after);
  if (next === undefined || isEmptyCell(next)) return undefined;
  return before !== undefined && sameFields(before, next) ? before : next;
}

/** Cells are small, so comparing them deeply is cheap and saves writing cells that did not change. */
function sameFields(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  const keysA = Object.keys(recordA).filter((key) => recordA[key] !== undefined);
  const keysB = Object.keys(recordB).filter((key) => recordB[key] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysB.every((key) => sameFields(recordA[key], recordB[key]));
}

/** Every position of an area, stored or not (for writes that create cells, such as formats). */
export function forEachPosition(sheet: Sheet, area: CellArea, visit: (rowId: string, columnId: string, row: number, column: number) => void): void {
  for (let row = area.top; row <= area.bottom; row++) {
    const rowId = sheet.rowIds[row];
    for (let column = area.left; column <= area.right; column++) visit(rowId, sheet.columnIds[column], row, column);
  }
}

/**
 * Only the stored cells of an area (for clears), so clearing a whole-sheet selection costs the cells
 * that exist, not rows times columns.
 */
export function forEachStoredCell(sheet: Sheet, columnIndex: ReadonlyMap<string, number>, area: CellArea, visit: (rowId: string, columnId: string) => void): void {
  for (let row = area.top; row <= area.bottom; row++) {
    const rowId = sheet.rowIds[row];
    const cells = getRowCells(sheet, rowId);
    if (!cells) continue;
    for (const columnId of Object.keys(cells)) {
      const column = columnIndex.get(columnId);
      if (column !== undefined && column >= area.left && column <= area.right) visit(rowId, columnId);
    }
  }
}

/** An object without its undefined fields, or undefined when nothing is left (for nested cell fields). */
export function tidy<T extends object>(object: T | undefined): T | undefined {
  if (object === undefined) return undefined;
  const out = compact(object);
  return Object.keys(out).length === 0 ? undefined : out;
}
