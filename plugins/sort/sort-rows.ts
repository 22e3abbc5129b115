import { UserError, type CellArea } from '../../kernel/index.js';
import { bucketIndexOf, formulaColumnsOf, hasMergedCellIn } from '../workbook/index.js';
import { clampArea, draftSheet, sheetBefore, type WorkbookCommand } from '../workbook/commands/index.js';
import type { Cell } from '../workbook/model/index.js';
import { BucketCopies, type RowCells } from './bucket-copies.js';
import { CarriedFormats } from './carried-formats.js';
import { SORT_MERGED_MESSAGE, SORT_ORDER_MESSAGE } from './messages.js';
import { rebaseSort } from './rebase-sort.js';
import { shiftRows, shiftsTo } from '../formulas/adjust/index.js';

export interface SortRowsParams {
  readonly sheetId: string;
  /** The rows and columns whose cells move (a header row is not part of it). */
  readonly area: CellArea;
  /** For each row of the area, top to bottom, the sheet index of the row whose cells it takes (planSort). */
  readonly order: readonly number[];
}

/**
 * Rearranges the rows of a range (one undo step); refuses merged cells in it (before changing anything). Cells move with their formats; a formula's relative
 * references move with it, as Excel does when it sorts (a row's `=B2*C2` becomes `=B5*C5` in row 5),
 * and references elsewhere to the sorted cells keep their addresses. The rows are built outside immer
 * and put by bucket (bucket-copies.ts).
 */
export const sortRows: WorkbookCommand<SortRowsParams> = {
  id: 'sort.rows',
  rebase: rebaseSort,
  // Its order is in its params: co-editors run it again rather than read its patches.
  deterministic: true,
  run(draft, params, ctx) {
    const sheet = sheetBefore(ctx, params.sheetId);
    const area = clampArea(sheet, params.area);
    checkOrder(area, params.order);
    // Merges are looked up in the workbook's index of them, not read off each of the area's cells.
    if (hasMergedCellIn(sheet, area)) throw new UserError(SORT_MERGED_MESSAGE);
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
    }
    const copies = new BucketCopies(sheet);
    const carried = new CarriedFormats(sheet, inArea);
    const { order } = params;
    for (let offset = 0; offset < count; offset++) {
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
    copies.putInto(draftSheet(draft, params.sheetId), sheetFormulaColumns, carried);
    // The engine moves its cells by the permutation rather than reading 200k replaced rows; no range moves.
    ctx.describe({ kind: 'permute-rows', sheetId: params.sheetId, area, order });
  },
};

function checkOrder(area: CellArea, order: readonly number[]): void {
  const rows = area.bottom - area.top + 1;
  if (order.length !== rows) throw new UserError(SORT_ORDER_MESSAGE);
  const seen = new Uint8Array(rows);
  for (const row of order) {
    if (!Number.isInteger(row) || row < area.top || row > area.bottom || seen[row - area.top] === 1) throw new UserError(SORT_ORDER_MESSAGE);
    seen[row - area.top] = 1;
  }
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
