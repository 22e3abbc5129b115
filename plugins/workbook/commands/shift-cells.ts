import type { Draft } from 'immer';
import { UserError, type CellArea } from '../../../kernel/index.js';
import { bucketOf, cellId, getRowCells } from '../cell-store.js';
import type { Cell } from '../model/cell.js';
import type { Sheet } from '../model/sheet.js';
import type { Workbook } from '../model/workbook.js';
import { appendVectors } from './axis.js';
import { clampArea, draftSheet, idGenerator, sheetBefore, type WorkbookCommand, type WorkbookContext } from './context.js';
import { anchorPosition, contains, findMerges, intersects, mergeArea } from './merges.js';
import { CELLS_INTO_MERGE_MESSAGE } from './messages.js';
import { indexOfIds } from './positions.js';

export interface InsertCellsParams {
  readonly sheetId: string;
  readonly area: CellArea;
  readonly shift: 'right' | 'down';
}

export interface DeleteCellsParams {
  readonly sheetId: string;
  readonly area: CellArea;
  readonly shift: 'left' | 'up';
}

type Shift = 'right' | 'down' | 'left' | 'up';

interface Position {
  readonly row: number;
  readonly column: number;
}

/** The cells that move: from the area to the sheet's end, in the direction of the shift. */
function movingRegion(sheet: Sheet, area: CellArea, shift: Shift): CellArea {
  return shift === 'right' || shift === 'left'
    ? { ...area, right: sheet.columnIds.length - 1 }
    : { ...area, bottom: sheet.rowIds.length - 1 };
}

/** Where a cell of the region goes; undefined when it is deleted with the area. */
function destination(position: Position, area: CellArea, shift: Shift): Position | undefined {
  const width = area.right - area.left + 1;
  const height = area.bottom - area.top + 1;
  switch (shift) {
    case 'right': return { row: position.row, column: position.column + width };
    case 'down': return { row: position.row + height, column: position.column };
    case 'left': return position.column <= area.right ? undefined : { row: position.row, column: position.column - width };
    case 'up': return position.row <= area.bottom ? undefined : { row: position.row - height, column: position.column };
  }
}

/** SPEC section 5: cells cannot be moved into (or out of part of) a merged cell. */
function checkMerges(sheet: Sheet, area: CellArea, region: CellArea, deleting: boolean): void {
  for (const merge of findMerges(sheet)) {
    const block = mergeArea(merge);
    const cut = (intersects(block, region) && !contains(region, block)) || (deleting && intersects(block, area) && !contains(area, block));
    if (cut) throw new UserError(CELLS_INTO_MERGE_MESSAGE);
  }
}

interface Move {
  readonly from: Position;
  readonly to: Position | undefined;
  readonly cell: Cell;
}

function collectMoves(sheet: Sheet, area: CellArea, region: CellArea, shift: Shift): Move[] {
  const columns = indexOfIds(sheet.columnIds);
  const moves: Move[] = [];
  for (let row = region.top; row <= region.bottom; row++) {
    const cells = getRowCells(sheet, sheet.rowIds[row]);
    if (!cells) continue;
    for (const columnId of Object.keys(cells)) {
      const column = columns.get(columnId);
      if (column === undefined || column < region.left || column > region.right) continue;
      moves.push({ from: { row, column }, to: destination({ row, column }, area, shift), cell: cells[columnId] });
    }
  }
  return moves;
}

/** How many rows (or columns) the moved cells need. */
function extent(moves: readonly Move[], key: keyof Position): number {
  let needed = 0;
  for (const move of moves) if (move.to) needed = Math.max(needed, move.to[key] + 1);
  return needed;
}

function shiftCells(draft: Draft<Workbook>, ctx: WorkbookContext, sheetId: string, requested: CellArea, shift: Shift): CellArea {
  const before = sheetBefore(ctx, sheetId);
  const area = clampArea(before, requested);
  const region = movingRegion(before, area, shift);
  checkMerges(before, area, region, shift === 'left' || shift === 'up');
  const moves = collectMoves(before, area, region, shift);
  const sheet = draftSheet(draft, sheetId);
  const rowIds = appendVectors(sheet, idGenerator(ctx), 'rows', before.rowIds, extent(moves, 'row'));
  const columnIds = appendVectors(sheet, idGenerator(ctx), 'columns', before.columnIds, extent(moves, 'column'));
  const idAt = (position: Position): string => cellId(columnIds[position.column], rowIds[position.row]);
  const rows = movedRows(before, moves, rowIds, columnIds, (cell) => remapMergedInto(cell, before, area, shift, idAt));
  writeRows(sheet, rows);
  return area;
}

/** The new cells of every row that loses or gains a cell, built from the rows before the command. */
function movedRows(
  before: Sheet, moves: readonly Move[], rowIds: readonly string[], columnIds: readonly string[], remap: (cell: Cell) => Cell,
): Map<string, Record<string, Cell>> {
  const rows = new Map<string, Record<string, Cell>>();
  const rowRecord = (rowId: string): Record<string, Cell> => {
    let record = rows.get(rowId);
    if (!record) {
      record = { ...getRowCells(before, rowId) };
      rows.set(rowId, record);
    }
    return record;
  };
  for (const move of moves) delete rowRecord(rowIds[move.from.row])[columnIds[move.from.column]];
  for (const move of moves) {
    if (move.to) rowRecord(rowIds[move.to.row])[columnIds[move.to.column]] = remap(move.cell);
  }
  return rows;
}

/** A moved covered cell points at its anchor's new place (the whole merge moved, checkMerges saw to it). */
function remapMergedInto(cell: Cell, before: Sheet, area: CellArea, shift: Shift, idAt: (position: Position) => string): Cell {
  if (cell.mergedInto === undefined) return cell;
  const anchor = anchorPosition(before, cell.mergedInto);
  const to = anchor && destination(anchor, area, shift);
  return to ? { ...cell, mergedInto: idAt(to) } : cell;
}

/** One replace per changed row: per-cell writes would make a patch per moved cell. */
function writeRows(sheet: Draft<Sheet>, rows: ReadonlyMap<string, Record<string, Cell>>): void {
  const cells = sheet.cells as Record<string, Record<string, Record<string, Cell>>>;
  for (const [rowId, record] of rows) {
    const bucket = bucketOf(rowId);
    if (Object.keys(record).length > 0) {
      (cells[bucket] ??= {})[rowId] = record;
    } else if (cells[bucket]?.[rowId]) {
      delete cells[bucket][rowId];
      if (Object.keys(cells[bucket]).length === 0) delete cells[bucket];
    }
  }
}

/** Inserts empty cells over the area, pushing the cells there right or down. */
export const insertCells: WorkbookCommand<InsertCellsParams> = {
  id: 'workbook.insert-cells',
  run(draft, params, ctx) {
    const area = shiftCells(draft, ctx, params.sheetId, params.area, params.shift);
    ctx.adjust({ kind: 'insert-cells', sheetId: params.sheetId, area, shift: params.shift });
  },
};

/** Deletes the area's cells, pulling the cells after them left or up. */
export const deleteCells: WorkbookCommand<DeleteCellsParams> = {
  id: 'workbook.delete-cells',
  run(draft, params, ctx) {
    const area = shiftCells(draft, ctx, params.sheetId, params.area, params.shift);
    ctx.adjust({ kind: 'delete-cells', sheetId: params.sheetId, area, shift: params.shift });
  },
};
