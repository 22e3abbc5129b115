import { useRef, useState, type MutableRefObject, type PointerEvent as ReactPointerEvent } from 'react';
import type { GridGeometry } from '../grid/GridCanvas.js';
import { toScreenX, toScreenY, type HitTarget } from '../grid/viewport.js';
import { useEditor } from './editor-context.js';

/** How close (px) to a header border the pointer must be to resize. */
const GRAB = 4;

interface Resizing {
  readonly axis: 'rows' | 'columns';
  readonly index: number;
  readonly start: number;
  readonly size: number;
}

export interface HeaderResize {
  readonly cursor: 'resize-col' | 'resize-row' | undefined;
  hover(target: HitTarget, event: ReactPointerEvent<HTMLCanvasElement>): void;
  begin(target: HitTarget, event: ReactPointerEvent<HTMLCanvasElement>): boolean;
  move(event: ReactPointerEvent<HTMLCanvasElement>): void;
  end(event: ReactPointerEvent<HTMLCanvasElement>): Promise<void>;
}

/** Drag a header's border to resize its row or column (SPEC section 4; at least 4 px, section 5). */
export function useHeaderResize(geometry: MutableRefObject<GridGeometry | null>): HeaderResize {
  const context = useEditor();
  const [cursor, setCursor] = useState<HeaderResize['cursor']>(undefined);
  const resizing = useRef<Resizing | null>(null);
  const [, setPreview] = useState(0);

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
  return {
    cursor,
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
    move() {
      setPreview((n) => n + 1);
    },
    async end(event) {
      const current = resizing.current;
      resizing.current = null;
      const g = geometry.current;
      if (!current || !g) return;
      const box = g.canvas.getBoundingClientRect();
      const at = current.axis === 'columns' ? event.clientX - box.left : event.clientY - box.top;
      const size = Math.max(4, Math.round(current.size + (at - current.start) / g.view.zoom));
      if (size === current.size) return;
      await context.run(current.axis === 'columns' ? 'workbook.resize-columns' : 'workbook.resize-rows', { sheetId: context.sheet.id, start: current.index, count: 1, size });
    },
  };
}
