import { cellId, type DateSystem, getCell, parseCellId } from '../workbook/index.js';
import type { Cell, Sheet } from '../workbook/model/index.js';
import { castCell } from './cell-content.js';
import type { CastValues } from './model.js';
import type { CastCell } from './response.js';

/**
 * A run of sheet rows or columns drawn together, bounds included: the title rows or columns (frozen lines
 * above or left of the area), the repeated header rows, the page's own rows, the area's columns.
 */
export interface Run {
  readonly first: number;
  readonly last: number;
}

/** Runs in order with the empty ones left out and those that touch made one, so a merge across them stays whole. */
export function joinedRuns(runs: readonly Run[]): Run[] {
  const joined: Run[] = [];
  for (const run of runs) {
    if (run.last < run.first) continue;
    const previous = joined[joined.length - 1];
    if (previous && previous.last + 1 === run.first) joined[joined.length - 1] = { first: previous.first, last: run.last };
    else joined.push(run);
  }
  return joined;
}

export interface Rect {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

/**
 * The cells of each run of rows over each run of columns, by cell id. A merge is clipped to the block it
 * is drawn in: the part of a merge that starts above the page (or left of the area) is drawn from the
 * first cell of the block it covers, with the merge's content, so a page edge never loses a merged value.
 */
export function pageCells(sheet: Sheet, rows: readonly Run[], columns: readonly Run[], values: CastValues, dateSystem: DateSystem = 1900): Record<string, CastCell> {
  const positions = new SheetPositions(sheet);
  const cells: Record<string, CastCell> = {};
  for (const rect of blocksOf(rows, columns)) {
    for (let row = rect.top; row <= rect.bottom; row++) {
      for (let column = rect.left; column <= rect.right; column++) {
        const drawn = drawnCell(sheet, row, column, rect, positions, values, dateSystem);
        if (drawn) cells[cellId(sheet.columnIds[column], sheet.rowIds[row])] = drawn;
      }
    }
  }
  return cells;
}

/** Every run of rows across every run of columns. */
export function blocksOf(rows: readonly Run[], columns: readonly Run[]): Rect[] {
  return rows.flatMap((row) => columns.map((column) => ({ top: row.first, bottom: row.last, left: column.first, right: column.last })));
}

function drawnCell(sheet: Sheet, row: number, column: number, rect: Rect, positions: SheetPositions, values: CastValues, dateSystem: DateSystem): CastCell | undefined {
  const cell = getCell(sheet, sheet.rowIds[row], sheet.columnIds[column]);
  const anchor = cell?.mergedInto ? positions.of(cell.mergedInto) : { row, column };
  if (!anchor) return castCell(cell, values.getValue(sheet.id, row, column), undefined, dateSystem);
  const anchorCell = anchor.row === row && anchor.column === column ? cell : getCell(sheet, sheet.rowIds[anchor.row], sheet.columnIds[anchor.column]);
  const merge = clip(anchor, anchorCell, rect);
  // Only the first cell of the clipped merge draws it; the others are covered.
  if (merge.top !== row || merge.left !== column) return undefined;
  const span = { rows: merge.bottom - merge.top + 1, columns: merge.right - merge.left + 1 };
  return castCell(anchorCell, values.getValue(sheet.id, anchor.row, anchor.column), span, dateSystem);
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
