import type { Patch } from 'immer';
import type { CellArea, StructuralChange } from '../../../kernel/index.js';
import { bucketIndexOf, CELL_BUCKETS } from '../../workbook/index.js';
import type { Sheet } from '../../workbook/model/index.js';
import { sameScalar } from './normalize.js';
import type { CellDependents, FormulaCell, RangeVertex, Shape, SheetData } from './sheet-data.js';

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
  const moved = new Uint8Array(CELL_BUCKETS);
  for (let i = 0; i < order.length; i++) if (order[i] !== area.top + i) moved[bucketIndexOf(sheet.rowIds[area.top + i])] = 1;
  for (const { path } of cells) {
    if (path.length !== 4 || path[1] !== permutation.sheetId) return false;
    if (moved[Number(path[3])] !== 1) return false;
  }
  return true;
}

/**
 * Whether the area's rows can move by permuting its columns' arrays: every formula in it reads only
 * cells of its own row inside the area (so it keeps its compiled shape, its edges move with it and its
 * value stays right), every reader of its cells is such a formula, and no range, spill, hidden line or
 * name is involved. Anything else is put again from the patches (the caller's fallback). An `undo`
 * also refuses a formula holding #REF!: the sort may have made it so (a reference shifted past the
 * sheet's edge), and the undo restores the reference, which the moved shape does not have. Walked row
 * by row, so a row's formula is read once for its own check and as the reader of the row's other cells
 * (column by column, each of 200,000 formula objects was fetched from memory three times).
 */
export function permutableInPlace(sheet: SheetData, area: CellArea, ranges: Iterable<RangeVertex>, undo: boolean): boolean {
  if (sheet.spillOwners.size > 0 || sheet.blockedSpills.size > 0 || sheet.hiddenRows.size > 0 || sheet.hiddenCols.size > 0) return false;
  for (const rv of ranges) if (rv.top <= area.bottom && rv.bottom >= area.top && rv.left <= area.right && rv.right >= area.left) return false;
  const columns = sheet.columns.slice(area.left, Math.min(area.right, sheet.columns.length - 1) + 1);
  let end = -1;
  for (const { dependents, formulas } of columns) end = Math.max(end, dependents.length - 1, formulas.length - 1);
  end = Math.min(end, area.bottom);
  const moves = new ShapeMoves(area, undo);
  for (let r = area.top; r <= end; r++) {
    for (const column of columns) {
      const readers = column.dependents[r];
      if (readers !== undefined && !readersInRow(readers, sheet, r, area)) return false;
      const formula = column.formulaCount === 0 ? undefined : column.formulas[r];
      if (formula !== undefined && !moves.withRow(formula)) return false;
    }
  }
  return true;
}

function readersInRow(readers: NonNullable<CellDependents>, sheet: SheetData, row: number, area: CellArea): boolean {
  if (!Array.isArray(readers)) return inRow(readers, sheet, row, area);
  for (const reader of readers) if (!inRow(reader, sheet, row, area)) return false;
  return true;
}

function inRow(cell: FormulaCell, sheet: SheetData, row: number, area: CellArea): boolean {
  return cell.sheet === sheet && cell.row === row && cell.col >= area.left && cell.col <= area.right;
}

/**
 * Whether formulas read single unqualified cells of their own row inside the area, and nothing else.
 * A shape is shared by a column's formulas, so the last shape and column's answer is kept.
 */
class ShapeMoves {
  private shape: Shape | undefined;
  private col = -1;
  private moves = false;

  constructor(
    private readonly area: CellArea,
    private readonly undo: boolean,
  ) {}

  withRow(cell: FormulaCell): boolean {
    if (cell.spill !== undefined || cell.hides !== 0) return false;
    if (cell.shape !== this.shape || cell.col !== this.col) {
      this.shape = cell.shape;
      this.col = cell.col;
      this.moves = shapeMovesWithRow(cell.shape, cell.col, this.area) && !(this.undo && cell.shape.broken);
    }
    return this.moves;
  }
}

function shapeMovesWithRow(shape: Shape, col: number, area: CellArea): boolean {
  if (shape.names.length > 0) return false;
  for (const ref of shape.refs) {
    if (ref.sheet !== undefined || !ref.single || ref.top.absolute || ref.top.n !== 0) return false;
    const at = ref.left.absolute ? ref.left.n : col + ref.left.n;
    if (at < area.left || at > area.right) return false;
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
  const visited = new Uint8Array(order.length);
  const differs = new Uint8Array(order.length);
  const last = Math.min(area.right, sheet.columns.length - 1);
  for (let c = area.left; c <= last; c++) {
    const column = sheet.columns[c];
    differs.fill(0);
    permuteList(column.values, area.top, order, visited, { same: sameScalar, differs });
    permuteList(column.dependents, area.top, order, visited);
    if (column.formulaCount > 0) {
      permuteList(column.formulas, area.top, order, visited);
      const end = Math.min(area.bottom, column.formulas.length - 1);
      for (let r = area.top; r <= end; r++) {
        const formula = column.formulas[r];
        if (formula === undefined) continue;
        formula.row = r;
        formula.written = undefined;
        if (formula.shape.positional || formula.dynamic) dirty.push(formula);
      }
    }
    for (let i = 0; i < order.length; i++) if (differs[i] === 1) changed(area.top + i, c);
  }
  return dirty;
}

/** How permuteList tells which entries changed. */
interface Compare<T> {
  readonly same: (a: T | undefined, b: T | undefined) => boolean;
  readonly differs: Uint8Array;
}

/**
 * Rearranges `list` from `top` by the order (sheet rows) in place, one cycle of the permutation at a
 * time: no copy of the list (a sort of 200,000 rows copied thirteen lists of 200,000 entries, young
 * garbage that brought collections into the sort). With `compare`, marks in its `differs` each offset
 * whose entry is not the `same` as before. `visited` is scratch, a byte per offset.
 */
function permuteList<T>(list: (T | undefined)[], top: number, order: readonly number[], visited: Uint8Array, compare?: Compare<T>): void {
  if (list.length <= top) return; // nothing there: every entry stays empty
  visited.fill(0);
  for (let i = 0; i < order.length; i++) {
    if (visited[i] === 1) continue;
    visited[i] = 1;
    let from = order[i] - top;
    if (from === i) continue;
    const first = list[top + i];
    let at = i;
    let old = first;
    while (from !== i) {
      const entry = list[top + from];
      place(list, top + at, entry);
      if (compare && !compare.same(old, entry)) compare.differs[at] = 1;
      old = entry;
      visited[from] = 1;
      at = from;
      from = order[at] - top;
    }
    place(list, top + at, first);
    if (compare && !compare.same(old, first)) compare.differs[at] = 1;
  }
}

/** Puts an entry, leaving the list's end where it is for an empty one past it. */
function place<T>(list: (T | undefined)[], index: number, entry: T | undefined): void {
  if (entry !== undefined || index < list.length) list[index] = entry;
}
