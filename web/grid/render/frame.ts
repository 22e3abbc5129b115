import type { GridModel } from '../grid-model.js';
import type { VectorLayout } from '../vector-layout.js';
import { COLUMN_HEADER_HEIGHT, ROW_HEADER_WIDTH, type Viewport, type VisibleRange } from '../viewport.js';

/** Everything one drawing pass reads, computed once per frame. */
export interface Frame {
  readonly ctx: CanvasRenderingContext2D;
  readonly model: GridModel;
  readonly rows: VectorLayout;
  readonly columns: VectorLayout;
  readonly view: Viewport;
  readonly visible: VisibleRange;
  readonly showGridlines: boolean;
  readonly selection?: Selection;
  /** Reference ranges highlighted while a formula is edited, each with its colour. */
  readonly highlights?: readonly { range: CellRect; color: string }[];
  /** The copied range (dashed) and the fill-handle drag's target. */
  readonly marquee?: CellRect;
  readonly fillPreview?: CellRect;
  /** A line across the body: where a header drag would drop rows or columns, or a resized border. */
  readonly guide?: Guide;
}

export interface Guide {
  readonly axis: 'rows' | 'columns';
  /** Sheet offset (pixels at zoom 1) of the line. */
  readonly offset: number;
}

export interface CellRect {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

export interface Selection extends CellRect {
  readonly active: { readonly row: number; readonly col: number };
}

/** A cell rectangle's position on the canvas, in CSS pixels. */
export function rectOf(frame: Frame, area: CellRect): { x: number; y: number; w: number; h: number } {
  const { rows, columns, view } = frame;
  const x = (ROW_HEADER_WIDTH + columns.start(area.left) - view.scrollLeft) * view.zoom;
  const y = (COLUMN_HEADER_HEIGHT + rows.start(area.top) - view.scrollTop) * view.zoom;
  const w = (columns.start(area.right + 1) - columns.start(area.left)) * view.zoom;
  const h = (rows.start(area.bottom + 1) - rows.start(area.top)) * view.zoom;
  return { x, y, w, h };
}
