import { describe, expect, it } from 'vitest';
import { wheelDistance } from '../../../web/grid/wheel.js';

const wheel = (deltaX: number, deltaY: number, deltaMode = 0, shiftKey = false) => ({ deltaX, deltaY, deltaMode, shiftKey });

describe('how far a wheel event scrolls the grid', () => {
  it('takes pixel deltas as they are, in both directions', () => {
    expect(wheelDistance(wheel(30, -120), 21, 700)).toEqual({ x: 30, y: -120 });
  });
  it('turns line and page deltas into pixels', () => {
    expect(wheelDistance(wheel(0, 3, 1), 21, 700)).toEqual({ x: 0, y: 63 });
    expect(wheelDistance(wheel(0, -1, 2), 21, 700)).toEqual({ x: 0, y: -700 });
  });
  it('scrolls sideways with Shift held on a vertical wheel', () => {
    expect(wheelDistance(wheel(0, 100, 0, true), 21, 700)).toEqual({ x: 100, y: 0 });
    expect(wheelDistance(wheel(40, 0, 0, true), 21, 700)).toEqual({ x: 40, y: 0 });
  });
});
