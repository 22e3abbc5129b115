import { COLUMN_HEADER_HEIGHT, ROW_HEADER_WIDTH } from '../viewport.js';
import type { Frame } from './frame.js';

const FROZEN_LINE_COLOR = '#bdc1c6';
const FROZEN_LINE_WIDTH = 3;

/** The lines under the frozen rows and right of the frozen columns, across the whole canvas as in Sheets. */
export function drawFrozenLines(frame: Frame): void {
  const { ctx, view } = frame;
  const frozen = view.frozen;
  if (!frozen) return;
  ctx.fillStyle = FROZEN_LINE_COLOR;
  if (frozen.rows > 0) {
    const y = (COLUMN_HEADER_HEIGHT + frozen.height) * view.zoom;
    ctx.fillRect(0, y - FROZEN_LINE_WIDTH + 1, view.width, FROZEN_LINE_WIDTH);
  }
  if (frozen.columns > 0) {
    const x = (ROW_HEADER_WIDTH + frozen.width) * view.zoom;
    ctx.fillRect(x - FROZEN_LINE_WIDTH + 1, 0, FROZEN_LINE_WIDTH, view.height);
  }
}
