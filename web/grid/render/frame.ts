import type { CellRect, Frame } from '../grid-model.js';
import { COLUMN_HEADER_HEIGHT, ROW_HEADER_WIDTH } from '../viewport.js';

// A frame and the model it draws refer to each other, so their types live together in grid-model.ts.
export type { CellRect, Frame, Guide, Selection } from '../grid-model.js';

/** A part of the canvas, in CSS pixels. */
export interface CanvasRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * A cell rectangle's position on the canvas, in CSS pixels. With frozen panes, a rectangle reaching
 * from the frozen lines into the scrolling ones ends where its scrolled part ends, never before the
 * frozen part's edge.
 */
export function rectOf(frame: Pick<Frame, 'rows' | 'columns' | 'view'>, area: CellRect): CanvasRect {
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
