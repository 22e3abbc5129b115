import { CellEdits } from './cell-edits.js';
import { type LineChange, keepsSpan, mapLine, mapSpan, moveEntries } from './line-change.js';
import { RefMover } from './ref-mover.js';
import { claimArea } from './spill.js';
import { ColumnData, type FormulaCell, type Shape, type SheetData, SPILL_KEY, spillKey } from './sheet-data.js';
import { sameNumbers } from './shape.js';
import { Reshapes } from './reshapes.js';
import { FormulaMoves } from './formula-moves.js';
import { type Band, inBand, meetsMovedCells, spanInBand } from './band.js';
import { moveBandData } from './band-data.js';
import './kept-classes.js';

export type LineAxis = 'rows' | 'cols';

/** The document's formula text at a cell after the change (undefined when it holds none). */
export type TextAt = (sheet: SheetData, row: number, col: number) => string | undefined;

/**
 * Structural edits in place: inserting, deleting or moving rows or columns moves the engine's cells,
 * formulas, edges and range vertices with them, swaps the compiled shape of each formula whose text the
 * formulas adjuster rewrote to another shape, and marks dirty only what reads other values now: readers
 * of ranges that gained or lost lines, of deleted cells, and position functions (ROW, COLUMN...). A
 * formula that keeps its shape keeps everything: in a 100k chain nothing is recomputed.
 */
export class StructuralCore extends CellEdits {
  /** Whether the last move of lines pushed a formula's reference past the sheet's edge (RefMover.pushedOff). */
  protected pushedOff = false;

  /**
   * Moves the lines of one sheet. `textAt` reads formula texts from the changed document;
   * `relinkNames` runs once positions are final, before formulas reading names are linked again.
   * With a `band`, only the cells on its cross lines move (cells inserted or deleted with a shift, band.ts).
   */
  protected moveLines(sheet: SheetData, axis: LineAxis, change: LineChange, textAt: TextAt, relinkNames: () => void, band: Band = undefined): void {
    if (this.pending) this.runRecalc(false);
    const dirty: FormulaCell[] = [];

    // At the old positions: deleted formulas go, formulas reading names leave the graph, spills the change cuts through are cleared.
    for (const cell of this.formulasIn(sheet, axis, change)) if (inBand(band, axis === 'rows' ? cell.col : cell.row)) this.removeFormula(cell);
    const named = [...this.nameCells];
    for (const cell of named) {
      cell.written = undefined;
      this.graph.remove(cell);
    }
    const arrays = this.resizeArrays(sheet, axis, change, band);
    this.unspillAcross(sheet, axis, change, dirty, band);

    const mover = new RefMover(sheet, axis, change, (name) => this.sheetsByName.get(name), band);
    // Formulas rewritten alike (one shape, references moved alike) take one new shape: W3's 50k lookups read one text.
    const reshaped = new Reshapes(this.shapes, textAt);
    const moves = new FormulaMoves(sheet, axis, change, mover, reshaped, dirty, band);
    for (const owner of this.sheets.values()) {
      const columns = owner.columns;
      for (let c = 0; c < columns.length; c++) if (columns[c].formulaCount > 0) moves.moveColumn(owner, columns[c], c);
    }
    this.pushedOff = mover.pushedOff;
    const { swaps, rewritten } = moves;

    const ranges = this.graph.rangesOf(sheet);
    this.moveData(sheet, axis, change, band);
    for (const cell of arrays) {
      if (cell.sheet.columns[cell.col]?.formulas[cell.row] !== cell) continue;
      claimArea(this, cell, cell.fixed!);
      dirty.push(cell);
    }
    this.graph.moveRanges(sheet, (rv) => mover.moveRect(rv), ranges);
    for (const rv of this.memoRanges) rv.memos = undefined;
    this.memoRanges.clear();

    for (let i = 0; i < swaps.length; i += 2) this.reshape(swaps[i] as FormulaCell, swaps[i + 1] as Shape);
    // The rest read other cells now (a reference deleted, a text the geometry does not give): linked again from their text.
    for (const { cell, edges, singles } of rewritten) {
      edges.forEach((edge, i) => {
        const name = cell.shape.refs[i].sheet;
        const target = name === undefined ? cell.sheet : this.sheetsByName.get(name);
        if (edge !== undefined && target !== undefined) this.graph.unlink(cell, target, edge, singles[i]);
      });
      this.takeShapeOf(cell, textAt);
      this.graph.add(cell);
      dirty.push(cell);
    }
    relinkNames();
    for (const cell of named) {
      if (cell.sheet.columns[cell.col]?.formulas[cell.row] !== cell) continue;
      this.takeShapeOf(cell, textAt);
      this.graph.add(cell);
      dirty.push(cell);
    }
    this.graph.touched();
    this.schedule = undefined;
    for (const cell of dirty) if (cell.sheet.columns[cell.col]?.formulas[cell.row] === cell) this.markDirty(cell);
  }

  /** Counts the lines a sheet's formulas hide again, where they are now (shifted cells move some of them, not whole lines). */
  private countHidden(sheet: SheetData): void {
    if (sheet.hiddenRows.size === 0 && sheet.hiddenCols.size === 0) return;
    sheet.hiddenRows.clear();
    sheet.hiddenCols.clear();
    for (const column of sheet.columns) {
      if (column.formulaCount === 0) continue;
      for (const cell of column.formulas) {
        if (cell === undefined || cell.hides === 0) continue;
        if (cell.hides & 1) sheet.hiddenRows.set(cell.row, (sheet.hiddenRows.get(cell.row) ?? 0) + 1);
        if (cell.hides & 2) sheet.hiddenCols.set(cell.col, (sheet.hiddenCols.get(cell.col) ?? 0) + 1);
      }
    }
  }

  /** The formulas in the lines a change deletes. */
  private formulasIn(sheet: SheetData, axis: LineAxis, change: LineChange): FormulaCell[] {
    if (change.kind !== 'delete') return [];
    const found: FormulaCell[] = [];
    const end = change.at + change.count;
    if (axis === 'cols') {
      for (let c = change.at; c < end && c < sheet.columns.length; c++) for (const f of sheet.columns[c].formulas) if (f !== undefined) found.push(f);
      return found;
    }
    for (const column of sheet.columns) {
      if (column.formulaCount === 0) continue;
      for (let r = change.at; r < end && r < column.formulas.length; r++) {
        const f = column.formulas[r];
        if (f !== undefined) found.push(f);
      }
    }
    return found;
  }

  /** A formula takes the shape its rewritten text has; its own number literals stay (the adjuster leaves them). */
  private reshape(cell: FormulaCell, shape: Shape): void {
    const literals = cell.literals ?? cell.shape.literals;
    this.swapShape(cell, shape, literals === undefined || sameNumbers(literals, shape.literals) ? undefined : literals, undefined);
  }

  /** Compiles the document's text of the cell (its old shape stays when the cell holds no formula now). */
  protected takeShapeOf(cell: FormulaCell, textAt: TextAt): void {
    const text = textAt(cell.sheet, cell.row, cell.col);
    if (text === undefined) return;
    const shape = this.shapes.shapeOf(text, cell.row, cell.col);
    this.swapShape(cell, shape, this.shapes.literals, text);
  }

  private swapShape(cell: FormulaCell, shape: Shape, literals: readonly number[] | undefined, text: string | undefined): void {
    const old = cell.shape;
    cell.shape = shape;
    cell.literals = literals;
    cell.written = text;
    cell.dynamic = shape.volatile;
    if (old.volatile !== shape.volatile) keepIn(this.volatileCells, cell, shape.volatile);
    if (old.usesInput !== shape.usesInput) keepIn(this.inputCells, cell, shape.usesInput);
    if ((old.names.length > 0) !== (shape.names.length > 0)) keepIn(this.nameCells, cell, shape.names.length > 0);
  }

  /**
   * Spills the change cuts through (lines inserted or deleted inside, or moved apart) are cleared and
   * computed again; a blocked spill is computed again (the cells in its way may have moved).
   */
  private unspillAcross(sheet: SheetData, axis: LineAxis, change: LineChange, dirty: FormulaCell[], band: Band): void {
    for (const cell of sheet.blockedSpills) dirty.push(cell);
    for (const cell of new Set(sheet.spillOwners.values())) {
      const area = cell.spill;
      if (area === undefined) continue;
      const start = axis === 'rows' ? cell.row : cell.col;
      const size = axis === 'rows' ? area.rows : area.cols;
      const crossStart = axis === 'rows' ? cell.col : cell.row;
      const crossEnd = crossStart + (axis === 'rows' ? area.cols : area.rows) - 1;
      // Shifted cells: a spill they do not reach stays; one the band cuts across is computed again.
      if (band !== undefined && !meetsMovedCells(band, change, crossStart, crossEnd, start + size - 1)) continue;
      const whole = spanInBand(band, crossStart, crossEnd);
      if (whole && keepsSpan(change, start, start + size - 1) && mapLine(change, start) >= 0) continue;
      this.unspill(cell);
      dirty.push(cell);
    }
  }

  /**
   * Legacy array formulas of the sheet are emptied, their areas changed as the formulas adjuster changes
   * the document's (adjust/array-areas.ts: lines inserted inside an area grow it, deleted ones shrink it,
   * moved lines keep its size). They take their areas again once moved.
   */
  private resizeArrays(sheet: SheetData, axis: LineAxis, change: LineChange, band: Band): FormulaCell[] {
    const resized: FormulaCell[] = [];
    for (const cell of this.arrayCells) {
      if (cell.sheet !== sheet || cell.fixed === undefined) continue;
      const area = cell.fixed;
      const crossStart = axis === 'rows' ? cell.col : cell.row;
      const crossEnd = crossStart + (axis === 'rows' ? area.cols : area.rows) - 1;
      const start = axis === 'rows' ? cell.row : cell.col;
      const span = change.kind !== 'move' && spanInBand(band, crossStart, crossEnd) ? mapSpan(change, { start, end: start + (axis === 'rows' ? area.rows : area.cols) - 1 }) : undefined;
      const length = span === undefined ? undefined : span.end - span.start + 1;
      if (length !== undefined) cell.fixed = axis === 'rows' ? { rows: length, cols: area.cols } : { rows: area.rows, cols: length };
      this.unspill(cell);
      resized.push(cell);
    }
    return resized;
  }

  /** Moves values, formulas, edges by address, hidden lines and spilled cells with their lines (formulas know their new cells already). */
  private moveData(sheet: SheetData, axis: LineAxis, change: LineChange, band: Band): void {
    const to = (row: number, col: number): [number, number] | undefined => {
      if (!inBand(band, axis === 'rows' ? col : row)) return [row, col];
      const line = mapLine(change, axis === 'rows' ? row : col);
      if (line < 0) return undefined;
      return axis === 'rows' ? [line, col] : [row, line];
    };
    if (band !== undefined) {
      moveBandData(sheet, axis, change, band);
      this.countHidden(sheet);
    } else if (axis === 'rows') {
      for (const column of sheet.columns) {
        moveEntries(column.values, change, () => undefined);
        moveEntries(column.dependents, change, () => undefined);
        if (column.formulaCount === 0) continue;
        moveEntries(column.formulas, change, () => undefined);
      }
    } else {
      moveEntries(sheet.columns, change, () => new ColumnData());
    }
    if (band === undefined) moveKeys(axis === 'rows' ? sheet.hiddenRows : sheet.hiddenCols, (line) => mapLine(change, line));
    moveKeys(sheet.spillOwners, (key) => {
      const moved = to(Math.floor(key / SPILL_KEY), key % SPILL_KEY);
      return moved === undefined ? -1 : spillKey(moved[0], moved[1]);
    });
    const queued = (list: [SheetData, number, number][]) =>
      list.flatMap(([s, row, col]): [SheetData, number, number][] => {
        if (s !== sheet) return [[s, row, col]];
        const moved = to(row, col);
        return moved === undefined ? [] : [[s, moved[0], moved[1]]];
      });
    this.pendingAddresses = queued(this.pendingAddresses);
    this.followUps = queued(this.followUps);
    this.changed.moveCells(sheet, to);
  }
}

function keepIn(set: Set<FormulaCell>, cell: FormulaCell, member: boolean): void {
  if (member) set.add(cell);
  else set.delete(cell);
}

/** Re-keys a map by position (-1: the entry goes). */
function moveKeys<V>(map: Map<number, V>, to: (key: number) => number): void {
  if (map.size === 0) return;
  const entries = [...map];
  map.clear();
  for (const [key, value] of entries) {
    const next = to(key);
    if (next >= 0) map.set(next, value);
  }
}
