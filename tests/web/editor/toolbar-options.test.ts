import { describe, expect, it } from 'vitest';
import { mergesAllowed } from '../../../web/editor/toolbar/merge-options.js';
import { parseZoom, zoomText } from '../../../web/editor/toolbar/zoom-text.js';

describe('the zoom box (SPEC sections 5 and 9: zoom typed as a percentage, clamped 0.5–2)', () => {
  it('reads a typed percentage, with or without the sign and spaces', () => {
    expect(parseZoom('130')).toBe(1.3);
    expect(parseZoom('75%')).toBe(0.75);
    expect(parseZoom(' 90 % ')).toBe(0.9);
    expect(parseZoom('112.5')).toBe(1.125);
  });
  it('clamps to 50–200 %', () => {
    expect(parseZoom('10')).toBe(0.5);
    expect(parseZoom('0')).toBe(0.5);
    expect(parseZoom('500%')).toBe(2);
  });
  it('refuses what is not a number, so the box reverts', () => {
    expect(parseZoom('')).toBeUndefined();
    expect(parseZoom('big')).toBeUndefined();
    expect(parseZoom('-50')).toBeUndefined();
    expect(parseZoom('1,5')).toBeUndefined();
  });
  it('shows a zoom as a whole percentage', () => {
    expect(zoomText(1)).toBe('100%');
    expect(zoomText(0.9)).toBe('90%');
    expect(zoomText(1.125)).toBe('113%');
  });
});

describe('the merge menu (SPEC section 5: which merges a selection allows)', () => {
  it('allows nothing on one cell', () => {
    expect(mergesAllowed({ top: 2, left: 2, bottom: 2, right: 2 })).toEqual({ all: false, horizontal: false, vertical: false });
  });
  it('merges horizontally only across columns and vertically only across rows', () => {
    expect(mergesAllowed({ top: 0, left: 0, bottom: 0, right: 3 })).toEqual({ all: true, horizontal: true, vertical: false });
    expect(mergesAllowed({ top: 0, left: 0, bottom: 4, right: 0 })).toEqual({ all: true, horizontal: false, vertical: true });
    expect(mergesAllowed({ top: 0, left: 0, bottom: 1, right: 1 })).toEqual({ all: true, horizontal: true, vertical: true });
  });
});
