import type { Engine } from '../../formulas/engine/index.js';
import { getRowCells } from '../../workbook/index.js';
import type { CellValidation, Sheet, Workbook } from '../../workbook/model/index.js';
import { rectOf, type CanvasLayer, type Frame } from '../../../web/plugin-api/index.js';
import { listItems } from '../list-items.js';
import { valuePasses } from '../value-check.js';

/** SPEC section 5 "padding 24": the width, before zoom, of a list cell's dropdown button at its right. */
export const LIST_BUTTON_WIDTH = 24;
const INVALID_COLOR = '#d93025';
const MARK_SIZE = 7;

export const isList = (validation: CellValidation | undefined): boolean => validation?.type.startsWith('list_') === true;

/** Whether a canvas point is on the dropdown button of a list cell drawn at `cell`. */
export function onListButton(cell: { x: number; w: number }, zoom: number, x: number): boolean {
  return x >= cell.x + cell.w - LIST_BUTTON_WIDTH * zoom && x <= cell.x + cell.w;
}

/** The checkbox's square in a cell (drawn centred, 12 px before zoom), with a little slack for the pointer. */
export function onCheckbox(cell: { x: number; y: number; w: number; h: number }, zoom: number, x: number, y: number): boolean {
  const half = (6 + 4) * zoom;
  return Math.abs(x - (cell.x + cell.w / 2)) <= half && Math.abs(y - (cell.y + cell.h / 2)) <= half;
}

/**
 * Reads whether a cell's value fails its validation; a list's items are read once per validation
 * and frame, however many cells share it.
 */
export function invalidReader(workbook: Workbook, sheet: Sheet, engine: Pick<Engine, 'getValue'>): (row: number, col: number, validation: CellValidation) => boolean {
  const items = new Map<CellValidation, readonly string[] | undefined>();
  const itemsOf = (validation: CellValidation) => {
    if (!items.has(validation)) items.set(validation, listItems(validation, workbook, sheet.id, engine as Engine));
    return items.get(validation);
  };
  return (row, col, validation) => !valuePasses(validation, engine.getValue(sheet.id, row, col), () => itemsOf(validation));
}

/** The validation layer: a dropdown button in list cells and a red corner on cells whose value fails. */
export const validationLayer: CanvasLayer = {
  id: 'validation.marks',
  z: 20,
  prepare(sheet, engine, workbook) {
    return { draw: (frame: Frame) => drawMarks(frame, sheet, invalidReader(workbook, sheet, engine)) };
  },
};

/** Only the cells the visible rows hold are read (each paint describes the frame, and most cells have no validation). */
function drawMarks(frame: Frame, sheet: Sheet, invalid: ReturnType<typeof invalidReader>): void {
  const { visible, rows, columns, ctx, view } = frame;
  const shownColumns: [string, number][] = [];
  for (let col = visible.left; col <= visible.right; col++) if (columns.size(col) > 0) shownColumns.push([sheet.columnIds[col] ?? '', col]);
  for (let row = visible.top; row <= visible.bottom; row++) {
    const cells = getRowCells(sheet, sheet.rowIds[row] ?? '');
    if (!cells || rows.size(row) === 0) continue;
    for (const [columnId, col] of shownColumns) {
      const validation = cells[columnId]?.data?.validation;
      if (!validation) continue;
      const box = rectOf(frame, { top: row, bottom: row, left: col, right: col });
      if (isList(validation)) drawListButton(ctx, box, view.zoom);
      if (validation.type !== 'checkbox' && invalid(row, col, validation)) drawInvalidMark(ctx, box, view.zoom);
    }
  }
}

function drawListButton(ctx: CanvasRenderingContext2D, box: { x: number; y: number; w: number; h: number }, zoom: number): void {
  const cx = box.x + box.w - (LIST_BUTTON_WIDTH / 2) * zoom;
  const cy = box.y + box.h / 2;
  const half = 3.5 * zoom;
  ctx.fillStyle = '#5f6368';
  ctx.beginPath();
  ctx.moveTo(cx - half, cy - half / 2);
  ctx.lineTo(cx + half, cy - half / 2);
  ctx.lineTo(cx, cy + half / 2);
  ctx.closePath();
  ctx.fill();
}

function drawInvalidMark(ctx: CanvasRenderingContext2D, box: { x: number; y: number; w: number }, zoom: number): void {
  const size = MARK_SIZE * zoom;
  const right = box.x + box.w;
  ctx.fillStyle = INVALID_COLOR;
  ctx.beginPath();
  ctx.moveTo(right - size, box.y);
  ctx.lineTo(right, box.y);
  ctx.lineTo(right, box.y + size);
  ctx.closePath();
  ctx.fill();
}
