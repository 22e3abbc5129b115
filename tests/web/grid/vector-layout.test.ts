import { describe, expect, it } from 'vitest';
import { VectorLayout } from '../../../web/grid/vector-layout.js';
import { hitTest, visibleRange } from '../../../web/grid/viewport.js';

describe('VectorLayout', () => {
  const layout = new VectorLayout([21, 0, 30, 21]);

  it('places vectors by the sum of the sizes before them', () => {
    expect([0, 1, 2, 3, 4].map((i) => layout.start(i))).toEqual([0, 21, 21, 51, 72]);
    expect(layout.total).toBe(72);
  });

  it('finds the vector under a pixel, skipping hidden ones', () => {
    expect(layout.indexAt(-5)).toBe(0);
    expect(layout.indexAt(20.9)).toBe(0);
    expect(layout.indexAt(21)).toBe(2);
    expect(layout.indexAt(60)).toBe(3);
    expect(layout.indexAt(1000)).toBe(3);
  });

  it('moves to the next visible vector and stays at the edge', () => {
    expect(layout.nextVisible(0, 1)).toBe(2);
    expect(layout.nextVisible(2, -1)).toBe(0);
    expect(layout.nextVisible(3, 1)).toBe(3);
  });

  it('answers in logarithmic time on a million rows', () => {
    const big = new VectorLayout(new Float64Array(1_000_000).fill(21));
    expect(big.indexAt(21 * 999_999 + 3)).toBe(999_999);
  });
});

describe('viewport', () => {
  const rows = new VectorLayout(new Array(100).fill(21));
  const columns = new VectorLayout(new Array(26).fill(100));

  it('draws only the rows and columns that fit', () => {
    const view = { scrollLeft: 0, scrollTop: 210, width: 46 + 300, height: 24 + 105, zoom: 1 };
    expect(visibleRange(rows, columns, view)).toEqual({ top: 10, bottom: 15, left: 0, right: 3 });
  });

  it('hit-tests headers, the corner and cells with zoom', () => {
    const view = { scrollLeft: 0, scrollTop: 0, width: 800, height: 600, zoom: 2 };
    expect(hitTest(10, 10, rows, columns, view)).toEqual({ kind: 'corner' });
    expect(hitTest(300, 10, rows, columns, view)).toEqual({ kind: 'column-header', col: 1 });
    expect(hitTest(10, 100, rows, columns, view)).toEqual({ kind: 'row-header', row: 1 });
    expect(hitTest(92 + 200 + 1, 48 + 42 + 1, rows, columns, view)).toEqual({ kind: 'cell', row: 1, col: 1 });
  });
});
