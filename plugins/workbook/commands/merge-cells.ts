import type { Draft } from 'immer';
import { UserError, type CellArea } from '../../../kernel/index.js';
import type { Sheet } from '../model/sheet.js';
import { tidy, updateCell } from './cell-update.js';
import type { AreaParams } from './cell-content.js';
import { clampArea, draftSheet, sheetBefore, type WorkbookCommand } from './context.js';
import { clearMerge, contains, findMerges, intersects, mergeArea, writeMerge, type Merge } from './merges.js';
import {
  MERGE_ALL_NEEDS_CELLS_MESSAGE, MERGE_CROSSES_MERGE_MESSAGE, MERGE_HORIZONTALLY_NEEDS_COLUMNS_MESSAGE, MERGE_VERTICALLY_NEEDS_ROWS_MESSAGE,
} from './messages.js';

export type MergeMode = 'all' | 'horizontal' | 'vertical';

export interface MergeCellsParams extends AreaParams {
  /** all: one block; horizontal: one merge per row; vertical: one merge per column. */
  readonly mode: MergeMode;
}

function checkSize(area: CellArea, mode: MergeMode): void {
  const rows = area.bottom - area.top + 1;
  const columns = area.right - area.left + 1;
  if (mode === 'all' && rows * columns < 2) throw new UserError(MERGE_ALL_NEEDS_CELLS_MESSAGE);
  if (mode === 'horizontal' && columns < 2) throw new UserError(MERGE_HORIZONTALLY_NEEDS_COLUMNS_MESSAGE);
  if (mode === 'vertical' && rows < 2) throw new UserError(MERGE_VERTICALLY_NEEDS_ROWS_MESSAGE);
}

/**
 * The existing merges that the new ones replace. SPEC section 4 says a merge across the direction
 * that touches an existing crossing merge is cancelled; we read it as: any merge reaching out of the
 * area, and (merging horizontally) a merge spanning several rows or (vertically) several columns,
 * cancel the command, because the new merges would cut through it.
 */
function replacedMerges(before: Sheet, area: CellArea, mode: MergeMode): Merge[] {
  const touched = findMerges(before).filter((merge) => intersects(mergeArea(merge), area));
  for (const merge of touched) {
    const crosses = (mode === 'horizontal' && merge.rows > 1) || (mode === 'vertical' && merge.columns > 1);
    if (crosses || !contains(area, mergeArea(merge))) throw new UserError(MERGE_CROSSES_MERGE_MESSAGE);
  }
  return touched;
}

function newMerges(area: CellArea, mode: MergeMode): Merge[] {
  const rows = area.bottom - area.top + 1;
  const columns = area.right - area.left + 1;
  if (mode === 'all') return [{ top: area.top, left: area.left, rows, columns }];
  if (mode === 'horizontal') return Array.from({ length: rows }, (_, i) => ({ top: area.top + i, left: area.left, rows: 1, columns }));
  return Array.from({ length: columns }, (_, i) => ({ top: area.top, left: area.left + i, rows, columns: 1 }));
}

/** Only the top-left cell keeps its content, as in other spreadsheets; covered cells keep their format. */
function clearCovered(sheet: Draft<Sheet>, merge: Merge): void {
  for (let row = merge.top; row < merge.top + merge.rows; row++) {
    for (let column = merge.left; column < merge.left + merge.columns; column++) {
      if (row === merge.top && column === merge.left) continue;
      updateCell(sheet, sheet.rowIds[row], sheet.columnIds[column], (cell) =>
        cell && { ...cell, formula: undefined, value: undefined, linkTo: undefined, data: tidy(cell.data && { ...cell.data, type: undefined }) },
      );
    }
  }
}

export const mergeCells: WorkbookCommand<MergeCellsParams> = {
  id: 'workbook.merge-cells',
  run(draft, params, ctx) {
    const before = sheetBefore(ctx, params.sheetId);
    const area = clampArea(before, params.area);
    checkSize(area, params.mode);
    const replaced = replacedMerges(before, area, params.mode);
    const sheet = draftSheet(draft, params.sheetId);
    for (const merge of replaced) clearMerge(sheet, merge);
    for (const merge of newMerges(area, params.mode)) {
      clearCovered(sheet, merge);
      writeMerge(sheet, merge);
    }
  },
};

/** Unmerges every merge that touches the area. */
export const unmergeCells: WorkbookCommand<AreaParams> = {
  id: 'workbook.unmerge-cells',
  run(draft, params, ctx) {
    const before = sheetBefore(ctx, params.sheetId);
    const area = clampArea(before, params.area);
    const sheet = draftSheet(draft, params.sheetId);
    for (const merge of findMerges(before)) if (intersects(mergeArea(merge), area)) clearMerge(sheet, merge);
  },
};
