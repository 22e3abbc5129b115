import { useRef, useState, type MutableRefObject, type PointerEvent as ReactPointerEvent } from 'react';
import { MIN_VECTOR_SIZE } from '../../plugins/workbook/index.js';
import { type GridGeometry, type Guide, type HitTarget, toScreenX, toScreenY } from '../grid/index.js';
import { useEditor } from './editor-context.js';
import { selectedVectors, type Axis, type Span } from './whole-vectors.js';

/** How close (px) to a header border the pointer must be to resize. */
const GRAB = 4;

interface Resizing {
  readonly axis: Axis;
  readonly index: number;
  /** Pointer position (canvas px) when the drag started. */
  readonly start: number;
  readonly size: number;
}

export interface HeaderResize {
  readonly cursor: 'resize-col' | 'resize-row' | undefined;
  /** Where the dragged border would go. */
  readonly guide: Guide | undefined;
  hover(target: HitTarget, event: ReactPointerEvent<HTMLCanvasElement>): void;
  begin(target: HitTarget, event: ReactPointerEvent<HTMLCanvasElement>): boolean;
  move(event: ReactPointerEvent<HTMLCanvasElement>): void;
  end(event: ReactPointerEvent<HTMLCanvasElement>): Promise<void>;
}

/** The new size for a border dragged `moved` canvas pixels at `zoom`: at least 4 px (SPEC section 5). */
export function draggedSize(size: number, moved: number, zoom: number): number {
  return Math.max(MIN_VECTOR_SIZE, Math.round(size + moved / zoom));
}

/**
 * The rows (columns) a border drag resizes: all the selected whole rows (columns) when the dragged one
 * is among them, as spreadsheets do, else that one alone.
 */
export function resizedSpan(index: number, selected: Span | undefined): { start: number; count: number } {
  if (selected && index >= selected.start && index <= selected.end) return { start: selected.start, count: selected.end - selected.start + 1 };
  return { start: index, count: 1 };
}

/** Drag a header's border to resize its row or column, or every selected one (one undo step). */
export function useHeaderResize(geometry: MutableRefObject<GridGeometry | null>): HeaderResize {
  const context = useEditor();
  const [cursor, setCursor] = useState<HeaderResize['cursor']>(undefined);
  const resizing = useRef<Resizing | null>(null);
  const [guide, setGuide] = useState<Guide | undefined>(undefined);

  /** The row or column whose far border is under the pointer, if any. */
  const borderAt = (target: HitTarget, event: ReactPointerEvent<HTMLCanvasElement>): Resizing | null => {
    const g = geometry.current;
    if (!g) return null;
    const box = g.canvas.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    if (target.kind === 'column-header') {
      for (const col of [target.col, target.col - 1]) {
        if (col >= 0 && Math.abs(toScreenX(g.columns.start(col + 1), g.view) - x) <= GRAB) return { axis: 'columns', index: col, start: x, size: g.columns.size(col) };
      }
    }
    if (target.kind === 'row-header') {
      for (const row of [target.row, target.row - 1]) {
        if (row >= 0 && Math.abs(toScreenY(g.rows.start(row + 1), g.view) - y) <= GRAB) return { axis: 'rows', index: row, start: y, size: g.rows.size(row) };
      }
    }
    return null;
  };
  /** The size the drag gives so far, read from the pointer. */
  const sizeNow = (current: Resizing, g: GridGeometry, event: ReactPointerEvent<HTMLCanvasElement>): number => {
    const box = g.canvas.getBoundingClientRect();
    const at = current.axis === 'columns' ? event.clientX - box.left : event.clientY - box.top;
    return draggedSize(current.size, at - current.start, g.view.zoom);
  };
  return {
    cursor,
    guide,
    hover(target, event) {
      if (resizing.current) return;
      const border = borderAt(target, event);
      setCursor(border ? (border.axis === 'columns' ? 'resize-col' : 'resize-row') : undefined);
    },
    begin(target, event) {
      resizing.current = borderAt(target, event);
      if (resizing.current) event.currentTarget.setPointerCapture(event.pointerId);
      return resizing.current !== null;
    },
    move(event) {
      const current = resizing.current;
      const g = geometry.current;
      if (!current || !g) return;
      const layout = current.axis === 'columns' ? g.columns : g.rows;
      setGuide({ axis: current.axis, offset: layout.start(current.index) + sizeNow(current, g, event) });
    },
    async end(event) {
      const current = resizing.current;
      resizing.current = null;
      setGuide(undefined);
      const g = geometry.current;
      if (!current || !g) return;
      const size = sizeNow(current, g, event);
      // A press on the border without a drag changes nothing, even in a selection of mixed sizes.
      if (size === current.size) return;
      const { start, count } = resizedSpan(current.index, selectedVectors(current.axis, context.area, context.rows, context.columns));
      await context.run(current.axis === 'columns' ? 'workbook.resize-columns' : 'workbook.resize-rows', { sheetId: context.sheet.id, start, count, size });
    },
  };
}
