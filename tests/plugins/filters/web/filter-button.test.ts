import { describe, expect, it } from 'vitest';
import { filterButtonAt, filterButtonBox } from '../../../../plugins/filters/web/filter-layer.js';
import { VectorLayout } from '../../../../web/grid/vector-layout.js';

const rows = new VectorLayout(new Float64Array(10).fill(21));
const columns = new VectorLayout(new Float64Array(5).fill(100));
const view = { scrollLeft: 0, scrollTop: 0, width: 800, height: 400, zoom: 1 };
const filter = { area: { top: 1, left: 1, bottom: 6, right: 3 }, filteredColumns: new Set([2]) };

describe('filter buttons', () => {
  it('sit at the right of the header cell, centred, and scale with zoom', () => {
    expect(filterButtonBox({ x: 146, y: 45, w: 100, h: 21 }, 1)).toEqual({ x: 228, y: 48, w: 15, h: 15 });
    expect(filterButtonBox({ x: 0, y: 0, w: 200, h: 42 }, 2).w).toBe(30);
  });

  it('are hit only on the header row of the filter, inside the button', () => {
    // Column B (index 1) header cell: x 146..246, y 45..66 (headers 46 x 24).
    expect(filterButtonAt({ rows, columns, view }, filter, { row: 1, col: 1 }, 235, 55)).toBe(1);
    expect(filterButtonAt({ rows, columns, view }, filter, { row: 1, col: 1 }, 160, 55)).toBeUndefined();
    expect(filterButtonAt({ rows, columns, view }, filter, { row: 2, col: 1 }, 235, 76)).toBeUndefined();
    expect(filterButtonAt({ rows, columns, view }, filter, { row: 1, col: 4 }, 535, 55)).toBeUndefined();
    expect(filterButtonAt({ rows, columns, view }, undefined, { row: 1, col: 1 }, 235, 55)).toBeUndefined();
  });
});
