import type { CellView } from '../grid-model.js';
import { type CellRect, type Frame, rectOf } from './frame.js';
import { requestFont } from '../../fonts/font-faces.js';
import { alignOf, CELL_PADDING, fontOf, wrapLines } from './text.js';
import { textWidth as measured } from './text-widths.js';

const GRIDLINE_COLOR = '#e2e3e3';
const ERROR_COLOR = '#c5221f';
const BORDER_WIDTH: Record<string, number> = { normal: 1, wide: 2, wider: 3, dotted: 1, dashed: 1 };

interface Placed {
  readonly cell: CellView;
  readonly area: CellRect;
}

/** The cells to draw: visible ones (of `only` these rows), with merges anchored outside the view pulled in once. */
function placedCells(frame: Frame, only: ReadonlySet<number> | undefined): Placed[] {
  const { visible, model } = frame;
  const placed: Placed[] = [];
  const anchors = new Set<string>();
  for (let row = visible.top; row <= visible.bottom; row++) {
    if (frame.rows.size(row) === 0 || (only && !only.has(row))) continue;
    for (let col = visible.left; col <= visible.right; col++) {
      const cell = model.cell(row, col);
      if (!cell) continue;
      const anchor = cell.mergedInto ?? (cell.mergeRows || cell.mergeColumns ? { row, col } : undefined);
      if (anchor) {
        const key = `${anchor.row}:${anchor.col}`;
        if (anchors.has(key)) continue;
        anchors.add(key);
        const top = anchor === cell.mergedInto ? model.cell(anchor.row, anchor.col) : cell;
        if (!top) continue;
        placed.push({ cell: top, area: { top: anchor.row, left: anchor.col, bottom: anchor.row + (top.mergeRows ?? 1) - 1, right: anchor.col + (top.mergeColumns ?? 1) - 1 } });
      } else if (frame.columns.size(col) > 0) {
        placed.push({ cell, area: { top: row, left: col, bottom: row, right: col } });
      }
    }
  }
  return placed;
}

/**
 * Each gridline a one-pixel rectangle on whole pixels. Stroked as one path, a pane's vertical lines came
 * out a shade lighter at one row (the rasteriser's seam halfway down its clip), so a paint clipped to
 * some rows gave other pixels than a full one there.
 */
function drawGridlines(frame: Frame): void {
  const { ctx, visible } = frame;
  const full = rectOf(frame, visible);
  ctx.fillStyle = GRIDLINE_COLOR;
  for (let row = visible.top; row <= visible.bottom + 1; row++) {
    const y = Math.round(rectOf(frame, { ...visible, top: row, bottom: row }).y) - 1;
    ctx.fillRect(full.x, y, full.w, 1);
  }
  for (let col = visible.left; col <= visible.right + 1; col++) {
    const x = Math.round(rectOf(frame, { ...visible, left: col, right: col }).x) - 1;
    ctx.fillRect(x, full.y, 1, full.h);
  }
}

function drawBackground(frame: Frame, { cell, area }: Placed): void {
  const merged = area.bottom > area.top || area.right > area.left;
  if (!cell.backgroundColor && !merged) return;
  const r = rectOf(frame, area);
  frame.ctx.fillStyle = cell.backgroundColor ?? '#ffffff';
  frame.ctx.fillRect(r.x, r.y, r.w - (merged && !cell.backgroundColor ? 1 : 0), r.h - (merged && !cell.backgroundColor ? 1 : 0));
}

/** How far left-aligned overflowing text may run: over the empty cells to its right. */
function overflowWidth(frame: Frame, { area }: Placed, textWidth: number, width: number): number {
  let w = width;
  for (let col = area.right + 1; w < textWidth && col <= frame.visible.right + 1; col++) {
    const next = frame.model.cell(area.top, col);
    if (next && next.text !== '') break;
    w += frame.columns.size(col) * frame.view.zoom;
  }
  return w;
}

function drawText(frame: Frame, placed: Placed): void {
  const { cell } = placed;
  if (cell.checkbox !== undefined) return drawCheckbox(frame, placed);
  if (!cell.text) return;
  const { ctx, view } = frame;
  const r = rectOf(frame, placed.area);
  const pad = CELL_PADDING * view.zoom;
  // Setting a font parses it: only when it differs from the last cell's.
  const font = fontOf(cell, view.zoom);
  if (lastFont !== font) {
    requestFont(font);
    ctx.font = font;
    lastFont = font;
  }
  ctx.fillStyle = cell.error ? ERROR_COLOR : (cell.textColor ?? '#000000');
  const align = alignOf(cell);
  const lines = cell.wrap === 'wrap' ? wrapLines(ctx, cell.text, r.w - 2 * pad) : [cell.text.replace(/\n/g, ' ')];
  const lineHeight = (((cell.fontSize ?? 10) * 4) / 3) * 1.25 * view.zoom;
  const block = lineHeight * lines.length;
  const vAlign = cell.verticalAlign ?? 'bottom';
  let y = vAlign === 'top' ? r.y + pad : vAlign === 'middle' ? r.y + (r.h - block) / 2 : r.y + r.h - pad - block;
  const textWidth = measured(ctx, font, lines[0]);
  const clipWidth = cell.wrap === 'overflow' || cell.wrap === undefined ? (align === 'left' && !cell.numeric ? overflowWidth(frame, placed, textWidth + 2 * pad, r.w) : r.w) : r.w;
  // Clipping costs a save/restore per cell: only text that does not fit needs it.
  const fits = lines.length === 1 && textWidth + 2 * pad <= r.w && block <= r.h;
  if (!fits) {
    ctx.save();
    ctx.beginPath();
    ctx.rect(r.x, r.y, clipWidth, r.h);
    ctx.clip();
  }
  ctx.textBaseline = 'top';
  ctx.textAlign = align;
  const x = align === 'left' ? r.x + pad : align === 'center' ? r.x + r.w / 2 : r.x + r.w - pad;
  for (const line of lines) {
    ctx.fillText(line, x, y + lineHeight * 0.1);
    if (cell.underline || cell.strikethrough) decorate(ctx, measured(ctx, font, line), x, y, lineHeight, align, cell);
    y += lineHeight;
  }
  if (!fits) ctx.restore();
}

function decorate(ctx: CanvasRenderingContext2D, width: number, x: number, y: number, lineHeight: number, align: string, cell: CellView): void {
  const left = align === 'left' ? x : align === 'center' ? x - width / 2 : x - width;
  ctx.fillRect(left, cell.underline ? y + lineHeight * 0.9 : y + lineHeight * 0.5, width, 1);
}

function drawCheckbox(frame: Frame, { cell, area }: Placed): void {
  const { ctx, view } = frame;
  const r = rectOf(frame, area);
  const size = 12 * view.zoom;
  const x = r.x + (r.w - size) / 2;
  const y = r.y + (r.h - size) / 2;
  ctx.strokeStyle = '#5f6368';
  ctx.lineWidth = 1.5;
  ctx.strokeRect(x, y, size, size);
  if (cell.checkbox) {
    ctx.beginPath();
    ctx.moveTo(x + size * 0.2, y + size * 0.5);
    ctx.lineTo(x + size * 0.42, y + size * 0.75);
    ctx.lineTo(x + size * 0.8, y + size * 0.25);
    ctx.stroke();
  }
}

function drawBorders(frame: Frame, { cell, area }: Placed): void {
  if (!cell.borders) return;
  const { ctx } = frame;
  const r = rectOf(frame, area);
  const edges = { top: [r.x, r.y, r.x + r.w, r.y], bottom: [r.x, r.y + r.h, r.x + r.w, r.y + r.h], left: [r.x, r.y, r.x, r.y + r.h], right: [r.x + r.w, r.y, r.x + r.w, r.y + r.h] } as const;
  for (const side of ['top', 'right', 'bottom', 'left'] as const) {
    const line = cell.borders[side];
    if (!line) continue;
    const [x1, y1, x2, y2] = edges[side];
    ctx.strokeStyle = line.color;
    ctx.lineWidth = BORDER_WIDTH[line.style] ?? 1;
    ctx.setLineDash(line.style === 'dotted' ? [1, 2] : line.style === 'dashed' ? [4, 3] : []);
    ctx.beginPath();
    ctx.moveTo(Math.round(x1) - 0.5, Math.round(y1) - 0.5);
    ctx.lineTo(Math.round(x2) - 0.5, Math.round(y2) - 0.5);
    ctx.stroke();
  }
  ctx.setLineDash([]);
}

let lastFont = '';

/**
 * Cell layer: gridlines, fills, text and borders of the visible cells, or of the visible cells of
 * `rows` (a paint clipped to rows that changed; the clip keeps the gridlines to them).
 */
export function drawCells(frame: Frame, rows?: ReadonlySet<number>): void {
  lastFont = '';
  const placed = placedCells(frame, rows);
  if (frame.showGridlines) drawGridlines(frame);
  for (const p of placed) drawBackground(frame, p);
  for (const p of placed) drawText(frame, p);
  for (const p of placed) drawBorders(frame, p);
}
