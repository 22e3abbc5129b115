import { type Frame, rectOf } from './frame.js';

const SELECTION_COLOR = '#1a73e8';
const SELECTION_FILL = 'rgba(26, 115, 232, 0.1)';
/** The fill handle's size before zoom (SPEC section 9: 7 scaled by zoom). */
export const FILL_HANDLE_SIZE = 7;

/** The selected range, the active cell, the fill handle and reference highlights while editing. */
export function drawSelection(frame: Frame): void {
  const { ctx, selection, view } = frame;
  for (const { range, color } of frame.highlights ?? []) {
    const r = rectOf(frame, range);
    ctx.strokeStyle = color;
    ctx.lineWidth = 2;
    ctx.setLineDash([4, 2]);
    ctx.strokeRect(r.x, r.y, r.w, r.h);
    ctx.setLineDash([]);
  }
  for (const [range, color] of [[frame.marquee, SELECTION_COLOR], [frame.fillPreview, '#5f6368']] as const) {
    if (!range) continue;
    const r = rectOf(frame, range);
    ctx.strokeStyle = color;
    ctx.lineWidth = 1;
    ctx.setLineDash([4, 3]);
    ctx.strokeRect(r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1);
    ctx.setLineDash([]);
  }
  if (!selection) return;
  const area = rectOf(frame, selection);
  const single = selection.top === selection.bottom && selection.left === selection.right;
  if (!single) {
    ctx.fillStyle = SELECTION_FILL;
    ctx.fillRect(area.x, area.y, area.w, area.h);
  }
  ctx.strokeStyle = SELECTION_COLOR;
  ctx.lineWidth = single ? 2 : 1;
  ctx.strokeRect(area.x, area.y, area.w, area.h);
  const active = rectOf(frame, { top: selection.active.row, bottom: selection.active.row, left: selection.active.col, right: selection.active.col });
  ctx.lineWidth = 2;
  ctx.strokeRect(active.x, active.y, active.w, active.h);
  const handle = FILL_HANDLE_SIZE * view.zoom;
  ctx.fillStyle = SELECTION_COLOR;
  ctx.fillRect(area.x + area.w - handle / 2, area.y + area.h - handle / 2, handle, handle);
}
