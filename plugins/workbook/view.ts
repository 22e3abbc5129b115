import { ZOOM_MAX, ZOOM_MIN } from './defaults.js';
import type { Sheet } from './model/sheet.js';
import type { Workbook } from './model/workbook.js';

/** A cell by zero-based row and column index. */
export interface CellPosition {
  readonly row: number;
  readonly col: number;
}

/** The selected rectangle: `anchor` where it started, `focus` where it was extended to. */
export interface Selection {
  readonly sheetId: string;
  readonly anchor: CellPosition;
  readonly focus: CellPosition;
}

/** The editor's view state: never persisted, never undone, never makes the document dirty. */
export interface WorkbookView {
  readonly activeSheetId: string;
  readonly selection: Selection;
  /** 0.5 to 2. */
  readonly zoom: number;
  readonly showGridlines: boolean;
  readonly showFormulas: boolean;
  readonly showFormulaBar: boolean;
  /** The open side panel's id, or null when none is open. */
  readonly sidebar: string | null;
}

export function clampZoom(zoom: number): number {
  if (Number.isNaN(zoom)) return 1;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
}

/** SPEC section 4: the default selection is the first visible row and column. */
export function firstVisibleCell(sheet: Sheet): CellPosition {
  const row = sheet.rowIds.findIndex((id) => !sheet.rowsById[id]?.hidden);
  const col = sheet.columnIds.findIndex((id) => !sheet.columnsById[id]?.hidden);
  return { row: Math.max(0, row), col: Math.max(0, col) };
}

export function cellSelection(sheetId: string, cell: CellPosition): Selection {
  return { sheetId, anchor: cell, focus: cell };
}

/** SPEC section 4 editor defaults: zoom 1, gridlines on, formulas off, formula bar on, no sidebar. */
export function initialView(workbook: Workbook): WorkbookView {
  const sheetId = workbook.sheetIds.find((id) => !workbook.sheetsById[id].hidden) ?? workbook.sheetIds[0];
  const sheet = workbook.sheetsById[sheetId];
  return {
    activeSheetId: sheetId,
    selection: cellSelection(sheetId, sheet ? firstVisibleCell(sheet) : { row: 0, col: 0 }),
    zoom: 1,
    showGridlines: true,
    showFormulas: false,
    showFormulaBar: true,
    sidebar: null,
  };
}
