import { COLUMN_HEADER_HEIGHT, ROW_HEADER_WIDTH, type Viewport } from '../viewport.js';
import type { Frame } from './frame.js';

/** One quadrant of a frame with frozen panes: where it shows on the canvas and the frame it draws. */
export interface Pane {
  readonly clip: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
  readonly frame: Frame;
}

/**
 * The quadrants of a frame with frozen panes: the frozen corner, the frozen rows, the frozen columns
 * and the scrolling rest. Each is a plain frame (no frozen area) whose scroll is 0 along its frozen
 * axes, clipped to its part of the canvas, headers included, so every layer draws it unchanged.
 */
export function panesOf(frame: Frame): Pane[] {
  const { view, rows, columns } = frame;
  const frozen = view.frozen;
  if (!frozen) return [{ clip: { x: 0, y: 0, w: view.width, h: view.height }, frame }];
  const splitX = (ROW_HEADER_WIDTH + frozen.width) * view.zoom;
  const splitY = (COLUMN_HEADER_HEIGHT + frozen.height) * view.zoom;
  const bodyBottom = frame.visible.bottom;
  const bodyRight = frame.visible.right;
  const across = [
    { fixed: true, from: 0, to: splitX, left: 0, right: frozen.columns - 1 },
    { fixed: false, from: splitX, to: view.width, left: frame.visible.left, right: bodyRight },
  ];
  const down = [
    { fixed: true, from: 0, to: splitY, top: 0, bottom: frozen.rows - 1 },
    { fixed: false, from: splitY, to: view.height, top: frame.visible.top, bottom: bodyBottom },
  ];
  const panes: Pane[] = [];
  for (const v of down) {
    for (const h of across) {
      if (h.to <= h.from || v.to <= v.from) continue;
      const paneView: Viewport = { ...view, scrollLeft: h.fixed ? 0 : view.scrollLeft, scrollTop: v.fixed ? 0 : view.scrollTop, frozen: undefined };
      panes.push({
        clip: { x: h.from, y: v.from, w: h.to - h.from, h: v.to - v.from },
        frame: { ...frame, rows, columns, view: paneView, visible: { top: v.top, bottom: v.bottom, left: h.left, right: h.right } },
      });
    }
  }
  return panes;
}
