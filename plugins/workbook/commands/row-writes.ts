import type { Draft } from 'immer';
import { getRowCells, putCell, putRowCells } from '../cell-store.js';
import type { Cell } from '../model/cell.js';
import type { Sheet } from '../model/sheet.js';
import { changedCell } from './cell-update.js';

interface RowWrite {
  /** The row's cells as the writes leave them (a copy of the row before, then written over). */
  readonly cells: Record<string, Cell>;
  /** The columns written with a cell (not emptied), and whether any write changed anything. */
  readonly written: Set<string>;
  changed: boolean;
  emptied: boolean;
}

/**
 * Many cells written at once (a paste, a fill of 1M cells in parts), gathered by row outside immer. A
 * row whose every cell is written, none emptied (a new row, a row pasted over whole), is put whole, frozen:
 * one write and one patch naming exactly its written cells, and immer neither drafts nor walks it (a part
 * of 5,000 cells drafted cell by cell was ~40 ms of a room's turn). Any other row is written cell by
 * cell, so that its patches still name only the cells written (co-editing's conflict notices read them).
 * The rules are updateCell's (changedCell): an empty result removes the cell, an unchanged one writes nothing.
 */
export class RowWrites {
  private readonly rows = new Map<string, RowWrite>();

  constructor(private readonly before: Sheet) {}

  update(rowId: string, columnId: string, change: (cell: Cell | undefined) => Cell | undefined): void {
    const row = this.row(rowId);
    const before = row.cells[columnId];
    const next = changedCell(before, change);
    if (next === undefined) row.written.delete(columnId);
    else row.written.add(columnId);
    if (next === before) return;
    if (next === undefined) {
      delete row.cells[columnId];
      row.emptied = true;
    } else row.cells[columnId] = next;
    row.changed = true;
  }

  /** Writes the changed rows into the draft of the sheet they were read from. */
  putInto(sheet: Draft<Sheet>): void {
    for (const [rowId, row] of this.rows) {
      if (!row.changed) continue;
      const before = getRowCells(this.before, rowId);
      if (!row.emptied && everyWritten(before, row.written)) putRowCells(sheet, rowId, Object.freeze(row.cells));
      else for (const columnId of changedColumns(before, row.cells)) putCell(sheet, rowId, columnId, row.cells[columnId]);
    }
  }

  private row(rowId: string): RowWrite {
    let row = this.rows.get(rowId);
    if (row === undefined) {
      row = { cells: { ...getRowCells(this.before, rowId) }, written: new Set(), changed: false, emptied: false };
      this.rows.set(rowId, row);
    }
    return row;
  }
}

function everyWritten(before: Readonly<Record<string, Cell>> | undefined, written: ReadonlySet<string>): boolean {
  for (const columnId in before) if (!written.has(columnId)) return false;
  return true;
}

/** The columns whose cell differs (by identity) between a row before and after, removed ones included. */
function changedColumns(before: Readonly<Record<string, Cell>> | undefined, after: Readonly<Record<string, Cell>>): string[] {
  const columns: string[] = [];
  for (const columnId in after) if (before?.[columnId] !== after[columnId]) columns.push(columnId);
  for (const columnId in before) if (!(columnId in after)) columns.push(columnId);
  return columns;
}
