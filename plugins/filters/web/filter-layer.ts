import { rectOf, type CanvasLayer, type Frame } from '../../../web/plugin-api/index.js';
import { sheetFilterLayout, type FilterView } from './filter-view.js';

const FILTER_COLOR = '#188038';
const HEADER_TINT = 'rgba(24, 128, 56, 0.08)';
/** The button's side and its gap from the cell's right edge, before zoom. */
const BUTTON_SIZE = 15;
const BUTTON_GAP = 3;

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Where a header cell's filter button sits on the canvas (CSS pixels): right-aligned, centred vertically. */
export function filterButtonBox(cell: Box, zoom: number): Box {
  const size = Math.min(BUTTON_SIZE * zoom, cell.h - 2, cell.w - 2);
  return { x: cell.x + cell.w - size - BUTTON_GAP * zoom, y: cell.y + (cell.h - size) / 2, w: size, h: size };
}

/** Whether a canvas point is on a filter button. */
export function isInBox(box: Box, x: number, y: number): boolean {
  return x >= box.x && x <= box.x + box.w && y >= box.y && y <= box.y + box.h;
}

/**
 * The sheet's filter over the cells: a light tint on the header row, a thin outline round the block
 * and a button in each header cell. A column whose criteria hide rows shows a filled funnel, as in Sheets.
 */
export function drawFilter(frame: Frame, filter: FilterView): void {
  const { ctx, visible } = frame;
  const { area } = filter;
  if (area.bottom < visible.top || area.top > visible.bottom || area.right < visible.left || area.left > visible.right) return;
  const block = rectOf(frame, area);
  const header = rectOf(frame, { ...area, bottom: area.top });
  ctx.fillStyle = HEADER_TINT;
  ctx.fillRect(header.x, header.y, header.w, header.h);
  ctx.strokeStyle = FILTER_COLOR;
  ctx.lineWidth = 1;
  ctx.strokeRect(Math.round(block.x) + 0.5, Math.round(block.y) + 0.5, Math.round(block.w) - 1, Math.round(block.h) - 1);
  if (frame.rows.size(area.top) === 0 || area.top < visible.top || area.top > visible.bottom) return;
  for (let col = Math.max(area.left, visible.left); col <= Math.min(area.right, visible.right); col++) {
    if (frame.columns.size(col) === 0) continue;
    const cell = rectOf(frame, { top: area.top, bottom: area.top, left: col, right: col });
    drawButton(ctx, filterButtonBox(cell, frame.view.zoom), filter.filteredColumns.has(col));
  }
}

function drawButton(ctx: CanvasRenderingContext2D, box: Box, filtered: boolean): void {
  ctx.fillStyle = filtered ? FILTER_COLOR : '#ffffff';
  ctx.strokeStyle = filtered ? FILTER_COLOR : '#80868b';
  ctx.beginPath();
  ctx.roundRect(box.x + 0.5, box.y + 0.5, box.w - 1, box.h - 1, 2);
  ctx.fill();
  ctx.stroke();
  // A funnel: a wide triangle over a short stem.
  const cx = box.x + box.w / 2;
  const top = box.y + box.h * 0.3;
  const half = box.w * 0.3;
  ctx.fillStyle = filtered ? '#ffffff' : '#3c4043';
  ctx.beginPath();
  ctx.moveTo(cx - half, top);
  ctx.lineTo(cx + half, top);
  ctx.lineTo(cx + box.w * 0.07, top + box.h * 0.25);
  ctx.lineTo(cx + box.w * 0.07, top + box.h * 0.45);
  ctx.lineTo(cx - box.w * 0.07, top + box.h * 0.38);
  ctx.lineTo(cx - box.w * 0.07, top + box.h * 0.25);
  ctx.closePath();
  ctx.fill();
}

/** The header cell column whose filter button is under a canvas point, if any. */
export function filterButtonAt(frame: Pick<Frame, 'rows' | 'columns' | 'view'>, filter: FilterView | undefined, target: { row: number; col: number }, x: number, y: number): number | undefined {
  if (!filter || target.row !== filter.area.top || target.col < filter.area.left || target.col > filter.area.right) return undefined;
  const cell = rectOf(frame as Frame, { top: target.row, bottom: target.row, left: target.col, right: target.col });
  return isInBox(filterButtonBox(cell, frame.view.zoom), x, y) ? target.col : undefined;
}

/** The filter's canvas layer: the rows it hides and its outline and buttons. */
export const filterLayer: CanvasLayer = {
  id: 'filters.filter',
  z: 10,
  prepare(sheet, engine) {
    const layout = sheetFilterLayout(sheet, engine);
    return layout && { hiddenRows: layout.hiddenRows, draw: (frame: Frame) => drawFilter(frame, layout.view) };
  },
};
