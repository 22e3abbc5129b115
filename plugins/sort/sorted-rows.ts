import type { CellArea } from '../../kernel/index.js';
import { bucketIndexOf, formulaColumnsOf } from '../workbook/index.js';
import type { Cell, Sheet } from '../workbook/model/index.js';
import { BucketCopies, type RowCells } from './bucket-copies.js';
import { CarriedFormats } from './carried-formats.js';
import { shiftRows, shiftsTo } from '../formulas/adjust/index.js';

/** Rows a step of a prepared sort moves: ~5 ms of a room's time (a 200k-row sort is ~100 steps). */
const ROWS_PER_STEP = 4096;

/** A sort's new rows, built outside immer, and what they were built from: what the command puts in. */
export interface SortedRows {
  readonly sheet: Sheet;
  readonly area: CellArea;
  readonly order: readonly number[];
  readonly copies: BucketCopies;
}

/**
 * Builds the rows of `sheet` sorted into `order` over `area` (checked by the caller), in steps: it yields
 * every ROWS_PER_STEP rows and every few buckets built, so that a co-editing room runs others' commands
 * between them (CommandDefinition.prepare). It reads only `sheet`.
 */
export function* sortedRows(sheet: Sheet, area: CellArea, order: readonly number[]): Generator<void, SortedRows, void> {
  const inArea = new Set(sheet.columnIds.slice(area.left, area.right + 1));
  // Whole rows (every column): a row's cells all move, none is looked up in the area.
  const wholeRows = area.left === 0 && area.right >= sheet.columnIds.length - 1;
  // Only cells of these columns can hold a formula to shift: no other cell is read.
  const sheetFormulaColumns = formulaColumnsOf(sheet);
  const formulaColumns = wholeRows ? sheetFormulaColumns : sheetFormulaColumns.filter((columnId) => inArea.has(columnId));
  const count = area.bottom - area.top + 1;
  const before = new Array<RowCells | undefined>(count);
  const buckets = new Uint16Array(count);
  for (let offset = 0; offset < count; offset++) {
    const rowId = sheet.rowIds[area.top + offset];
    buckets[offset] = bucketIndexOf(rowId);
    before[offset] = sheet.cells[buckets[offset]]?.[rowId];
    if (offset % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }
  const copies = new BucketCopies(sheet);
  const carried = new CarriedFormats(sheet, inArea);
  for (let offset = 0; offset < count; offset++) {
    if (offset % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
    const source = order[offset];
    if (source === area.top + offset) continue;
    const own = before[offset];
    const from = before[source - area.top];
    const shift = area.top + offset - source;
    const next = wholeRows ? movedWholeRow(own, from, shift, formulaColumns) : movedRow(own, from, inArea, shift, formulaColumns);
    if (next === own) continue;
    copies.set(buckets[offset], sheet.rowIds[area.top + offset], next);
    carried.move(buckets[offset], sheet.rowIds[area.top + offset], sheet.rowIds[source]);
  }
  yield* copies.build(sheetFormulaColumns, carried);
  return { sheet, area, order, copies };
}

/** `prepared` when it holds this very sort's rows, built from `sheet` as it is now; else undefined. */
export function preparedFor(prepared: unknown, sheet: Sheet, area: CellArea, order: readonly number[]): SortedRows | undefined {
  if (typeof prepared !== 'object' || prepared === null || !('copies' in prepared)) return undefined;
  const rows = prepared as SortedRows;
  if (rows.sheet !== sheet || !(rows.copies instanceof BucketCopies) || !sameArea(rows.area, area)) return undefined;
  return sameOrder(rows.order, order) ? rows : undefined;
}

function sameArea(a: CellArea, b: CellArea): boolean {
  return a.top === b.top && a.left === b.left && a.bottom === b.bottom && a.right === b.right;
}

function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A row that keeps its cells outside the area and takes the area's cells of the row `shift` rows above
 * it, the formulas of `formulaColumns` (the area's columns that may hold one) shifted as they go;
 * undefined when nothing is left in it.
 */
function movedRow(own: RowCells | undefined, from: RowCells | undefined, inArea: ReadonlySet<string>, shift: number, formulaColumns: readonly string[]): RowCells | undefined {
  const next: Record<string, Cell> = {};
  let empty = true;
  for (const columnId in own) {
    if (inArea.has(columnId)) continue;
    next[columnId] = own[columnId];
    empty = false;
  }
  if (from === undefined) return empty ? undefined : next;
  for (const columnId in from) {
    if (!inArea.has(columnId)) continue;
    next[columnId] = from[columnId];
    empty = false;
  }
  shiftFormulas(next, from, own, shift, formulaColumns);
  return empty ? undefined : next;
}

/**
 * movedRow for a sort of whole rows: the row `shift` rows above itself when it holds no formula (rows
 * are never changed in place, so one object may move), else copied in one step (a copy of an object
 * keeps its hidden class, so the new rows share one) with its formulas shifted in the copy.
 */
function movedWholeRow(own: RowCells | undefined, from: RowCells | undefined, shift: number, formulaColumns: readonly string[]): RowCells | undefined {
  if (from === undefined) return undefined;
  let next: Record<string, Cell> | undefined;
  for (let i = 0; i < formulaColumns.length; i++) {
    const cell = from[formulaColumns[i]];
    if (!cell?.formula) continue;
    next ??= { ...from };
    next[formulaColumns[i]] = shiftedCell(cell, shift, own?.[formulaColumns[i]]);
  }
  return next ?? from;
}

/** Puts in `next` the formulas of `from` in these columns shifted by `shift` rows. */
function shiftFormulas(next: Record<string, Cell>, from: RowCells, own: RowCells | undefined, shift: number, formulaColumns: readonly string[]): void {
  for (let i = 0; i < formulaColumns.length; i++) {
    const cell = from[formulaColumns[i]];
    if (cell?.formula) next[formulaColumns[i]] = shiftedCell(cell, shift, own?.[formulaColumns[i]]);
  }
}

/**
 * `cell` moved `shift` rows, its formula shifted. Most land on a row holding the same formula (a formula
 * over its own row), so the target's text is tried first, compared without making the shifted one; a
 * shifted formula that is the row's own one, in a cell otherwise the same, is that cell (the same
 * object, so nothing downstream sees it change).
 */
function shiftedCell(cell: Cell, shift: number, there: Cell | undefined): Cell {
  const text = cell.formula!;
  const own = there?.formula;
  const formula = own !== undefined && shiftsTo(text, shift, own) ? own : shiftRows(text, shift);
  return there?.formula === formula && sameButFormula(cell, there) ? there : { ...cell, formula };
}

/** Whether two cells hold the same fields (by identity) apart from their formulas. */
function sameButFormula(a: Cell, b: Cell): boolean {
  const fieldsA = a as Record<string, unknown>;
  const fieldsB = b as Record<string, unknown>;
  let count = 0;
  for (const key in fieldsA) {
    count++;
    if (key !== 'formula' && fieldsA[key] !== fieldsB[key]) return false;
  }
  for (const _ in fieldsB) count--;
  return count === 0;
}
