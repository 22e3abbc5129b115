import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { columnLetters } from '../../plugins/workbook/index.js';
import { type CellRect, COLUMN_HEADER_HEIGHT, ROW_HEADER_WIDTH, type VectorRun, type VisibleRange } from '../grid/index.js';
import { Tooltip } from '../ui/Tooltip.js';

type Axis = 'rows' | 'columns';

export interface UnhideArrowsProps {
  readonly rows: readonly VectorRun[];
  readonly columns: readonly VectorRun[];
  readonly visible: VisibleRange;
  readonly zoom: number;
  rectOf(area: CellRect): { x: number; y: number };
  onUnhide(axis: Axis, run: VectorRun): void;
}

/** "Unhide row 3", "Unhide rows 3–5", "Unhide column C", "Unhide columns C–D". */
export function unhideLabel(axis: Axis, { start, count }: VectorRun): string {
  const name = axis === 'rows' ? (n: number) => String(n + 1) : columnLetters;
  const noun = axis === 'rows' ? 'row' : 'column';
  return count === 1 ? `Unhide ${noun} ${name(start)}` : `Unhide ${noun}s ${name(start)}–${name(start + count - 1)}`;
}

/** Whether a run's boundary (where its vectors collapsed) lies in the visible part of the headers. */
const inView = (run: VectorRun, first: number, last: number): boolean => run.start >= first && run.start <= last + 1;

/**
 * The arrows Sheets shows on the headers beside rows and columns the user hid: a click shows them
 * again (one undo step). Drawn as buttons over the canvas, so they are named and keyboard-reachable.
 */
export function UnhideArrows({ rows, columns, visible, zoom, rectOf, onUnhide }: UnhideArrowsProps) {
  const rowHeader = ROW_HEADER_WIDTH * zoom;
  const columnHeader = COLUMN_HEADER_HEIGHT * zoom;
  return (
    <>
      {rows
        .filter((run) => inView(run, visible.top, visible.bottom))
        .map((run) => (
          <Tooltip key={`r${run.start}`} content={unhideLabel('rows', run)}>
            <button
              type="button"
              className="unhide-arrows unhide-rows"
              aria-label={unhideLabel('rows', run)}
              style={{ left: rowHeader - 14, top: rectOf({ top: run.start, bottom: run.start, left: visible.left, right: visible.left }).y - 9 }}
              onClick={() => onUnhide('rows', run)}
            >
              <ChevronUp size={9} strokeWidth={3} aria-hidden />
              <ChevronDown size={9} strokeWidth={3} aria-hidden />
            </button>
          </Tooltip>
        ))}
      {columns
        .filter((run) => inView(run, visible.left, visible.right))
        .map((run) => (
          <Tooltip key={`c${run.start}`} content={unhideLabel('columns', run)}>
            <button
              type="button"
              className="unhide-arrows unhide-columns"
              aria-label={unhideLabel('columns', run)}
              style={{ left: rectOf({ top: visible.top, bottom: visible.top, left: run.start, right: run.start }).x - 9, top: columnHeader - 12 }}
              onClick={() => onUnhide('columns', run)}
            >
              <ChevronLeft size={9} strokeWidth={3} aria-hidden />
              <ChevronRight size={9} strokeWidth={3} aria-hidden />
            </button>
          </Tooltip>
        ))}
    </>
  );
}
