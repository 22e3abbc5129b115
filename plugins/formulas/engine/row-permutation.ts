import type { Patch } from 'immer';
import type { CellArea, StructuralChange } from '../../../kernel/index.js';
import { bucketOf } from '../../workbook/cell-store.js';
import type { Sheet } from '../../workbook/model/index.js';
import { sameScalar } from './normalize.js';
import type { CellDependents, SheetData } from './sheet-data.js';
import type { FormulaCell, RangeVertex } from './vertices.js';

/** A sort as the engine applies it: row `area.top + i` of the area takes the cells of row `order[i]`. */
export interface RowPermutation {
  readonly sheetId: string;
  readonly area: CellArea;
  readonly order: readonly number[];
}

/**
 * The one row permutation a command recorded (the kernel's `ExecutedCommand.structural`), inverted for
 * an undo; undefined when it recorded none, or more than one change.
 */
export function rowPermutationOf(structural: readonly StructuralChange[], undo: boolean): RowPermutation | undefined {
  if (structural.length !== 1) return undefined;
  const only = structural[0];
  if (only.kind !== 'permute-rows') return undefined;
  const { sheetId, area, order } = only;
  if (!undo) return { sheetId, area, order };
  const inverse = new Array<number>(order.length);
  for (let i = 0; i < order.length; i++) inverse[order[i] - area.top] = area.top + i;
  return { sheetId, area, order: inverse };
}

/**
 * Whether the cell patches are the permutation's own: whole buckets of its sheet that hold rows it
 * moved. An undo of a batch that also edited cells has others, and is read from its patches.
 */
export function onlyPermutationPatches(cells: readonly Patch[], sheet: Sheet, permutation: RowPermutation): boolean {
  const { area, order } = permutation;
  const moved = new Set<string>();
  for (let i = 0; i < order.length; i++) if (order[i] !== area.top + i) moved.add(bucketOf(sheet.rowIds[area.top + i]));
  for (const { path } of cells) if (path.length !== 4 || path[1] !== permutation.sheetId || !moved.has(String(path[3]))) return false;
  return true;
}

/**
 * Whether the area's rows can move by permuting its columns' arrays: every formula in it reads only
 * cells of its own row inside the area (so it keeps its compiled shape, its edges move with it and its
 * value stays right), every reader of its cells is such a formula, and no range, spill, hidden line or
 * name is involved. Anything else is put again from the patches (the caller's fallback). An `undo`
 * also refuses a formula holding #REF!: the sort may have made it so (a reference shifted past the
 * sheet's edge), and the undo restores the reference, which the moved shape does not have.
 */
export function permutableInPlace(sheet: SheetData, area: CellArea, ranges: Iterable<RangeVertex>, undo: boolean): boolean {
  if (sheet.spillOwners.size > 0 || sheet.blockedSpills.size > 0 || sheet.hiddenRows.size > 0 || sheet.hiddenCols.size > 0) return false;
  for (const rv of ranges) if (rv.top <= area.bottom && rv.bottom >= area.top && rv.left <= area.right && rv.right >= area.left) return false;
  const columns = sheet.columns;
  const last = Math.min(area.right, columns.length - 1);
  for (let c = area.left; c <= last; c++) {
    const { dependents, formulas, formulaCount } = columns[c];
    const readersEnd = Math.min(area.bottom, dependents.length - 1);
    for (let r = area.top; r <= readersEnd; r++) if (!readersInRow(dependents[r], sheet, r, area)) return false;
    if (formulaCount === 0) continue;
    const formulasEnd = Math.min(area.bottom, formulas.length - 1);
    for (let r = area.top; r <= formulasEnd; r++) {
      const formula = formulas[r];
      if (formula !== undefined && (!movesWithRow(formula, area) || (undo && formula.shape.broken))) return false;
    }
  }
  return true;
}

function readersInRow(readers: CellDependents, sheet: SheetData, row: number, area: CellArea): boolean {
  if (readers === undefined) return true;
  if (!Array.isArray(readers)) return inRow(readers, sheet, row, area);
  for (const reader of readers) if (!inRow(reader, sheet, row, area)) return false;
  return true;
}

function inRow(cell: FormulaCell, sheet: SheetData, row: number, area: CellArea): boolean {
  return cell.sheet === sheet && cell.row === row && cell.col >= area.left && cell.col <= area.right;
}

/** A formula reading single cells of its own row inside the area, unqualified, and nothing else. */
function movesWithRow(cell: FormulaCell, area: CellArea): boolean {
  const { shape } = cell;
  if (shape.names.length > 0 || cell.spill !== undefined || cell.hides !== 0) return false;
  for (const ref of shape.refs) {
    if (ref.sheet !== undefined || !ref.single || ref.top.absolute || ref.top.n !== 0) return false;
    const col = ref.left.absolute ? ref.left.n : cell.col + ref.left.n;
    if (col < area.left || col > area.right) return false;
  }
  return true;
}

/**
 * Moves the area's values, formulas and readers by address as the permutation says, one pass per
 * column; moved formulas take their new rows and read their text from the document again (the command
 * rewrote it). Tells each cell whose value changed where it is, and returns the formulas to compute
 * again: those reading positions (ROW...) or computed on every pass.
 */
export function permuteRows(sheet: SheetData, permutation: RowPermutation, changed: (row: number, col: number) => void): FormulaCell[] {
  const { area, order } = permutation;
  const dirty: FormulaCell[] = [];
  const last = Math.min(area.right, sheet.columns.length - 1);
  for (let c = area.left; c <= last; c++) {
    const column = sheet.columns[c];
    const was = permuteList(column.values, area.top, order);
    permuteList(column.dependents, area.top, order);
    if (column.formulaCount > 0) {
      permuteList(column.formulas, area.top, order);
      const end = Math.min(area.bottom, column.formulas.length - 1);
      for (let r = area.top; r <= end; r++) {
        const formula = column.formulas[r];
        if (formula === undefined) continue;
        formula.row = r;
        formula.written = undefined;
        if (formula.shape.positional || formula.dynamic) dirty.push(formula);
      }
    }
    const values = column.values;
    for (let i = 0; i < order.length; i++) if (!sameScalar(was[i], values[area.top + i])) changed(area.top + i, c);
  }
  return dirty;
}

/** Rearranges `list` from `top` by the order (sheet rows); returns the entries as they were. */
function permuteList<T>(list: (T | undefined)[], top: number, order: readonly number[]): (T | undefined)[] {
  const was = list.slice(top, top + order.length);
  if (was.length === 0) return was;
  for (let i = 0; i < order.length; i++) {
    const entry = was[order[i] - top];
    if (entry === undefined && top + i >= list.length) continue;
    list[top + i] = entry;
  }
  return was;
}
