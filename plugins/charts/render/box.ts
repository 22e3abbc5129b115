/** A rectangle in the chart's pixels. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Takes a strip off one side of a box: the strip and what is left. */
export function cut(box: Box, side: 'top' | 'bottom' | 'left' | 'right', size: number): { strip: Box; rest: Box } {
  const s = Math.max(0, Math.min(size, side === 'top' || side === 'bottom' ? box.height : box.width));
  switch (side) {
    case 'top':
      return { strip: { ...box, height: s }, rest: { ...box, y: box.y + s, height: box.height - s } };
    case 'bottom':
      return { strip: { ...box, y: box.y + box.height - s, height: s }, rest: { ...box, height: box.height - s } };
    case 'left':
      return { strip: { ...box, width: s }, rest: { ...box, x: box.x + s, width: box.width - s } };
    case 'right':
      return { strip: { ...box, x: box.x + box.width - s, width: s }, rest: { ...box, width: box.width - s } };
  }
}
