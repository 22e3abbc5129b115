import { cellId, getCell, parseCellId } from '../workbook/cell-store.js';
import type { Cell, Sheet } from '../workbook/model/index.js';
import type { CastArea } from './area.js';
import { castCell } from './cell-content.js';
import type { CastValues } from './model.js';
import type { CastCell } from './response.js';

/** A run of sheet rows drawn together (the repeated header rows, or the page's own rows), bounds included. */
export interface RowBlock {
  readonly top: number;
  readonly bottom: number;
}

interface Rect {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/**
 * The cells of each block over the area's columns, by cell id. A merge is clipped to the block it is
 * drawn in: the part of a merge that starts above the page (or left of the area) is drawn from the first
 * cell of the block it covers, with the merge's content, so a page edge never loses a merged value.
 */
export function pageCells(area: CastArea, blocks: readonly RowBlock[], values: CastValues): Record<string, CastCell> {
  const positions = new SheetPositions(area.sheet);
  const cells: Record<string, CastCell> = {};
  for (const block of blocks) {
    const rect = { top: block.top, bottom: block.bottom, left: area.left, right: area.right };
    for (let row = rect.top; row <= rect.bottom; row++) {
      for (let column = rect.left; column <= rect.right; column++) {
        const drawn = drawnCell(area.sheet, row, column, rect, positions, values);
        if (drawn) cells[cellId(area.sheet.columnIds[column], area.sheet.rowIds[row])] = drawn;
      }
    }
  }
  return cells;
}

function drawnCell(sheet: Sheet, row: number, column: number, rect: Rect, positions: SheetPositions, values: CastValues): CastCell | undefined {
  const cell = getCell(sheet, sheet.rowIds[row], sheet.columnIds[column]);
  const anchor = cell?.mergedInto ? positions.of(cell.mergedInto) : { row, column };
  if (!anchor) return castCell(cell, values.getValue(sheet.id, row, column));
  const anchorCell = anchor.row === row && anchor.column === column ? cell : getCell(sheet, sheet.rowIds[anchor.row], sheet.columnIds[anchor.column]);
  const merge = clip(anchor, anchorCell, rect);
  // Only the first cell of the clipped merge draws it; the others are covered.
  if (merge.top !== row || merge.left !== column) return undefined;
  const span = { rows: merge.bottom - merge.top + 1, columns: merge.right - merge.left + 1 };
  return castCell(anchorCell, values.getValue(sheet.id, anchor.row, anchor.column), span);
}

function clip(anchor: { row: number; column: number }, cell: Cell | undefined, rect: Rect): Rect {
  return {
    top: Math.max(anchor.row, rect.top),
    left: Math.max(anchor.column, rect.left),
    bottom: Math.min(anchor.row + (cell?.mergeRows ?? 1) - 1, rect.bottom),
    right: Math.min(anchor.column + (cell?.mergeColumns ?? 1) - 1, rect.right),
  };
}

/** Positions of cell ids, with the id-to-index maps built only when a merge needs them. */
class SheetPositions {
  private rows?: Map<string, number>;
  private columns?: Map<string, number>;
  constructor(private readonly sheet: Sheet) {}

  of(id: string): { row: number; column: number } | undefined {
    const ids = parseCellId(id);
    this.rows ??= new Map(this.sheet.rowIds.map((rowId, index) => [rowId, index]));
    this.columns ??= new Map(this.sheet.columnIds.map((columnId, index) => [columnId, index]));
    const row = ids && this.rows.get(ids.rowId);
    const column = ids && this.columns.get(ids.columnId);
    return row === undefined || column === undefined ? undefined : { row, column };
  }
}
