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
}

export interface VisibleRange {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

/** The rows and columns that intersect the canvas: the only ones drawn. */
export function visibleRange(rows: VectorLayout, columns: VectorLayout, view: Viewport): VisibleRange {
  const bodyWidth = (view.width - ROW_HEADER_WIDTH * view.zoom) / view.zoom;
  const bodyHeight = (view.height - COLUMN_HEADER_HEIGHT * view.zoom) / view.zoom;
  return {
    top: rows.indexAt(view.scrollTop),
    bottom: rows.indexAt(view.scrollTop + bodyHeight),
    left: columns.indexAt(view.scrollLeft),
    right: columns.indexAt(view.scrollLeft + bodyWidth),
  };
}

/** Canvas position (CSS pixels) of a sheet offset, and back. */
export const toScreenX = (x: number, view: Viewport): number => (ROW_HEADER_WIDTH + x - view.scrollLeft) * view.zoom;
export const toScreenY = (y: number, view: Viewport): number => (COLUMN_HEADER_HEIGHT + y - view.scrollTop) * view.zoom;
export const toSheetX = (px: number, view: Viewport): number => px / view.zoom - ROW_HEADER_WIDTH + view.scrollLeft;
export const toSheetY = (py: number, view: Viewport): number => py / view.zoom - COLUMN_HEADER_HEIGHT + view.scrollTop;

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
