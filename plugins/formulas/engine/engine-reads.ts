import type { Scalar } from '../values.js';
import { ERRORS, isMatrix, isRangeRef } from '../values.js';
import { SheetEdits } from './sheet-edits.js';
import { FormulaCell, type RangeVertex, type Shape, SPILL_KEY, type Vertex } from './sheet-data.js';
import { errorFromException, normalizeScalar } from './normalize.js';
import type { RefDesc } from './refs.js';

/**
 * A formula compiled as if written in one cell and evaluated in others with its relative references
 * shifted, as conditional-format rules are (`compileFormulaAt`, `evaluateFormulaAt`). It is never stored
 * in a cell, so it is in no dependency graph: `refs` say what it reads.
 */
export interface DetachedFormula {
  readonly text: string;
  readonly shape: Shape;
  readonly literals: readonly number[] | undefined;
  /** References relative to the evaluated cell (offsets) or absolute; `sheet` lower-cased or undefined for its own. */
  readonly refs: readonly RefDesc[];
  /** Reads something the references do not say: named ranges, INPUT, volatile or dynamic functions. */
  readonly readsBeyondRefs: boolean;
}

/** A detached formula evaluated in cells of one sheet (`Engine.probeFormula`). */
export interface FormulaProbe {
  at(row: number, col: number): Scalar;
}

/** One column of a sheet as `Engine.sheetColumns` gives it. */
export interface ColumnView {
  readonly values: readonly (Scalar | undefined)[];
  readonly formulas: readonly ({ readonly text: string } | undefined)[];
}

/**
 * What the engine answers about cells without changing them: values and formulas, spills, hidden lines,
 * dependents, whole columns for readers of every cell, and detached formulas evaluated in place.
 */
export abstract class EngineReads extends SheetEdits {
  /** Computes what edits left pending before a read (the changes it makes are not told to anyone). */
  protected bringUpToDate(): void {
    if (this.pending) {
      this.runRecalc(false);
      this.changed.clear();
    }
  }

  getValue(sheetId: string, row: number, col: number): Scalar {
    this.bringUpToDate();
    return this.sheets.get(sheetId)?.peek(row, col) ?? null;
  }

  getFormula(sheetId: string, row: number, col: number): string | undefined {
    return this.sheets.get(sheetId)?.columns[col]?.formulas[row]?.text;
  }

  /** The size of the array a cell's formula spills now (its `A1#`), or undefined when it spills none. */
  spillSize(sheetId: string, row: number, col: number): { readonly rows: number; readonly cols: number } | undefined {
    this.getValue(sheetId, row, col);
    const spill = this.sheets.get(sheetId)?.columns[col]?.formulas[row]?.spill;
    return spill ? { rows: spill.rows, cols: spill.cols } : undefined;
  }

  /**
   * Whether values spilled by an array formula (not its own cell) lie in an area: a sort refuses to cut
   * an array apart, and asks here rather than reading every cell of the area for one.
   */
  spillsInto(sheetId: string, area: { readonly top: number; readonly left: number; readonly bottom: number; readonly right: number }): boolean {
    this.getValue(sheetId, 0, 0);
    const owners = this.sheets.get(sheetId)?.spillOwners;
    if (!owners) return false;
    for (const key of owners.keys()) {
      const row = Math.floor(key / SPILL_KEY);
      const col = key % SPILL_KEY;
      if (row >= area.top && row <= area.bottom && col >= area.left && col <= area.right) return true;
    }
    return false;
  }

  /** Compiles formula text as if it were in (row, col): its relative references keep their offsets. */
  compileFormulaAt(text: string, row: number, col: number): DetachedFormula {
    const shape = this.shapes.shapeOf(text, row, col);
    return { text, shape, literals: this.shapes.literals, refs: shape.refs, readsBeyondRefs: shape.volatile || shape.usesInput || shape.names.length > 0 };
  }

  /**
   * Evaluates a detached formula in cells of one sheet, computed now without storing it: `at(row, col)`.
   * One probe is for many cells in a row (it reuses its cell and call context). A matrix gives its
   * top-left value; hiding functions give #VALUE! (a rule cannot hide rows). The evaluation log is not
   * told: the formula is not a cell. Undefined when the sheet is unknown.
   */
  probeFormula(formula: DetachedFormula, sheetId: string): FormulaProbe | undefined {
    const sheet = this.sheets.get(sheetId);
    if (!sheet) return undefined;
    const cell = new FormulaCell(sheet, 0, 0, formula.shape, formula.text);
    cell.literals = formula.literals;
    const at = (row: number, col: number): Scalar => {
      if (formula.shape.hides) return ERRORS.VALUE;
      this.bringUpToDate();
      cell.row = row;
      cell.col = col;
      const log = this.evalLog;
      this.evalLog = null;
      try {
        const result = formula.shape.evaluate(cell, undefined);
        if (!isMatrix(result)) return normalizeScalar(result);
        const v = result.rows > 0 && result.cols > 0 ? result.get(0, 0) : null;
        return normalizeScalar(v === null && isRangeRef(result) ? 0 : v);
      } catch (e) {
        return errorFromException(e);
      } finally {
        this.evalLog = log;
      }
    };
    return { at };
  }

  /** Reads a sheet's values by position, for many reads in a row; undefined when the sheet is unknown. */
  valueReader(sheetId: string): ((row: number, col: number) => Scalar) | undefined {
    const sheet = this.sheets.get(sheetId);
    if (!sheet) return undefined;
    return (row, col) => {
      this.bringUpToDate();
      const v = sheet.columns[col]?.values[row];
      return v === undefined ? null : v;
    };
  }

  /**
   * A sheet's columns as the engine holds them, brought up to date (read-only): values by row, computed
   * for formulas, undefined where empty; formulas with their document text. For readers of every cell
   * (find), which a call per cell would slow down; undefined when the sheet is unknown.
   */
  sheetColumns(sheetId: string): readonly ColumnView[] | undefined {
    this.bringUpToDate();
    return this.sheets.get(sheetId)?.columns;
  }

  /** Rows and columns hidden by HIDEROW/HIDECOL/HIDEROWANDCOL formulas. */
  getHidden(sheetId: string): { rows: number[]; cols: number[] } {
    this.getValue(sheetId, 0, 0);
    const sheet = this.sheets.get(sheetId);
    if (!sheet) return { rows: [], cols: [] };
    return { rows: [...sheet.hiddenRows.keys()].sort((a, b) => a - b), cols: [...sheet.hiddenCols.keys()].sort((a, b) => a - b) };
  }

  /**
   * Formula cells the graph says read a cell (directly or through a range), for the dependents tree.
   * Readers through INDIRECT/OFFSET are not in the graph and are not listed.
   */
  dependentCells(sheetId: string, row: number, col: number): { sheetId: string; row: number; col: number }[] {
    const sheet = this.sheets.get(sheetId);
    if (!sheet) return [];
    const own = sheet.columns[col]?.formulas[row];
    const found: Vertex[] = [];
    if (own) this.graph.successors(own, found);
    else this.graph.addressSuccessors(sheet, row, col, found);
    const cells = new Set<FormulaCell>();
    for (const v of found) {
      if (!v.isRange) cells.add(v as FormulaCell);
      else for (const d of (v as RangeVertex).dependents) cells.add(d);
    }
    return [...cells].map((c) => ({ sheetId: c.sheet.id, row: c.row, col: c.col }));
  }

  /** Formulas that read INPUT (those a new input recomputes). */
  get inputDependentCount(): number {
    return this.inputCells.size;
  }
}
