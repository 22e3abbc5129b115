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

/**
 * A cell rectangle's position on the canvas, in CSS pixels. With frozen panes, a rectangle reaching
 * from the frozen lines into the scrolling ones ends where its scrolled part ends, never before the
 * frozen part's edge.
 */
export function rectOf(frame: Pick<Frame, 'rows' | 'columns' | 'view'>, area: CellRect): { x: number; y: number; w: number; h: number } {
  const { rows, columns, view } = frame;
  const [x, right] = span(columns.start(area.left), columns.start(area.right + 1), ROW_HEADER_WIDTH, view.scrollLeft, view.frozen?.width);
  const [y, bottom] = span(rows.start(area.top), rows.start(area.bottom + 1), COLUMN_HEADER_HEIGHT, view.scrollTop, view.frozen?.height);
  return { x: x * view.zoom, y: y * view.zoom, w: (right - x) * view.zoom, h: (bottom - y) * view.zoom };
}

/** Where a run from `start` to `end` (sheet pixels) shows along one axis, at zoom 1. */
function span(start: number, end: number, header: number, scroll: number, frozen: number | undefined): [number, number] {
  if (frozen === undefined || frozen === 0) return [header + start - scroll, header + end - scroll];
  const from = header + start - (start < frozen ? 0 : scroll);
  const to = header + end - (end <= frozen ? 0 : scroll);
  return [from, start < frozen ? Math.max(to, header + frozen) : to];
}
