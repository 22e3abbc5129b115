import type { CellArea } from '../../kernel/index.js';
import { a1 } from '../../plugins/workbook/a1.js';
import type { Selection as ViewSelection } from '../../plugins/workbook/view.js';
import type { Selection as DrawnSelection } from '../grid/render/frame.js';

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

/** 'B2' for one cell, 'A1:C4' for a range: what the name box shows. */
export function areaLabel(area: CellArea): string {
  const from = a1(area.top, area.left);
  return area.top === area.bottom && area.left === area.right ? from : `${from}:${a1(area.bottom, area.right)}`;
}

