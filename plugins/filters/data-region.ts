import type { CellArea } from '../../kernel/index.js';

/**
 * The contiguous data block around a cell, as Sheets picks it when a filter is created from one cell:
 * grow the block while any cell touching it (diagonals included) has content. `filled` is asked only
 * about cells on the block's border, so the cost follows the block's perimeter times its growth steps.
 */
export function dataRegion(start: { row: number; col: number }, size: { rows: number; columns: number }, filled: (row: number, col: number) => boolean): CellArea {
  let area: CellArea = { top: start.row, bottom: start.row, left: start.col, right: start.col };
  for (;;) {
    const next = grown(area, size, filled);
    if (next === area) return area;
    area = next;
  }
}

/** The block grown by one line on each side whose outer neighbours hold content (the same block if none). */
function grown(area: CellArea, size: { rows: number; columns: number }, filled: (row: number, col: number) => boolean): CellArea {
  const left = Math.max(0, area.left - 1);
  const right = Math.min(size.columns - 1, area.right + 1);
  const top = Math.max(0, area.top - 1);
  const bottom = Math.min(size.rows - 1, area.bottom + 1);
  const rowHas = (row: number) => anyIn(left, right, (col) => filled(row, col));
  const colHas = (col: number) => anyIn(top, bottom, (row) => filled(row, col));
  const next = {
    top: top < area.top && rowHas(top) ? top : area.top,
    bottom: bottom > area.bottom && rowHas(bottom) ? bottom : area.bottom,
    left: left < area.left && colHas(left) ? left : area.left,
    right: right > area.right && colHas(right) ? right : area.right,
  };
  const same = next.top === area.top && next.bottom === area.bottom && next.left === area.left && next.right === area.right;
  return same ? area : next;
}

function anyIn(from: number, to: number, test: (index: number) => boolean): boolean {
  for (let i = from; i <= to; i++) if (test(i)) return true;
  return false;
}
