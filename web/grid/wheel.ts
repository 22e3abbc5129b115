/** A wheel event's distance, in CSS pixels. */
export interface WheelDistance {
  readonly x: number;
  readonly y: number;
}

type WheelLike = Pick<WheelEvent, 'deltaX' | 'deltaY' | 'deltaMode' | 'shiftKey'>;

/**
 * How far a wheel or trackpad event asks to scroll, in pixels: line and page deltas (Firefox, some mice)
 * are converted with a row's height and the view's height, and Shift turns a plain vertical wheel
 * horizontal, as in spreadsheets.
 */
export function wheelDistance(event: WheelLike, linePx: number, pagePx: number): WheelDistance {
  const unit = event.deltaMode === 1 ? linePx : event.deltaMode === 2 ? pagePx : 1;
  const x = event.deltaX * unit;
  const y = event.deltaY * unit;
  return event.shiftKey && x === 0 ? { x: y, y: 0 } : { x, y };
}
