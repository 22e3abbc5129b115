import type { Span } from '../adjust/geometry.js';
import type { LineChange } from './line-change.js';
import { moveEntries } from './line-change.js';
import type { ColumnData, SheetData } from './sheet-data.js';
import { sameScalar } from './normalize.js';
import type { Scalar } from '../values.js';

/**
 * Moves the per-cell arrays (values, formulas, edges by address) of the cells a shift moves: the
 * rows of the band's columns (a shift down or up), or the columns of the band's rows (right or left).
 * Formulas know their new cells already; deleted formulas were removed before.
 */
export function moveBandData(sheet: SheetData, axis: 'rows' | 'cols', change: LineChange, band: Span): void {
  if (axis === 'rows') {
    const last = Math.min(band.end, sheet.columns.length - 1);
    for (let c = band.start; c <= last; c++) {
      const column = sheet.columns[c];
      moveEntries(column.values, change, () => undefined);
      moveEntries(column.dependents, change, () => undefined);
      if (column.formulaCount > 0) moveEntries(column.formulas, change, () => undefined);
    }
    return;
  }
  if (change.kind === 'move') throw new Error('Cells are shifted by an insert or a delete');
  const { at, count } = change;
  const width = sheet.columns.length;
  if (width <= at) return;
  if (change.kind === 'insert') sheet.column(width - 1 + count); // room for the cells pushed right
  const columns = sheet.columns;
  for (let r = band.start; r <= band.end; r++) {
    if (change.kind === 'insert') {
      for (let c = width - 1 + count; c >= at + count; c--) moveCell(columns[c - count], columns[c], r);
      for (let c = at; c < at + count; c++) clearCell(columns[c], r);
    } else {
      for (let c = at; c + count < width; c++) moveCell(columns[c + count], columns[c], r);
      for (let c = Math.max(at, width - count); c < width; c++) clearCell(columns[c], r);
    }
  }
}

/** Puts the cell of `from` at `row` into `to` (the same row), replacing what `to` held there. */
function moveCell(from: ColumnData, to: ColumnData, row: number): void {
  put(to.values, row, from.values[row]);
  put(to.dependents, row, from.dependents[row]);
  const formula = from.formulas[row];
  const replaced = to.formulas[row];
  if (replaced !== undefined) to.formulaCount--;
  if (formula !== undefined) to.formulaCount++;
  put(to.formulas, row, formula);
}

function clearCell(column: ColumnData, row: number): void {
  put(column.values, row, undefined);
  put(column.dependents, row, undefined);
  if (column.formulas[row] !== undefined) column.formulaCount--;
  put(column.formulas, row, undefined);
}

/** Writes an entry without growing a dense array for nothing. */
function put<T>(list: (T | undefined)[], row: number, value: T | undefined): void {
  if (value === undefined && row >= list.length) return;
  list[row] = value;
}

/** Values of one line of cells: a column's from a row on, or the band's rows of one column. */
type Values = readonly (Scalar | undefined)[];

/**
 * The values a shift may change, taken before it: the band's lines from the first changed one. Moved
 * cells keep their values, so no formula says the cells they left or reached changed: comparing says
 * it, for what shows or reads values by position (the grid, conditional formats).
 */
export function bandValues(sheet: SheetData, axis: 'rows' | 'cols', at: number, band: Span): Values[] {
  const out: Values[] = [];
  if (axis === 'rows') {
    for (let c = band.start; c <= band.end; c++) out.push(sheet.columns[c]?.values.slice(at) ?? []);
    return out;
  }
  for (let c = at; c < sheet.columns.length; c++) {
    const values = sheet.columns[c].values;
    out.push(Array.from({ length: band.end - band.start + 1 }, (_, i) => values[band.start + i]));
  }
  return out;
}

/** Visits each cell of the band whose value is not the one `bandValues` took before the shift. */
export function forChangedValues(sheet: SheetData, axis: 'rows' | 'cols', at: number, band: Span, was: readonly Values[], visit: (row: number, col: number) => void): void {
  const columns = sheet.columns;
  if (axis === 'rows') {
    was.forEach((old, i) => {
      const now = columns[band.start + i]?.values ?? [];
      const length = Math.max(old.length, now.length - at);
      for (let k = 0; k < length; k++) if (!sameScalar(old[k], now[at + k])) visit(at + k, band.start + i);
    });
    return;
  }
  const width = Math.max(at + was.length, columns.length);
  for (let c = at; c < width; c++) {
    const old = was[c - at];
    const now = columns[c]?.values;
    for (let r = band.start; r <= band.end; r++) if (!sameScalar(old?.[r - band.start], now?.[r])) visit(r, c);
  }
}
