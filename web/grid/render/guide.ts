import { toScreenX, toScreenY } from '../viewport.js';
import type { Frame } from './frame.js';

const GUIDE_COLOR = '#1a73e8';
const GUIDE_WIDTH = 3;

/** The drop indicator of a row or column move, or the border being dragged by a resize. */
export function drawGuide(frame: Frame): void {
  const { ctx, guide, view } = frame;
  if (!guide) return;
  ctx.fillStyle = GUIDE_COLOR;
  if (guide.axis === 'columns') {
    const x = toScreenX(guide.offset, view);
    ctx.fillRect(x - GUIDE_WIDTH / 2, 0, GUIDE_WIDTH, view.height);
  } else {
    const y = toScreenY(guide.offset, view);
    ctx.fillRect(0, y - GUIDE_WIDTH / 2, view.width, GUIDE_WIDTH);
  }
}
