import type { CellArea } from '../../kernel/index.js';
import type { Selection as ViewSelection } from '../../plugins/workbook/index.js';
import type { Selection as DrawnSelection } from '../grid/index.js';

/** The selected rectangle, whichever way it was dragged. */
export function selectionArea(selection: ViewSelection): CellArea {
  const { anchor, focus } = selection;
  return {
    top: Math.min(anchor.row, focus.row),
    bottom: Math.max(anchor.row, focus.row),
    left: Math.min(anchor.col, focus.col),
    right: Math.max(anchor.col, focus.col),
  };
}

export function drawnSelection(selection: ViewSelection): DrawnSelection {
  return { ...selectionArea(selection), active: selection.anchor };
}

