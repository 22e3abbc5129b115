import { describe, expect, it } from 'vitest';
import type { CellView, Frame, GridLayer, GridModel } from '../../../web/grid/grid-model.js';
import { changedRegion, describeFrame } from '../../../web/grid/render/same-frame.js';
import { VectorLayout } from '../../../web/grid/vector-layout.js';
import { frozenArea, visibleRange, type Viewport } from '../../../web/grid/viewport.js';

/** A context that only counts what would reach the canvas. */
function fakeContext(): CanvasRenderingContext2D & { drawn: number } {
  const state = { drawn: 0, fillStyle: '#000', lineWidth: 1 };
  return Object.assign(state, {
    fillRect: () => void state.drawn++,
    fill: () => void state.drawn++,
    beginPath: () => undefined,
    moveTo: () => undefined,
    setLineDash: () => undefined,
    save: () => undefined,
    restore: () => undefined,
  }) as unknown as CanvasRenderingContext2D & { drawn: number };
}

const ROWS = 1000;
const COLUMNS = 26;

/** A sheet whose cells show `texts` (key `row:col`), sized as given, with the given layers. */
function modelOf(texts: Record<string, string>, options: { heights?: number[]; layers?: GridLayer[]; borders?: boolean } = {}): GridModel {
  const heights = options.heights ?? new Array<number>(ROWS).fill(21);
  return {
    rows: { sizes: heights },
    columns: { sizes: new Array<number>(COLUMNS).fill(100) },
    layers: options.layers,
    // Views are made anew on every read, as a new model makes them after each edit.
    cell: (row, col): CellView | undefined => {
      const text = texts[`${row}:${col}`];
      if (text === undefined) return undefined;
      return { text, bold: undefined, ...(options.borders ? { borders: { top: { color: '#000', style: 'normal' } } } : {}) };
    },
  };
}

const ctx = fakeContext();

function frameOf(model: GridModel, change: Partial<Frame> & { scrollTop?: number; frozen?: { rows: number; columns: number } } = {}) {
  const rows = new VectorLayout(model.rows.sizes);
  const columns = new VectorLayout(model.columns.sizes);
  const frozen = change.frozen ? frozenArea(rows, columns, change.frozen) : undefined;
  const view: Viewport = { scrollLeft: 0, scrollTop: change.scrollTop ?? 0, width: 800, height: 600, zoom: 1, frozen };
  const frame: Frame = { ctx, model, rows, columns, view, visible: visibleRange(rows, columns, view), showGridlines: true, selection: { top: 0, left: 0, bottom: 0, right: 0, active: { row: 0, col: 0 } }, ...change };
  return describeFrame(frame, 1);
}

describe('what a frame would change on the canvas: nothing, some rows, or everything', () => {
  const shown = frameOf(modelOf({ '1:1': 'a', '5:2': 'b' }, { borders: true }));

  it('the same cells, made anew, and a change out of sight change nothing', () => {
    expect(changedRegion(shown, frameOf(modelOf({ '1:1': 'a', '5:2': 'b' }, { borders: true })))).toBe('none');
    expect(changedRegion(shown, frameOf(modelOf({ '1:1': 'a', '5:2': 'b', '500:3': 'far' }, { borders: true })))).toBe('none');
  });

  it('cells changed in sight change their rows across the grid, a few pixels past them, and redraw the rows reached', () => {
    // Row 1 is at 24 (the column headers) + 21 px; the canvas is 800 px wide.
    expect(changedRegion(shown, frameOf(modelOf({ '1:1': 'A', '5:2': 'b' }, { borders: true })))).toEqual({ rects: [{ x: 0, y: 45 - 3, w: 800, h: 21 + 6 }], rows: new Set([0, 1, 2]), rowsByRect: [new Set([0, 1, 2])] });
    const two = changedRegion(shown, frameOf(modelOf({ '1:1': 'A', '5:2': 'b', '5:7': 'new' }, { borders: true })));
    // Each strip draws the rows it reaches, not the other's.
    expect(two).toEqual({ rects: [{ x: 0, y: 42, w: 800, h: 27 }, { x: 0, y: 24 + 5 * 21 - 3, w: 800, h: 27 }], rows: new Set([0, 1, 2, 4, 5, 6]), rowsByRect: [new Set([0, 1, 2]), new Set([4, 5, 6])] });
    expect(changedRegion(shown, frameOf(modelOf({ '1:1': 'a', '5:2': 'b' })))).toMatchObject({ rows: new Set([0, 1, 2, 4, 5, 6]) });
  });

  it('a selection or highlights moving along their columns change the rows they cover, before and after, with one above and the next shown one below', () => {
    const same = modelOf({ '1:1': 'a', '5:2': 'b' }, { borders: true });
    const down = { selection: { top: 1, left: 0, bottom: 1, right: 0, active: { row: 1, col: 0 } } };
    expect(changedRegion(shown, frameOf(same, down))).toMatchObject({ rows: new Set([0, 1, 2, 3]) });
    const taller = { selection: { top: 0, left: 0, bottom: 5, right: 0, active: { row: 0, col: 0 } } };
    expect(changedRegion(shown, frameOf(same, taller))).toMatchObject({ rows: new Set([0, 1, 2, 3, 4, 5, 6, 7]) });
    // The row below the selection hidden, the handle reaches the next shown one.
    const hidden = new Array<number>(ROWS).fill(21);
    hidden[2] = 0;
    const withHidden = modelOf({}, { heights: hidden });
    expect(changedRegion(frameOf(withHidden), frameOf(withHidden, down))).toMatchObject({ rows: new Set([0, 1, 2, 3, 4]) });
    const highlight = (row: number) => ({ highlights: [{ range: { top: row, left: 2, bottom: row, right: 3 }, color: '#f00' }] });
    expect(changedRegion(frameOf(same, highlight(8)), frameOf(same, highlight(12)))).toMatchObject({ rows: new Set([6, 7, 8, 9, 10, 11, 12, 13, 14]) });
  });

  it('selected columns changed, a scroll, a resized row above, a freeze or a merged cell changed change everything', () => {
    expect(changedRegion(shown, frameOf(modelOf({ '1:1': 'a', '5:2': 'b' }, { borders: true }), { selection: { top: 0, left: 1, bottom: 0, right: 1, active: { row: 0, col: 1 } } }))).toBe('all');
    expect(changedRegion(shown, frameOf(modelOf({ '1:1': 'a', '5:2': 'b' }, { borders: true }), { scrollTop: 21 }))).toBe('all');
    const taller = new Array<number>(ROWS).fill(21);
    taller[0] = 40;
    expect(changedRegion(shown, frameOf(modelOf({ '1:1': 'a', '5:2': 'b' }, { borders: true, heights: taller })))).toBe('all');
    expect(changedRegion(shown, frameOf(modelOf({ '1:1': 'a', '5:2': 'b' }, { borders: true }), { frozen: { rows: 1, columns: 0 } }))).toBe('all');
    const merge: GridModel = { ...modelOf({}), cell: (row, col) => (row === 2 && col === 2 ? { text: 'm', mergeRows: 2, mergeColumns: 1 } : undefined) };
    expect(changedRegion(frameOf(modelOf({})), frameOf(merge))).toBe('all');
  });

  it("a layer's drawing is compared by its calls, which never reach the canvas while compared", () => {
    const marker = (color: string, y: number): GridLayer => ({
      draw(frame) {
        frame.ctx.fillStyle = color;
        frame.ctx.setLineDash([2, 2]);
        frame.ctx.fillRect(100, y, 4, 4);
      },
    });
    const before = ctx.drawn;
    const red = frameOf(modelOf({}, { layers: [marker('red', 110)] }));
    expect(changedRegion(red, frameOf(modelOf({}, { layers: [marker('red', 110)] })))).toBe('none');
    expect(changedRegion(red, frameOf(modelOf({}, { layers: [marker('blue', 110)] })))).toBe('all');
    expect(changedRegion(red, frameOf(modelOf({}, { layers: [marker('red', 195)] })))).toBe('all');
    expect(changedRegion(red, frameOf(modelOf({})))).toBe('all');
    expect(ctx.drawn).toBe(before);
  });

  it("a layer that gives its bounds changes only the rows they cover, before and after (another editor's selection moving)", () => {
    const outline = (row: number): GridLayer => ({
      draw(frame) {
        frame.ctx.fillRect(100, 24 + row * 21, 100, 21);
      },
      bounds: [{ top: row, bottom: row, left: 1, right: 1 }],
    });
    const at2 = frameOf(modelOf({ '1:1': 'a' }, { layers: [outline(2)] }));
    expect(changedRegion(at2, frameOf(modelOf({ '1:1': 'a' }, { layers: [outline(2)] })))).toBe('none');
    const moved = changedRegion(at2, frameOf(modelOf({ '1:1': 'a' }, { layers: [outline(6)] })));
    expect(moved).toMatchObject({ rows: new Set([1, 2, 3, 5, 6, 7]) });
    // With a cell changed elsewhere, its row too.
    expect(changedRegion(at2, frameOf(modelOf({ '1:1': 'b' }, { layers: [outline(6)] })))).toMatchObject({ rows: new Set([0, 1, 2, 3, 5, 6, 7]) });
    // Coming or going, the layer changes everything.
    expect(changedRegion(at2, frameOf(modelOf({ '1:1': 'a' })))).toBe('all');
    // With frozen panes too, only its rows (the gridlines are whole-pixel rectangles, the same clipped or not).
    const frozen = { frozen: { rows: 1, columns: 1 } };
    const frozenAt2 = frameOf(modelOf({ '1:1': 'a' }, { layers: [outline(2)] }), frozen);
    expect(changedRegion(frozenAt2, frameOf(modelOf({ '1:1': 'a' }, { layers: [outline(6)] }), frozen))).toMatchObject({ rows: new Set([1, 2, 3, 5, 6, 7]) });
  });
});
