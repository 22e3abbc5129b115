import { columnLetters } from '../../../plugins/workbook/index.js';
import { COLUMN_HEADER_HEIGHT, ROW_HEADER_WIDTH } from '../viewport.js';
import { type Frame, rectOf } from './frame.js';

const HEADER_FILL = '#f8f9fa';
const HEADER_SELECTED = '#d3e3fd';
const HEADER_LINE = '#c4c7c5';
const HEADER_TEXT = '#444746';

/**
 * Column letters and row numbers, drawn over the cells so they stay frozen while scrolling. A paint
 * clipped to `rows` writes only their numbers, and the letters only when the first of them is in sight
 * (only its strip reaches the letters).
 */
export function drawHeaders(frame: Frame, rows?: ReadonlySet<number>): void {
  const { ctx, view, visible, selection } = frame;
  const headerW = ROW_HEADER_WIDTH * view.zoom;
  const headerH = COLUMN_HEADER_HEIGHT * view.zoom;
  ctx.fillStyle = HEADER_FILL;
  ctx.fillRect(0, 0, view.width, headerH);
  ctx.fillRect(0, 0, headerW, view.height);
  ctx.font = `400 ${(11 * view.zoom).toFixed(2)}px Arial, sans-serif`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  ctx.strokeStyle = HEADER_LINE;
  ctx.lineWidth = 1;
  ctx.beginPath();
  const letters = rows === undefined || rows.has(visible.top);
  for (let col = visible.left; letters && col <= visible.right; col++) {
    if (frame.columns.size(col) === 0) continue;
    const r = rectOf(frame, { top: visible.top, bottom: visible.top, left: col, right: col });
    if (selection && col >= selection.left && col <= selection.right) {
      ctx.fillStyle = HEADER_SELECTED;
      ctx.fillRect(r.x, 0, r.w, headerH);
    }
    ctx.fillStyle = HEADER_TEXT;
    ctx.fillText(columnLetters(col), r.x + r.w / 2, headerH / 2);
    ctx.moveTo(Math.round(r.x + r.w) - 0.5, 0);
    ctx.lineTo(Math.round(r.x + r.w) - 0.5, headerH);
  }
  for (let row = visible.top; row <= visible.bottom; row++) {
    if (frame.rows.size(row) === 0 || (rows !== undefined && !rows.has(row))) continue;
    const r = rectOf(frame, { top: row, bottom: row, left: visible.left, right: visible.left });
    if (selection && row >= selection.top && row <= selection.bottom) {
      ctx.fillStyle = HEADER_SELECTED;
      ctx.fillRect(0, r.y, headerW, r.h);
    }
    ctx.fillStyle = HEADER_TEXT;
    ctx.fillText(String(row + 1), headerW / 2, r.y + r.h / 2);
    ctx.moveTo(0, Math.round(r.y + r.h) - 0.5);
    ctx.lineTo(headerW, Math.round(r.y + r.h) - 0.5);
  }
  ctx.moveTo(0, headerH - 0.5);
  ctx.lineTo(view.width, headerH - 0.5);
  ctx.moveTo(headerW - 0.5, 0);
  ctx.lineTo(headerW - 0.5, view.height);
  ctx.stroke();
  ctx.fillStyle = HEADER_FILL;
  ctx.fillRect(0, 0, headerW - 1, headerH - 1);
}
