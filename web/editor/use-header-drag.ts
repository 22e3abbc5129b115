import { useRef, useState, type MutableRefObject, type PointerEvent as ReactPointerEvent } from 'react';
import { type GridGeometry, type Guide, type HitTarget, toSheetX, toSheetY } from '../grid/index.js';
import { useEditor } from './editor-context.js';
import { dropIndex, movedSpan, staysInPlace } from './vector-move.js';
import { selectedVectors, wholeVectors, type Axis, type Span } from './whole-vectors.js';

type Dragging =
  | { readonly kind: 'select'; readonly axis: Axis; readonly from: number }
  | { readonly kind: 'move'; readonly axis: Axis; readonly span: Span; readonly grabbed: number; readonly to?: number };

export interface HeaderDrag {
  /** The drop indicator while selected rows or columns are dragged. */
  readonly guide: Guide | undefined;
  /** The axis of the drag under way, if any (edge scrolling follows it only). */
  axis(): Axis | undefined;
  /** A press on a header: selects (Shift extends), or grabs the selection when it was already selected. */
  begin(target: HitTarget, event: ReactPointerEvent<HTMLCanvasElement>): boolean;
  /** Returns whether a header drag is under way (and took the move). */
  move(target: HitTarget, event: ReactPointerEvent<HTMLCanvasElement>): boolean;
  end(): Promise<void>;
}

const axisOf = (target: HitTarget): Axis | undefined => (target.kind === 'row-header' ? 'rows' : target.kind === 'column-header' ? 'columns' : undefined);
const indexOn = (axis: Axis, target: HitTarget): number | undefined =>
  axis === 'rows' ? (target.kind === 'row-header' || target.kind === 'cell' ? target.row : undefined) : target.kind === 'column-header' || target.kind === 'cell' ? target.col : undefined;

/**
 * Header clicks and drags (SPEC section 4 "Selection", "Rows/columns: move"): a click selects a row or
 * column, Shift+click extends from the active cell, a drag across headers selects several. Pressing a
 * header that is already selected grabs the selected rows (columns) instead: dragging shows where they
 * would land, and releasing moves them with `workbook.move-rows` (`-columns`), one undo step whose
 * formulas follow through the adjusters. Released in place, the press was a click: that one header is selected.
 */
export function useHeaderDrag(geometry: MutableRefObject<GridGeometry | null>): HeaderDrag {
  const context = useEditor();
  const { rows, columns } = context;
  const dragging = useRef<Dragging | null>(null);
  const [guide, setGuide] = useState<Guide | undefined>(undefined);
  const selectVectors = (axis: Axis, from: number, to: number) => {
    const range = wholeVectors(axis, from, to, rows, columns);
    context.select(range.anchor, range.focus);
  };
  return {
    guide,
    axis: () => dragging.current?.axis,
    begin(target, event) {
      const axis = axisOf(target);
      const index = axis && indexOn(axis, target);
      if (!axis || index === undefined) return false;
      const span = selectedVectors(axis, context.area, rows, columns);
      if (!event.shiftKey && span && index >= span.start && index <= span.end) {
        dragging.current = { kind: 'move', axis, span, grabbed: index };
      } else {
        const from = event.shiftKey ? (axis === 'rows' ? context.anchor.row : context.anchor.col) : index;
        selectVectors(axis, from, index);
        dragging.current = { kind: 'select', axis, from };
      }
      event.currentTarget.setPointerCapture(event.pointerId);
      return true;
    },
    move(target, event) {
      const current = dragging.current;
      if (!current) return false;
      if (current.kind === 'select') {
        const index = indexOn(current.axis, target);
        if (index !== undefined) selectVectors(current.axis, current.from, index);
        return true;
      }
      const g = geometry.current;
      if (!g) return true;
      const box = g.canvas.getBoundingClientRect();
      const layout = current.axis === 'rows' ? rows : columns;
      const offset = current.axis === 'rows' ? toSheetY(event.clientY - box.top, g.view) : toSheetX(event.clientX - box.left, g.view);
      const to = dropIndex(layout, offset);
      dragging.current = { ...current, to };
      setGuide(staysInPlace(current.span, to) ? undefined : { axis: current.axis, offset: layout.start(to) });
      return true;
    },
    async end() {
      const current = dragging.current;
      dragging.current = null;
      setGuide(undefined);
      if (current?.kind !== 'move') return;
      const { span, to, axis } = current;
      // Released where it started: a plain click on a selected header, which selects that header alone.
      if (to === undefined || staysInPlace(span, to)) return selectVectors(axis, current.grabbed, current.grabbed);
      const moved = await context.run(axis === 'rows' ? 'workbook.move-rows' : 'workbook.move-columns', {
        sheetId: context.sheet.id,
        from: span.start,
        count: span.end - span.start + 1,
        to,
      });
      const landed = movedSpan(span, to);
      if (moved) selectVectors(axis, landed.start, landed.end);
    },
  };
}
