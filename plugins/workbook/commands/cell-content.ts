import type { Draft } from 'immer';
import { UserError, type CellArea } from '../../../kernel/index.js';
import { parseEntry, type Entry } from '../entry.js';
import type { Cell, CellData } from '../model/cell.js';
import type { Sheet } from '../model/sheet.js';
import { forEachStoredCell, tidy, updateCell } from './cell-update.js';
import { clampArea, draftSheet, sheetBefore, type WorkbookCommand } from './context.js';
import { OUTSIDE_SHEET_MESSAGE } from './messages.js';
import { indexOfIds } from './positions.js';

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

/** Fields that make up a cell's content; formats, merges and validation are kept when it changes. */
function withoutContent(cell: Cell | undefined): Cell {
  return { ...cell, formula: undefined, value: undefined, linkTo: undefined };
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

function setOne(sheet: Draft<Sheet>, before: Sheet, row: number, col: number, text: string): void {
  const rowId = before.rowIds[row];
  const columnId = before.columnIds[col];
  if (rowId === undefined || columnId === undefined) throw new UserError(OUTSIDE_SHEET_MESSAGE);
  const entry = parseEntry(text);
  updateCell(sheet, rowId, columnId, (cell) => applyEntry(cell, entry));
}

/** Sets what a person typed into one cell. */
export const setCell: WorkbookCommand<SetCellParams> = {
  id: 'workbook.set-cell',
  run(draft, params, ctx) {
    setOne(draftSheet(draft, params.sheetId), sheetBefore(ctx, params.sheetId), params.row, params.col, params.text);
  },
};

/** Sets many cells at once (a paste, a fill): one command, so one undo step. */
export const setCells: WorkbookCommand<SetCellsParams> = {
  id: 'workbook.set-cells',
  run(draft, params, ctx) {
    const sheet = draftSheet(draft, params.sheetId);
    const before = sheetBefore(ctx, params.sheetId);
    for (const { row, col, text } of params.cells) setOne(sheet, before, row, col, text);
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
