import type { Draft } from 'immer';
import type { CellArea } from '../../../kernel/index.js';
import { cellId, parseCellId } from '../cell-store.js';
import type { Sheet } from '../model/sheet.js';
import { updateCell } from './cell-update.js';
import { sheetAnchors } from '../merge-index.js';
import { indexOfIds } from './positions.js';

/** A merged block by zero-based position: its top-left cell holds the content. */
export interface Merge {
  readonly top: number;
  readonly left: number;
  readonly rows: number;
  readonly columns: number;
}

/** Every merge of a sheet (read from a committed state, never a draft). */
export function findMerges(sheet: Sheet): Merge[] {
  const anchors = sheetAnchors(sheet);
  // Most sheets have no merges: then the id-to-position maps are not worth building.
  if (anchors.length === 0) return [];
  const rows = indexOfIds(sheet.rowIds);
  const columns = indexOfIds(sheet.columnIds);
  const merges: Merge[] = [];
  for (const anchor of anchors) {
    const top = rows.get(anchor.rowId);
    const left = columns.get(anchor.columnId);
    if (top !== undefined && left !== undefined) merges.push({ top, left, rows: anchor.rows, columns: anchor.columns });
  }
  return merges;
}

export function mergeArea(merge: Merge): CellArea {
  return { top: merge.top, left: merge.left, bottom: merge.top + merge.rows - 1, right: merge.left + merge.columns - 1 };
}

export function intersects(a: CellArea, b: CellArea): boolean {
  return a.top <= b.bottom && b.top <= a.bottom && a.left <= b.right && b.left <= a.right;
}

export function contains(outer: CellArea, inner: CellArea): boolean {
  return outer.top <= inner.top && inner.bottom <= outer.bottom && outer.left <= inner.left && inner.right <= outer.right;
}

/**
 * Writes a merge at positions of the draft's current rows and columns: the top-left cell gets the
 * size, every other cell points at it. A 1x1 merge is no merge, so its fields are removed instead.
 */
export function writeMerge(sheet: Draft<Sheet>, merge: Merge): void {
  if (merge.rows <= 1 && merge.columns <= 1) {
    clearMergeFields(sheet, sheet.rowIds[merge.top], sheet.columnIds[merge.left]);
    return;
  }
  const anchorId = cellId(sheet.columnIds[merge.left], sheet.rowIds[merge.top]);
  for (let row = merge.top; row < merge.top + merge.rows; row++) {
    for (let column = merge.left; column < merge.left + merge.columns; column++) {
      const isAnchor = row === merge.top && column === merge.left;
      updateCell(sheet, sheet.rowIds[row], sheet.columnIds[column], (cell) =>
        isAnchor
          ? { ...cell, mergeRows: merge.rows, mergeColumns: merge.columns, mergedInto: undefined }
          : { ...cell, mergeRows: undefined, mergeColumns: undefined, mergedInto: anchorId },
      );
    }
  }
}

/** Removes a merge's fields from its cells (at the draft's current positions). */
export function clearMerge(sheet: Draft<Sheet>, merge: Merge): void {
  for (let row = merge.top; row < merge.top + merge.rows; row++) {
    for (let column = merge.left; column < merge.left + merge.columns; column++) {
      clearMergeFields(sheet, sheet.rowIds[row], sheet.columnIds[column]);
    }
  }
}

function clearMergeFields(sheet: Draft<Sheet>, rowId: string | undefined, columnId: string | undefined): void {
  if (rowId === undefined || columnId === undefined) return;
  updateCell(sheet, rowId, columnId, (cell) => cell && { ...cell, mergeRows: undefined, mergeColumns: undefined, mergedInto: undefined });
}

/** Position of the anchor a covered cell points at, in the given sheet. */
export function anchorPosition(sheet: Sheet, mergedInto: string): { row: number; column: number } | undefined {
  const ids = parseCellId(mergedInto);
  if (!ids) return undefined;
  const row = indexOfIds(sheet.rowIds).get(ids.rowId);
  const column = indexOfIds(sheet.columnIds).get(ids.columnId);
  return row === undefined || column === undefined ? undefined : { row, column };
}
