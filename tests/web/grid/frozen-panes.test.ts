import { describe, expect, it } from 'vitest';
import { nearestBoundary } from '../../../plugins/freeze/web/boundary.js';
import { rectOf } from '../../../web/grid/render/frame.js';
import { panesOf } from '../../../web/grid/render/panes.js';
import { VectorLayout } from '../../../web/grid/vector-layout.js';
import { frozenArea, hitTest, visibleRange, type Viewport } from '../../../web/grid/viewport.js';

const rows = new VectorLayout(new Array(1000).fill(20));
const columns = new VectorLayout(new Array(50).fill(100));
const frozen = frozenArea(rows, columns, { rows: 2, columns: 1 });
// Scrolled 500 px down and 300 px right, 1 row and 1 column frozen (headers 46 x 24).
const view: Viewport = { scrollLeft: 300, scrollTop: 500, width: 800, height: 600, zoom: 1, frozen };

describe('frozen panes in the grid', () => {
  it('measures the frozen area and nothing when no line is frozen', () => {
    expect(frozen).toEqual({ rows: 2, columns: 1, width: 100, height: 40 });
    expect(frozenArea(rows, columns, { rows: 0, columns: 0 })).toBeUndefined();
    expect(frozenArea(rows, columns, { rows: 5000, columns: 0 })?.rows).toBe(1000);
  });

  it('hit tests frozen cells where they stay and the rest where it scrolled to', () => {
    expect(hitTest(46 + 50, 24 + 10, rows, columns, view)).toEqual({ kind: 'cell', row: 0, col: 0 });
    expect(hitTest(46 + 150, 24 + 30, rows, columns, view)).toEqual({ kind: 'cell', row: 1, col: 4 });
    expect(hitTest(46 + 50, 24 + 50, rows, columns, view)).toEqual({ kind: 'cell', row: 27, col: 0 });
    expect(hitTest(20, 24 + 50, rows, columns, view)).toEqual({ kind: 'row-header', row: 27 });
  });

  it('places frozen cells unscrolled, scrolled cells scrolled, and a range across both from the frozen part', () => {
    expect(rectOf({ rows, columns, view }, { top: 1, bottom: 1, left: 0, right: 0 })).toEqual({ x: 46, y: 44, w: 100, h: 20 });
    expect(rectOf({ rows, columns, view }, { top: 27, bottom: 27, left: 4, right: 4 })).toEqual({ x: 146, y: 64, w: 100, h: 20 });
    expect(rectOf({ rows, columns, view }, { top: 0, bottom: 27, left: 0, right: 0 })).toEqual({ x: 46, y: 24, w: 100, h: 60 });
    // The scrolled part of the range went out of sight: it ends at the frozen edge.
    expect(rectOf({ rows, columns, view }, { top: 0, bottom: 3, left: 0, right: 0 }).h).toBe(40);
  });

  it('splits a frame into four quadrants, the scrolling one past the frozen lines', () => {
    const visible = visibleRange(rows, columns, view);
    expect(visible).toMatchObject({ top: 27, left: 4 });
    const panes = panesOf({ ctx: {} as CanvasRenderingContext2D, model: { rows: { sizes: [] }, columns: { sizes: [] }, cell: () => undefined }, rows, columns, view, visible, showGridlines: true });
    expect(panes.map((pane) => [pane.clip, pane.frame.view.scrollLeft, pane.frame.view.scrollTop, pane.frame.visible.top, pane.frame.visible.left])).toEqual([
      [{ x: 0, y: 0, w: 146, h: 64 }, 0, 0, 0, 0],
      [{ x: 146, y: 0, w: 654, h: 64 }, 300, 0, 0, 4],
      [{ x: 0, y: 64, w: 146, h: 536 }, 0, 500, 27, 0],
      [{ x: 146, y: 64, w: 654, h: 536 }, 300, 500, 27, 4],
    ]);
  });

  it('drops the freeze bar on the nearest line boundary', () => {
    expect(nearestBoundary(rows, -5)).toBe(0);
    expect(nearestBoundary(rows, 9)).toBe(0);
    expect(nearestBoundary(rows, 11)).toBe(1);
    expect(nearestBoundary(rows, 59)).toBe(3);
    expect(nearestBoundary(rows, 1e9)).toBe(1000);
  });
});
