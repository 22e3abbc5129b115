import type { FormulaCell } from './sheet-data.js';

/**
 * The rows and columns HIDEROW/HIDECOL/HIDEROWANDCOL formulas hide. A line is hidden while at least one
 * formula hides it, so each sheet counts the formulas per line (SheetData.hiddenRows, hiddenCols) and each
 * formula remembers what its last evaluation hid (FormulaCell.hides: 1 row, 2 column), to take it back
 * when it is computed again or removed.
 */
export function hideLines(cell: FormulaCell, rows: boolean, cols: boolean): void {
  const flags = (rows ? 1 : 0) | (cols ? 2 : 0);
  const added = flags & ~cell.hides;
  if (added & 1) cell.sheet.hiddenRows.set(cell.row, (cell.sheet.hiddenRows.get(cell.row) ?? 0) + 1);
  if (added & 2) cell.sheet.hiddenCols.set(cell.col, (cell.sheet.hiddenCols.get(cell.col) ?? 0) + 1);
  cell.hides |= flags;
}

/** Takes back the lines a formula hid (before it is computed again, or when it is removed). */
export function clearHides(cell: FormulaCell): void {
  if (cell.hides & 1) release(cell.sheet.hiddenRows, cell.row);
  if (cell.hides & 2) release(cell.sheet.hiddenCols, cell.col);
  cell.hides = 0;
}

function release(counts: Map<number, number>, line: number): void {
  const n = (counts.get(line) ?? 1) - 1;
  if (n > 0) counts.set(line, n);
  else counts.delete(line);
}
