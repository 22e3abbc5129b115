import { useState, type MouseEvent as ReactMouseEvent, type MutableRefObject } from 'react';
import type { CellArea } from '../../kernel/index.js';
import { type CellPosition, type CellText, getCell, setCellsInParts } from '../../plugins/workbook/index.js';
import { FILL_HANDLE_SIZE, type GridGeometry, rectOf } from '../grid/index.js';
import { autofill, type FillSource } from './autofill.js';
import { contentOf, useEditor, type EditorContextValue } from './editor-context.js';

export interface FillHandle {
  readonly preview: CellArea | undefined;
  onHandle(event: ReactMouseEvent<HTMLCanvasElement>): boolean;
  begin(event: ReactMouseEvent<HTMLCanvasElement>): boolean;
  move(target: CellPosition): void;
  end(): Promise<void>;
  fillDown(): Promise<void>;
}

/** The area a drag to `target` fills: along the axis it moved furthest from the selection. */
export function fillTarget(area: CellArea, target: CellPosition): CellArea | undefined {
  const down = target.row - area.bottom;
  const up = area.top - target.row;
  const right = target.col - area.right;
  const left = area.left - target.col;
  const best = Math.max(down, up, right, left);
  if (best <= 0) return undefined;
  if (best === down) return { ...area, top: area.bottom + 1, bottom: target.row };
  if (best === up) return { ...area, top: target.row, bottom: area.top - 1 };
  if (best === right) return { ...area, left: area.right + 1, right: target.col };
  return { ...area, left: target.col, right: area.left - 1 };
}

/** The fill handle (SPEC section 4): drag to fill, double-click to fill down as far as the neighbours go. */
export function useFillHandle(geometry: MutableRefObject<GridGeometry | null>): FillHandle {
  const context = useEditor();
  const [preview, setPreview] = useState<CellArea | undefined>(undefined);
  const onHandle = (event: ReactMouseEvent<HTMLCanvasElement>) => {
    const g = geometry.current;
    if (!g) return false;
    const box = g.canvas.getBoundingClientRect();
    const r = rectOf({ rows: g.rows, columns: g.columns, view: g.view } as Parameters<typeof rectOf>[0], context.area);
    const half = FILL_HANDLE_SIZE * g.view.zoom;
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    return Math.abs(x - (r.x + r.w)) <= half && Math.abs(y - (r.y + r.h)) <= half;
  };
  return {
    preview,
    onHandle,
    begin: (event) => onHandle(event),
    move: (target) => setPreview(fillTarget(context.area, target)),
    async end() {
      const target = preview;
      setPreview(undefined);
      if (target) await fill(context, context.area, target);
    },
    async fillDown() {
      const bottom = lastNeighbourRow(context);
      if (bottom > context.area.bottom) await fill(context, context.area, { ...context.area, top: context.area.bottom + 1, bottom });
    },
  };
}

/** Double-click: as far down as the column left (or right) of the selection has content. */
function lastNeighbourRow(context: EditorContextValue): number {
  const { sheet, area } = context;
  const has = (row: number, col: number) => contentOf(getCell(sheet, sheet.rowIds[row] ?? '', sheet.columnIds[col] ?? '')) !== '';
  for (const col of [area.left - 1, area.right + 1]) {
    if (col < 0 || col >= sheet.columnIds.length || !has(area.bottom + 1, col)) continue;
    let row = area.bottom + 1;
    while (row + 1 < sheet.rowIds.length && has(row + 1, col)) row++;
    return row;
  }
  return area.bottom;
}

/** Fills `target` from `source` line by line, as one undo step, then selects both. */
export async function fill(context: EditorContextValue, source: CellArea, target: CellArea, trend = true): Promise<void> {
  const { sheet, kernel, engine } = { ...context, engine: context.session.engine };
  const vertical = target.left === source.left && target.right === source.right;
  const backwards = vertical ? target.bottom < source.top : target.right < source.left;
  const count = vertical ? target.bottom - target.top + 1 : target.right - target.left + 1;
  const cells: CellText[] = [];
  const lines = vertical ? [source.left, source.right] : [source.top, source.bottom];
  for (let line = lines[0]; line <= lines[1]; line++) {
    const positions = vertical
      ? range(source.top, source.bottom).map((row) => ({ row, col: line }))
      : range(source.left, source.right).map((col) => ({ row: line, col }));
    const sources: FillSource[] = positions.map(({ row, col }) => {
      const cell = getCell(sheet, sheet.rowIds[row] ?? '', sheet.columnIds[col] ?? '');
      const value = engine.getValue(sheet.id, row, col);
      return { text: contentOf(cell), number: !cell?.formula && typeof value === 'number' ? value : undefined };
    });
    const texts = autofill(sources, count, backwards, vertical ? 'rows' : 'cols', trend);
    texts.forEach((text, k) => {
      const offset = backwards ? -(k + 1) : k + 1;
      cells.push(vertical ? { row: (backwards ? source.top : source.bottom) + offset, col: line, text } : { row: line, col: (backwards ? source.left : source.right) + offset, text });
    });
  }
  const first = getCell(sheet, sheet.rowIds[source.top] ?? '', sheet.columnIds[source.left] ?? '');
  const result = kernel.bus.batch(() => {
    const done = setCellsInParts((id, params) => kernel.execute(id, params), sheet.id, cells);
    if (done.ok && first?.format) kernel.execute('workbook.set-format', { sheetId: sheet.id, area: target, format: first.format });
    if (done.ok && first?.data?.type) kernel.execute('workbook.set-data-type', { sheetId: sheet.id, area: target, type: first.data.type });
    if (done.ok && first?.data?.format) kernel.execute('workbook.set-number-format', { sheetId: sheet.id, area: target, format: first.data.format });
    return done;
  });
  if (!result.ok) return context.alert(result.error, result.title);
  const whole = { top: Math.min(source.top, target.top), left: Math.min(source.left, target.left), bottom: Math.max(source.bottom, target.bottom), right: Math.max(source.right, target.right) };
  context.select({ row: whole.top, col: whole.left }, { row: whole.bottom, col: whole.right });
}

/**
 * Ctrl/Cmd+D (down) and +R (right), SPEC section 4: a range copies its first row (column) over the
 * rest; a single row (column) copies the one before it, and at the sheet's edge does nothing.
 */
export function fillOnward(context: EditorContextValue, direction: 'down' | 'right'): void {
  const { area } = context;
  if (direction === 'down') {
    if (area.bottom > area.top) void fill(context, { ...area, bottom: area.top }, { ...area, top: area.top + 1 }, false);
    else if (area.top > 0) void fill(context, { ...area, top: area.top - 1, bottom: area.top - 1 }, area, false);
  } else if (area.right > area.left) void fill(context, { ...area, right: area.left }, { ...area, left: area.left + 1 }, false);
  else if (area.left > 0) void fill(context, { ...area, left: area.left - 1, right: area.left - 1 }, area, false);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
