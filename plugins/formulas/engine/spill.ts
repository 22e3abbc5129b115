import { ERRORS, isMatrix, type Matrix, type Scalar, type Value } from '../values.js';
import { type FormulaCell, type SheetData, type SpillArea, spillKey } from './sheet-data.js';

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
  /** A legacy array formula took a cell this formula spilled into: it is computed again (and finds it taken). */
  evict(owner: FormulaCell): void;
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

/**
 * The value an array formula of a fixed area shows at (r, c) of it, as Excel fills a legacy array range:
 * a one-row or one-column result repeats across the area, a single value fills it, and cells past a
 * larger dimension of the result are #N/A. Empty elements show 0.
 */
function elementAt(result: Value, r: number, c: number): Scalar {
  if (!isMatrix(result)) return result === null ? 0 : result;
  const row = result.rows === 1 ? 0 : r;
  const col = result.cols === 1 ? 0 : c;
  if (row >= result.rows || col >= result.cols) return ERRORS.NA;
  const v = result.get(row, col);
  return v === null ? 0 : v;
}

/** Whether a cell holds content of its own: a formula or an entered value. */
function holdsContent(sheet: SheetData, row: number, col: number): boolean {
  const column = sheet.columns[col];
  if (column === undefined) return false;
  const v = column.values[row];
  return column.formulas[row] !== undefined || (v !== undefined && v !== null);
}

const MINE = 0;
const TAKEN = 1;
const WAITING = 2;

/** Of two legacy array formulas whose areas overlap (Excel makes none), the first in reading order has the cells. */
function comesFirst(a: FormulaCell, b: FormulaCell): boolean {
  return a.row < b.row || (a.row === b.row && a.col < b.col);
}

/**
 * Whether a legacy array formula has a cell of its area: it is its own already (MINE), free or spilled
 * into by a dynamic array or a later legacy one, which then is computed again and finds it taken (TAKEN),
 * or it holds content of its own or an earlier legacy array's (WAITING).
 */
function take(host: SpillHost, cell: FormulaCell, row: number, col: number): number {
  const key = spillKey(row, col);
  const owner = cell.sheet.spillOwners.get(key);
  if (owner === cell) return MINE;
  if (owner === undefined ? holdsContent(cell.sheet, row, col) : owner.fixed !== undefined && comesFirst(owner, cell)) return WAITING;
  if (owner !== undefined) host.evict(owner);
  cell.sheet.spillOwners.set(key, cell);
  return TAKEN;
}

/** A legacy array formula waits, as a blocked spill does, for the cells of its area that others hold. */
function waitFor(cell: FormulaCell, area: SpillArea, waiting: boolean): void {
  if (waiting) {
    cell.blocked = area;
    cell.sheet.blockedSpills.add(cell);
  } else if (cell.blocked) {
    cell.blocked = undefined;
    cell.sheet.blockedSpills.delete(cell);
  }
}

/**
 * A legacy array formula takes the cells of its area as soon as it is put, before it is computed: the
 * area is the formula's, so no dynamic array computed earlier may spill there, whatever the order.
 */
export function claimArea(host: SpillHost, cell: FormulaCell, area: SpillArea): void {
  if (area.rows * area.cols > MAX_SPILL_CELLS) return;
  clearSpill(host, cell, area);
  cell.spill = area;
  let waiting = false;
  let taken = false;
  for (let r = 0; r < area.rows; r++) {
    for (let c = 0; c < area.cols; c++) {
      if (r === 0 && c === 0) continue;
      const outcome = take(host, cell, cell.row + r, cell.col + c);
      waiting ||= outcome === WAITING;
      taken ||= outcome === TAKEN;
    }
  }
  if (taken) host.spillMoved();
  waitFor(cell, area, waiting);
}

/**
 * Fills a legacy array formula's fixed area with its result (elementAt) and gives the anchor's value:
 * the area is the formula's whatever the result's size, so it is never #SPILL!. A cell of the area that
 * holds content of its own (Excel refuses to make one) keeps it, and the formula waits for it to be
 * cleared as a blocked spill does.
 */
export function fillArea(host: SpillHost, cell: FormulaCell, result: Value, area: SpillArea): Scalar {
  const sheet = cell.sheet;
  if (area.rows * area.cols > MAX_SPILL_CELLS) {
    clearSpill(host, cell);
    return ERRORS.SPILL;
  }
  const old = cell.spill;
  clearSpill(host, cell, area);
  cell.spill = area;
  let moved = old === undefined || old.rows !== area.rows || old.cols !== area.cols;
  let waiting = false;
  for (let r = 0; r < area.rows; r++) {
    for (let c = 0; c < area.cols; c++) {
      if (r === 0 && c === 0) continue;
      const outcome = take(host, cell, cell.row + r, cell.col + c);
      if (outcome === WAITING) {
        waiting = true;
        continue;
      }
      if (outcome === TAKEN) moved = true;
      host.write(sheet, cell.row + r, cell.col + c, host.normalize(elementAt(result, r, c)), outcome === TAKEN);
    }
  }
  if (moved) host.spillMoved();
  waitFor(cell, area, waiting);
  return host.normalize(elementAt(result, 0, 0));
}
