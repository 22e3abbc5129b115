import type { Draft } from 'immer';
import { UserError, type CellArea } from '../../../kernel/index.js';
import { getCell, parseCellId } from '../cell-store.js';
import { parseEntry, type Entry } from '../entry.js';
import type { Cell, CellData } from '../model/cell.js';
import type { DateSystem } from '../dates.js';
import { dateSystemOf } from '../model/workbook.js';
import type { Sheet } from '../model/sheet.js';
import { forEachStoredCell, tidy, updateCell } from './cell-update.js';
import { RowWrites } from './row-writes.js';
import { appendVectors } from './axis.js';
import { clampArea, draftSheet, idGenerator, sheetBefore, type WorkbookCommand } from './context.js';
import { OUTSIDE_SHEET_MESSAGE } from './messages.js';
import { indexOfIds } from './positions.js';
import { rebaseSetCell, rebaseSetCells } from './rebase.js';

export interface SetCellParams {
  readonly sheetId: string;
  readonly row: number;
  readonly col: number;
  /** What the person typed, read by parseEntry. */
  readonly text: string;
}

export interface SetCellsParams {
  readonly sheetId: string;
  readonly cells: readonly { readonly row: number; readonly col: number; readonly text: string }[];
}

export interface AreaParams {
  readonly sheetId: string;
  readonly area: CellArea;
}

/**
 * Fields that make up a cell's content (a legacy array formula's area is its formula's); formats, merges
 * and validation are kept when it changes.
 */
function withoutContent(cell: Cell | undefined): Cell {
  return { ...cell, formula: undefined, value: undefined, linkTo: undefined, arrayRows: undefined, arrayColumns: undefined };
}

const NUMERIC_TYPES = new Set(['NUMBER', 'PERCENT', 'DATE']);

/**
 * The cell's type and number format after an entry: a recognised format ($, dates) replaces the old
 * one; a plain number typed into a number, percent or date cell keeps that cell's type and format.
 */
function dataAfter(data: CellData | undefined, entry: Entry): CellData | undefined {
  if (entry.kind !== 'value') return data && { ...data, type: undefined };
  if (entry.format !== undefined) return { ...data, type: entry.type, format: entry.format };
  if (entry.type === 'NUMBER' && data?.type !== undefined && NUMERIC_TYPES.has(data.type)) return data;
  return { ...data, type: entry.type };
}

function applyEntry(cell: Cell | undefined, entry: Entry): Cell {
  const data = dataAfter(cell?.data, entry);
  const next: Cell = { ...withoutContent(cell), data: tidy(data) };
  if (entry.kind === 'formula') return { ...next, formula: entry.formula };
  if (entry.kind === 'value') return { ...next, value: entry.value };
  return next;
}

function setAt(sheet: Draft<Sheet>, rowId: string | undefined, columnId: string | undefined, text: string, dateSystem: DateSystem): void {
  if (rowId === undefined || columnId === undefined) throw new UserError(OUTSIDE_SHEET_MESSAGE);
  const entry = parseEntry(text, undefined, dateSystem);
  updateCell(sheet, rowId, columnId, (cell) => applyEntry(cell, entry));
}

/** The merge anchor a covered cell points at, if the cell at these ids is covered by a merge. */
function coveringAnchor(sheet: Sheet, rowId: string | undefined, columnId: string | undefined): { rowId: string; columnId: string } | undefined {
  if (rowId === undefined || columnId === undefined) return undefined;
  const mergedInto = getCell(sheet, rowId, columnId)?.mergedInto;
  return mergedInto === undefined ? undefined : parseCellId(mergedInto);
}

/** Sets what a person typed into one cell; typing into a merged block's covered cell fills the block. */
export const setCell: WorkbookCommand<SetCellParams> = {
  id: 'workbook.set-cell',
  rebase: rebaseSetCell,
  run(draft, params, ctx) {
    const before = sheetBefore(ctx, params.sheetId);
    const rowId = before.rowIds[params.row];
    const columnId = before.columnIds[params.col];
    const anchor = coveringAnchor(before, rowId, columnId);
    setAt(draftSheet(draft, params.sheetId), anchor?.rowId ?? rowId, anchor?.columnId ?? columnId, params.text, dateSystemOf(draft));
  },
};

/**
 * Sets many cells at once (a paste, a fill): one command, so one undo step. SPEC section 4: a paste
 * running past the last row or column adds the rows and columns it needs. Cells covered by a merge
 * are skipped.
 */
export const setCells: WorkbookCommand<SetCellsParams> = {
  id: 'workbook.set-cells',
  rebase: rebaseSetCells,
  run(draft, params, ctx) {
    const before = sheetBefore(ctx, params.sheetId);
    const sheet = draftSheet(draft, params.sheetId);
    if (params.cells.some(({ row, col }) => !(row >= 0 && col >= 0))) throw new UserError(OUTSIDE_SHEET_MESSAGE);
    const rows = params.cells.reduce((most, { row }) => Math.max(most, row + 1), 0);
    const cols = params.cells.reduce((most, { col }) => Math.max(most, col + 1), 0);
    const ids = idGenerator(ctx);
    const rowIds = appendVectors(sheet, ids, 'rows', before.rowIds, rows);
    const columnIds = appendVectors(sheet, ids, 'columns', before.columnIds, cols);
    const dateSystem = dateSystemOf(draft);
    const writes = new RowWrites(before);
    for (const { row, col, text } of params.cells) {
      const rowId = rowIds[row];
      const columnId = columnIds[col];
      if (rowId === undefined || columnId === undefined) throw new UserError(OUTSIDE_SHEET_MESSAGE);
      // A merged block shows only its top-left cell: what a paste puts under it would be invisible.
      if (coveringAnchor(before, rowId, columnId)) continue;
      const entry = parseEntry(text, undefined, dateSystem);
      writes.update(rowId, columnId, (cell) => applyEntry(cell, entry));
    }
    writes.putInto(sheet);
  },
};

/** Removes the content of an area's cells, keeping their formats (SPEC: Delete key). */
export const clearContent: WorkbookCommand<AreaParams> = {
  id: 'workbook.clear-content',
  run(draft, params, ctx) {
    const before = sheetBefore(ctx, params.sheetId);
    const area = clampArea(before, params.area);
    const sheet = draftSheet(draft, params.sheetId);
    forEachStoredCell(before, indexOfIds(before.columnIds), area, (rowId, columnId) =>
      updateCell(sheet, rowId, columnId, (cell) => ({ ...withoutContent(cell), hadFormula: undefined, data: tidy(cell?.data && { ...cell.data, type: undefined }) })),
    );
  },
};
