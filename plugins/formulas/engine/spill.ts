import { ERRORS, type Matrix, type Scalar } from '../values.js';
import { type SheetData, spillKey } from './sheet-data.js';
import type { FormulaCell, SpillArea } from './vertices.js';

/** Largest array a formula may spill. */
export const MAX_SPILL_CELLS = 1_000_000;

export interface SpillHost {
  /**
   * Stores a value at a cell and reports the change (memos, changed cells). `followUp`: the cell was
   * not part of the formula's area before, so its readers are not in this pass yet.
   */
  write(sheet: SheetData, row: number, col: number, value: Scalar, followUp: boolean): void;
  normalize(value: Scalar): Scalar;
  /** The cells a formula fills changed: so did the readers that follow it in the graph. */
  spillMoved(): void;
}

function blocked(cell: FormulaCell, rows: number, cols: number): boolean {
  const sheet = cell.sheet;
  for (let c = 0; c < cols; c++) {
    const column = sheet.columns[cell.col + c];
    if (column === undefined) continue;
    for (let r = 0; r < rows; r++) {
      if (r === 0 && c === 0) continue;
      const row = cell.row + r;
      if (column.formulas[row] !== undefined) return true;
      const owner = sheet.spillOwners.get(spillKey(row, cell.col + c));
      if (owner !== undefined) {
        if (owner !== cell) return true;
        continue;
      }
      const v = column.values[row];
      if (v !== undefined && v !== null) return true;
    }
  }
  return false;
}

/** Empties the cells a formula spilled into (all, or those outside `keep`). */
export function clearSpill(host: SpillHost, cell: FormulaCell, keep?: SpillArea): void {
  const area = cell.spill;
  if (!area) return;
  for (let r = 0; r < area.rows; r++) {
    for (let c = 0; c < area.cols; c++) {
      if (r === 0 && c === 0) continue;
      if (keep && r < keep.rows && c < keep.cols) continue;
      const key = spillKey(cell.row + r, cell.col + c);
      if (cell.sheet.spillOwners.get(key) !== cell) continue;
      cell.sheet.spillOwners.delete(key);
      host.spillMoved();
      host.write(cell.sheet, cell.row + r, cell.col + c, null, true);
    }
  }
  cell.spill = undefined;
}

/** Spills an array result from its formula's cell right and down, or gives #SPILL! when blocked. */
export function spillArray(host: SpillHost, cell: FormulaCell, result: Matrix): Scalar {
  const { rows, cols } = result;
  const sheet = cell.sheet;
  if (rows * cols > MAX_SPILL_CELLS || blocked(cell, rows, cols)) {
    clearSpill(host, cell);
    cell.blocked = { rows: Math.min(rows, MAX_SPILL_CELLS), cols: Math.min(cols, MAX_SPILL_CELLS) };
    sheet.blockedSpills.add(cell);
    return ERRORS.SPILL;
  }
  const area = { rows, cols };
  const old = cell.spill;
  clearSpill(host, cell, area);
  if (old === undefined || old.rows !== rows || old.cols !== cols) host.spillMoved();
  cell.spill = area;
  if (cell.blocked) {
    cell.blocked = undefined;
    sheet.blockedSpills.delete(cell);
  }
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (r === 0 && c === 0) continue;
      sheet.spillOwners.set(spillKey(cell.row + r, cell.col + c), cell);
      const inOld = old !== undefined && r < old.rows && c < old.cols;
      host.write(sheet, cell.row + r, cell.col + c, host.normalize(result.get(r, c)), !inOld);
    }
  }
  return host.normalize(result.get(0, 0));
}
