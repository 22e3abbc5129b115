import type { FormulaError, Scalar, Value } from '../values.js';
import type { SheetData } from './sheet-data.js';
import type { Shape } from './shape.js';

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

/** The engine's result for a formula cell before it is stored. */
export type Result = Value;
/** A stored value or an error. */
export type Stored = Scalar | FormulaError;
