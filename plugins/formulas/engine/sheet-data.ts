import type { StructuredRef } from '../parser/index.js';
import type { Scalar, Value } from '../values.js';
import type { CubeDesc, RefDesc } from './refs.js';
import { WideRanges } from './wide-ranges.js';

// What the engine holds: each sheet's columns (SheetData), the vertices of the dependency graph (formula
// cells and the ranges formulas read) and the compiled shape a formula cell runs. Their types name each
// other (a cell knows its sheet and its shape, a shape's evaluator takes the cell, a sheet lists its cells),
// so they share this file: the import check allows no cycle between files, type imports included.

/** Dependents of one cell address: none, one formula, or several. */
export type CellDependents = FormulaCell | FormulaCell[] | undefined;

/**
 * One column of a sheet: values (entered or computed) in a dense array by row, the formulas of the
 * column, the formulas that read each cell, and the range vertices that cover the column.
 */
export class ColumnData {
  readonly values: (Scalar | undefined)[] = [];
  readonly formulas: (FormulaCell | undefined)[] = [];
  formulaCount = 0;
  readonly dependents: CellDependents[] = [];
  readonly ranges: RangeVertex[] = [];
}

/** Ranges spanning more columns than this are kept in one list per sheet instead of per column. */
export const WIDE_RANGE_COLUMNS = 64;

export class SheetData {
  readonly columns: ColumnData[] = [];
  /** Ranges too wide for the per-column index (whole rows). */
  readonly wideRanges = new WideRanges<RangeVertex>();
  /** Spilled cells (not anchors) by `row * SPILL_KEY + col`, to their formula. */
  readonly spillOwners = new Map<number, FormulaCell>();
  /** Formulas whose array result is blocked (#SPILL!). */
  readonly blockedSpills = new Set<FormulaCell>();
  /** Rows and columns hidden by HIDEROW/HIDECOL formulas: index to the number of formulas hiding it. */
  readonly hiddenRows = new Map<number, number>();
  readonly hiddenCols = new Map<number, number>();
  /** The document's formula text at a cell, for formulas a structural change rewrote there (FormulaCell.text). */
  formulaTextAt: (row: number, col: number) => string | undefined = () => undefined;
  constructor(
    readonly id: string,
    public name: string,
  ) {}

  column(col: number): ColumnData {
    let column = this.columns[col];
    if (column === undefined) {
      for (let c = this.columns.length; c <= col; c++) this.columns[c] = new ColumnData();
      column = this.columns[col];
    }
    return column;
  }

  /** Stored value of a cell (entered or computed), without evaluating anything. */
  peek(row: number, col: number): Scalar {
    const v = this.columns[col]?.values[row];
    return v === undefined ? null : v;
  }
}

export const SPILL_KEY = 32_768;
export const spillKey = (row: number, col: number): number => row * SPILL_KEY + col;

/** Evaluation state of a formula cell. */
export const CLEAN = 0;
export const DIRTY = 1;
export const EVALUATING = 2;

/**
 * What the recalculation walks: formula cells and range vertices. An interface, not a base class:
 * plain classes construct faster, and a 100k-formula sheet makes 100k of them.
 */
export interface Vertex {
  /** Recalculation pass that last collected this vertex. */
  mark: number;
  /** Position in the pass's collected list. */
  slot: number;
  /** Precedents of this pass not processed yet. */
  indeg: number;
  /** A precedent changed in this pass (or the vertex itself was edited). */
  needsEval: boolean;
  readonly isRange: boolean;
  /** Volatile formulas with dynamic references (INDIRECT, OFFSET...) go last in a pass (recalc.ts). */
  readonly dynamic: boolean;
}

/** The size a formula's array result occupies (anchor included). */
export interface SpillArea {
  readonly rows: number;
  readonly cols: number;
}

export class FormulaCell implements Vertex {
  mark = 0;
  slot = 0;
  indeg = 0;
  needsEval = false;
  readonly isRange = false;
  dynamic: boolean;
  state = CLEAN;
  /** Set by an out-of-order evaluation (a pull) so the pass still propagates the change. */
  pulledChange = false;
  /** Cells this formula currently fills with its array result, or the area it wanted when blocked. */
  spill: SpillArea | undefined = undefined;
  blocked: SpillArea | undefined = undefined;
  /**
   * A legacy array formula's area (Ctrl+Shift+Enter in Excel): its result fills exactly these cells, cut,
   * repeated or padded with #N/A (spill.ts fillArea), and it never spills further nor gives #SPILL!.
   */
  fixed: SpillArea | undefined = undefined;
  /** HIDEROW/HIDECOL calls of the last evaluation: 1 row, 2 column, 3 both. */
  hides = 0;
  /** Number literals of this cell's formula when they differ from its shape's (shapes share text minus literals). */
  literals: readonly number[] | undefined = undefined;
  /** The formula's text; undefined once a structural change had it rewritten in the document only. */
  written: string | undefined;
  constructor(
    readonly sheet: SheetData,
    public row: number,
    public col: number,
    public shape: Shape,
    text: string,
  ) {
    this.dynamic = shape.volatile;
    this.written = text;
  }

  /** The formula as the cell holds it (after a structural change, read from the document). */
  get text(): string {
    return this.written ?? this.sheet.formulaTextAt(this.row, this.col) ?? '';
  }
}

/** A rectangle that formulas read; deduplicated by coordinates, so a range costs one vertex. */
export class RangeVertex implements Vertex {
  mark = 0;
  slot = 0;
  indeg = 0;
  needsEval = false;
  readonly isRange = true;
  readonly dynamic = false;
  readonly dependents: FormulaCell[] = [];
  /** Derived data of the range (ctx.memo), dropped or updated when a cell of the range changes. */
  memos: Map<string, unknown> | undefined = undefined;
  constructor(
    readonly sheet: SheetData,
    // Not readonly: a structural change moves the range with its cells (restructure.ts).
    public top: number,
    public left: number,
    public bottom: number,
    public right: number,
  ) {}
  contains(row: number, col: number): boolean {
    return row >= this.top && row <= this.bottom && col >= this.left && col <= this.right;
  }
}

/**
 * A compiled formula, shared by every cell whose formula has the same relative shape: `=A1+1` in B1
 * and `=A2+1` in B2 are one shape (R[0]C[-1]+1), compiled once.
 */
export interface Shape {
  readonly evaluate: Evaluator;
  readonly refs: readonly RefDesc[];
  /** Some reference names a sheet. */
  readonly qualified: boolean;
  /** 3D references (`SUM(Sheet1:Sheet3!A1)`): an area on each sheet of a span. */
  readonly cubes: readonly CubeDesc[];
  /** Named ranges the formula reads (upper-case); TABLE_READER when it has structured references. */
  readonly names: readonly string[];
  /** Structured references to tables (`Sales[Amount]`), placed per cell. */
  readonly structured: readonly StructuredRef[];
  /** Recomputed on every recalculation: volatile functions, and INDIRECT/OFFSET whose references are dynamic. */
  readonly volatile: boolean;
  /** Calls INPUT: recomputed when the input changes. */
  readonly usesInput: boolean;
  /** Calls HIDEROW/HIDECOL/HIDEROWANDCOL. */
  readonly hides: boolean;
  /**
   * Calls a product function (INPUT, HIDEROW, user functions), whose empty result means "show nothing".
   * Any other formula whose result is empty shows 0, as in Excel (`=IFERROR(A1,"x")` with A1 empty).
   */
  readonly keepsEmpty: boolean;
  /** Reads where cells are, not only what they hold (ROW, COLUMN, CELL...): a structural change recomputes it. */
  readonly positional: boolean;
  /** Holds a `#REF!` (a reference an edit broke): the undo of that edit may give the reference back. */
  readonly broken: boolean;
  /** Number literals of the formula the shape was compiled from (the default for cells sharing it). */
  readonly literals?: readonly number[];
}

/** A compiled formula's code: its value at `cell`, with the LET names and LAMBDA parameters of `env`. */
export type Evaluator = (cell: FormulaCell, env: Env | undefined) => Value;

/** Values bound by LET, innermost first. */
export interface Env {
  readonly values: unknown[];
  readonly parent: Env | undefined;
}
