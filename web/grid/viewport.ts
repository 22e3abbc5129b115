import type { VectorLayout } from './vector-layout.js';

/** Header sizes in CSS pixels at zoom 1. */
export const ROW_HEADER_WIDTH = 46;
export const COLUMN_HEADER_HEIGHT = 24;

export interface Viewport {
  /** Scroll offsets in sheet pixels at zoom 1. */
  readonly scrollLeft: number;
  readonly scrollTop: number;
  /** Canvas size in CSS pixels. */
  readonly width: number;
  readonly height: number;
  readonly zoom: number;
  /** The frozen panes: they never scroll. Absent when nothing is frozen. */
  readonly frozen?: FrozenArea;
}

/**
 * The leading rows and columns that stay in place (counts) and their size in sheet pixels at zoom 1.
 * The rest of the sheet scrolls under them: a sheet offset past the frozen size shows at
 * `offset - scroll`, one inside it at `offset`.
 */
export interface FrozenArea {
  readonly rows: number;
  readonly columns: number;
  readonly width: number;
  readonly height: number;
}

export interface VisibleRange {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/**
 * The rows and columns that intersect the canvas: the only ones drawn. With frozen panes, the scrolling
 * part's (the frozen lines are always the first ones).
 */
export function visibleRange(rows: VectorLayout, columns: VectorLayout, view: Viewport): VisibleRange {
  const bodyWidth = (view.width - ROW_HEADER_WIDTH * view.zoom) / view.zoom;
  const bodyHeight = (view.height - COLUMN_HEADER_HEIGHT * view.zoom) / view.zoom;
  const frozen = view.frozen;
  return {
    top: rows.indexAt(view.scrollTop + (frozen?.height ?? 0)),
    bottom: rows.indexAt(view.scrollTop + bodyHeight),
    left: columns.indexAt(view.scrollLeft + (frozen?.width ?? 0)),
    right: columns.indexAt(view.scrollLeft + bodyWidth),
  };
}

/** The frozen area of a sheet: counts past the sheet's end are clipped to it. */
export function frozenArea(rows: VectorLayout, columns: VectorLayout, lines: { readonly rows: number; readonly columns: number } | undefined): FrozenArea | undefined {
  if (!lines || (lines.rows <= 0 && lines.columns <= 0)) return undefined;
  const r = Math.min(Math.max(0, lines.rows), rows.count);
  const c = Math.min(Math.max(0, lines.columns), columns.count);
  return { rows: r, columns: c, width: columns.start(c), height: rows.start(r) };
}

/** The scroll offset that applies at a sheet offset along one axis: none inside the frozen part. */
const scrolledX = (x: number, view: Viewport): number => (view.frozen && x < view.frozen.width ? 0 : view.scrollLeft);
const scrolledY = (y: number, view: Viewport): number => (view.frozen && y < view.frozen.height ? 0 : view.scrollTop);

/** Canvas position (CSS pixels) of a sheet offset, and back; the frozen part does not scroll. */
export const toScreenX = (x: number, view: Viewport): number => (ROW_HEADER_WIDTH + x - scrolledX(x, view)) * view.zoom;
export const toScreenY = (y: number, view: Viewport): number => (COLUMN_HEADER_HEIGHT + y - scrolledY(y, view)) * view.zoom;
export const toSheetX = (px: number, view: Viewport): number => {
  const x = px / view.zoom - ROW_HEADER_WIDTH;
  return view.frozen && x < view.frozen.width ? x : x + view.scrollLeft;
};
export const toSheetY = (py: number, view: Viewport): number => {
  const y = py / view.zoom - COLUMN_HEADER_HEIGHT;
  return view.frozen && y < view.frozen.height ? y : y + view.scrollTop;
};

/** What is under a point of the canvas: a cell, a header, or the corner. */
export type HitTarget =
  | { kind: 'cell'; row: number; col: number }
  | { kind: 'column-header'; col: number }
  | { kind: 'row-header'; row: number }
  | { kind: 'corner' };

export function hitTest(px: number, py: number, rows: VectorLayout, columns: VectorLayout, view: Viewport): HitTarget {
  const inRowHeader = px < ROW_HEADER_WIDTH * view.zoom;
  const inColumnHeader = py < COLUMN_HEADER_HEIGHT * view.zoom;
  if (inRowHeader && inColumnHeader) return { kind: 'corner' };
  const col = columns.indexAt(toSheetX(px, view));
  const row = rows.indexAt(toSheetY(py, view));
  if (inColumnHeader) return { kind: 'column-header', col };
  if (inRowHeader) return { kind: 'row-header', row };
  return { kind: 'cell', row, col };
}
