import { drawCells } from './cells.js';
import type { CellRect, Frame } from './frame.js';
import { rowReach, type ChangedRows } from './same-frame.js';
import { drawFrozenLines } from './frozen-lines.js';
import { drawGuide } from './guide.js';
import { drawHeaders } from './headers.js';
import { panesOf } from './panes.js';
import { drawSelection } from './selection.js';

/**
 * Draws one frame in layers: cells, the plugins' layers (a filter's outline and buttons...), selection, the frozen headers, then any drag guide over them. The canvas is sized in
 * device pixels and scaled once, so text and lines stay crisp on high-DPI screens. With frozen panes
 * each quadrant is drawn in its own clip with its own scroll, then the lines between them.
 */
export function drawFrame(frame: Frame, devicePixelRatio: number, cellRows?: ReadonlySet<number>): void {
  const { ctx, view } = frame;
  ctx.setTransform(devicePixelRatio, 0, 0, devicePixelRatio, 0, 0);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, view.width, view.height);
  const panes = panesOf(frame);
  for (const { clip, frame: pane } of panes) {
    if (panes.length > 1) {
      ctx.save();
      ctx.beginPath();
      ctx.rect(clip.x, clip.y, clip.w, clip.h);
      ctx.clip();
    }
    drawPane(pane, cellRows);
    if (panes.length > 1) ctx.restore();
  }
  drawFrozenLines(frame);
  drawGuide(frame);
}

/**
 * Draws the frame over the changed rows only: their cells, and every layer over them, clipped to their
 * part of the canvas, which the rest of the canvas keeps as it was.
 */
export function drawFrameIn(frame: Frame, devicePixelRatio: number, { rects, rowsByRect }: ChangedRows): void {
  const { ctx } = frame;
  // One rectangle at a time, with the rows it reaches: a clip of several blends some edges' pixels
  // otherwise than a full paint does.
  rects.forEach(({ x, y, w, h }, i) => {
    ctx.save();
    ctx.setTransform(devicePixelRatio, 0, 0, devicePixelRatio, 0, 0);
    ctx.beginPath();
    ctx.rect(x, y, w, h);
    ctx.clip();
    drawFrame(frame, devicePixelRatio, rowsByRect[i]);
    ctx.restore();
  });
}

function drawPane(frame: Frame, cellRows: ReadonlySet<number> | undefined): void {
  drawCells(frame, cellRows);
  for (const layer of frame.model.layers ?? []) if (reaches(frame, layer.bounds, cellRows)) layer.draw?.(frame);
  if (reaches(frame, selectionAreas(frame), cellRows)) drawSelection(frame);
  drawHeaders(frame, cellRows);
}

/**
 * Whether drawing over `areas` may reach the rows a clipped paint draws (a drawing without areas always
 * may): another editor's selection, or one's own, far from the changed rows is not drawn only to be
 * clipped away.
 */
function reaches(frame: Frame, areas: readonly CellRect[] | undefined, rows: ReadonlySet<number> | undefined): boolean {
  if (rows === undefined || areas === undefined) return true;
  return areas.some((area) => {
    const [from, to] = rowReach(area, frame);
    for (let row = from; row <= to; row++) if (rows.has(row)) return true;
    return false;
  });
}

function selectionAreas({ selection, highlights, marquee, fillPreview }: Frame): CellRect[] {
  return [selection, ...(highlights ?? []).map(({ range }) => range), marquee, fillPreview].filter((area) => area !== undefined);
}
