import { describe, expect, it } from 'vitest';
import { VectorLayout } from '../../../web/grid/vector-layout.js';
import { jump, step } from '../../../web/editor/navigation.js';

// Row 2 is hidden; column B (1) is hidden.
const rows = new VectorLayout([21, 21, 0, 21, 21, 21, 21, 21]);
const columns = new VectorLayout([100, 0, 100, 100]);

describe('keyboard moves (SPEC section 4 "Selection")', () => {
  it('skip hidden rows and columns', () => {
    expect(step({ row: 1, col: 0 }, 'down', rows, columns)).toEqual({ row: 3, col: 0 });
    expect(step({ row: 0, col: 0 }, 'right', rows, columns)).toEqual({ row: 0, col: 2 });
    expect(step({ row: 0, col: 0 }, 'up', rows, columns)).toEqual({ row: 0, col: 0 });
  });
  it('content-edge arrows go to the end of a block, then to the next filled cell, then to the edge', () => {
    const filled = new Set([0, 1, 3, 6]);
    const has = (row: number) => filled.has(row);
    expect(jump({ row: 0, col: 0 }, 'down', rows, columns, has)).toEqual({ row: 3, col: 0 });
    expect(jump({ row: 3, col: 0 }, 'down', rows, columns, has)).toEqual({ row: 6, col: 0 });
    expect(jump({ row: 6, col: 0 }, 'down', rows, columns, has)).toEqual({ row: 7, col: 0 });
    expect(jump({ row: 6, col: 0 }, 'up', rows, columns, has)).toEqual({ row: 3, col: 0 });
  });
});
