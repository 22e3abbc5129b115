import { VectorLayout } from '../grid/index.js';
import type { CellPosition } from '../../plugins/workbook/index.js';

export type Direction = 'up' | 'down' | 'left' | 'right';

/** The next visible cell in a direction (moves skip hidden rows and columns, SPEC section 4). */
export function step(at: CellPosition, direction: Direction, rows: VectorLayout, columns: VectorLayout): CellPosition {
  switch (direction) {
    case 'up':
      return { row: rows.nextVisible(at.row, -1), col: at.col };
    case 'down':
      return { row: rows.nextVisible(at.row, 1), col: at.col };
    case 'left':
      return { row: at.row, col: columns.nextVisible(at.col, -1) };
    case 'right':
      return { row: at.row, col: columns.nextVisible(at.col, 1) };
  }
}

/**
 * Ctrl/Cmd+arrow: to the edge of the current block of filled cells, or to the next filled cell, or
 * to the sheet's edge, as spreadsheets do.
 */
export function jump(at: CellPosition, direction: Direction, rows: VectorLayout, columns: VectorLayout, filled: (row: number, col: number) => boolean): CellPosition {
  let current = at;
  let next = step(current, direction, rows, columns);
  if (next.row === current.row && next.col === current.col) return current;
  const startFilled = filled(current.row, current.col) && filled(next.row, next.col);
  while (true) {
    const nextFilled = filled(next.row, next.col);
    if (startFilled ? !nextFilled : nextFilled) return startFilled ? current : next;
    const after = step(next, direction, rows, columns);
    if (after.row === next.row && after.col === next.col) return next;
    current = next;
    next = after;
  }
}

/** The first visible vector (index 0 unless it is hidden). */
function firstVisible(layout: VectorLayout): number {
  return layout.count > 0 && layout.size(0) === 0 ? layout.nextVisible(0, 1) : 0;
}

/**
 * Home and End, as in Sheets: Home to the row's first column, Ctrl+Home to A1 (the first visible cell),
 * End to the last used column of the row's sheet, Ctrl+End to the last used row and column.
 */
export function homeOrEnd(at: CellPosition, key: 'Home' | 'End', withCtrl: boolean, rows: VectorLayout, columns: VectorLayout, lastUsed: CellPosition): CellPosition {
  if (key === 'Home') return { row: withCtrl ? firstVisible(rows) : at.row, col: firstVisible(columns) };
  return { row: withCtrl ? lastUsed.row : at.row, col: lastUsed.col };
}
