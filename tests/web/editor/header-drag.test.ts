import { describe, expect, it } from 'vitest';
import { VectorLayout } from '../../../web/grid/vector-layout.js';
import { dropIndex, movedSpan, staysInPlace } from '../../../web/editor/vector-move.js';
import { draggedSize, resizedSpan } from '../../../web/editor/use-header-resize.js';

describe('moving rows and columns by their headers (SPEC section 4)', () => {
  const layout = new VectorLayout([20, 20, 0, 20, 20]);
  it('drops on the border nearest the pointer', () => {
    expect(dropIndex(layout, 5)).toBe(0);
    expect(dropIndex(layout, 15)).toBe(1);
    expect(dropIndex(layout, 45)).toBe(3);
    expect(dropIndex(layout, 79)).toBe(5);
    expect(dropIndex(layout, 500)).toBe(5);
  });
  it('knows a drop on the block or right after it moves nothing', () => {
    const span = { start: 1, end: 2 };
    expect([0, 1, 2, 3, 4].map((to) => staysInPlace(span, to))).toEqual([false, true, true, true, false]);
  });
  it('finds where the block lands, reading `to` before the move as the command does', () => {
    expect(movedSpan({ start: 1, end: 2 }, 0)).toEqual({ start: 0, end: 1 });
    expect(movedSpan({ start: 1, end: 2 }, 5)).toEqual({ start: 3, end: 4 });
    expect(movedSpan({ start: 1, end: 2 }, 2)).toEqual({ start: 1, end: 2 });
  });
});

describe('resizing by a header border (SPEC sections 4 and 5)', () => {
  it('resizes every selected row when the dragged one is selected, else that one alone', () => {
    expect(resizedSpan(3, { start: 2, end: 5 })).toEqual({ start: 2, count: 4 });
    expect(resizedSpan(7, { start: 2, end: 5 })).toEqual({ start: 7, count: 1 });
    expect(resizedSpan(7, undefined)).toEqual({ start: 7, count: 1 });
  });
  it('scales the drag by the zoom and keeps at least 4 pixels', () => {
    expect(draggedSize(100, 50, 2)).toBe(125);
    expect(draggedSize(21, -40, 1)).toBe(4);
  });
});
