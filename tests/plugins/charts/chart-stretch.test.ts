import { describe, expect, it } from 'vitest';
import { stretch } from '../../../plugins/charts/web/frame-geometry.js';

const box = { left: 40, top: 30, width: 600, height: 300 };

describe('resizing a chart with Ctrl+arrows', () => {
  it('grows and shrinks from the bottom-right corner by the nudge steps, the top-left corner kept', () => {
    expect(stretch(box, 'ArrowRight', false)).toEqual({ ...box, width: 605 });
    expect(stretch(box, 'ArrowLeft', true)).toEqual({ ...box, width: 599 });
    expect(stretch(box, 'ArrowDown', false)).toEqual({ ...box, height: 305 });
    expect(stretch(box, 'ArrowUp', false)).toEqual({ ...box, height: 295 });
  });
  it('keeps the minimum size and ignores other keys', () => {
    expect(stretch({ ...box, width: 100 }, 'ArrowLeft', false)).toEqual({ ...box, width: 100 });
    expect(stretch(box, 'Enter', false)).toBeUndefined();
  });
});
