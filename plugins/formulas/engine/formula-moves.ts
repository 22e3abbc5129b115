import { type Band, inBand } from './band.js';
import { type LineChange, mapLine } from './line-change.js';
import { MISFITS, READS, type RefMover } from './ref-mover.js';
import type { Reshapes, Rewritten } from './reshapes.js';
import type { ColumnData, FormulaCell, Shape, SheetData } from './sheet-data.js';
import { type MoveOutcome, type UniformRun, UniformMoves } from './uniform-moves.js';

/**
 * The pass of one structural change over every formula: each takes its new cell, and what the change
 * did to its references is worked out (ref-mover.ts) or repeated from a formula of its shape that moved
 * alike (uniform-moves.ts). Its outcome is in the lists: formulas that take another shape (`swaps`, as
 * formula and shape pairs), formulas rewritten to read other cells (`rewritten`) and formulas that read
 * other values now (`dirty`).
 *
 * The loop over a column runs once per change, often before it is optimized: a formula of the run
 * before it (`UniformRun`) costs a few compares and field writes, not a call per reference.
 */
export class FormulaMoves {
  readonly swaps: (FormulaCell | Shape)[] = [];
  readonly rewritten: Rewritten[] = [];
  private readonly rows: boolean;
  private readonly uniform: UniformMoves;

  constructor(
    private readonly sheet: SheetData,
    axis: 'rows' | 'cols',
    private readonly change: LineChange,
    private readonly mover: RefMover,
    private readonly reshaped: Reshapes,
    private readonly dirty: FormulaCell[],
    /** Cells shifted: only formulas whose cross line is in the band move (band.ts). */
    private readonly band: Band = undefined,
  ) {
    this.rows = axis === 'rows';
    this.uniform = new UniformMoves(axis, change, band);
  }

  /** Moves the formulas of column `c` of `owner` (any sheet: formulas of others may read the changed one). */
  moveColumn(owner: SheetData, column: ColumnData, c: number): void {
    const here = owner === this.sheet;
    const rows = this.rows;
    const change = this.change;
    const band = this.band;
    // A change of rows limited to a band moves no formula of a column outside it.
    const moves = !rows || inBand(band, c);
    const movedCol = here && !rows ? mapLine(change, c) : c;
    const formulas = column.formulas;
    // The runs of the last two shapes met: the next formulas are mostly in one of them (a 100k chain is
    // one run, W3's lookups alternate two shapes).
    let run: UniformRun | undefined;
    let previous: UniformRun | undefined;
    // A sparse column lists its rows natively instead of reading every hole: W2's 200 columns hold two
    // formulas each, below 1,000 empty rows. A dense one (W1's 100k chain) is read slot by slot.
    const sparse = column.formulaCount * 4 < formulas.length ? Object.keys(formulas) : undefined;
    const count = sparse === undefined ? formulas.length : sparse.length;
    for (let i = 0; i < count; i++) {
      const r = sparse === undefined ? i : Number(sparse[i]);
      const cell = formulas[r];
      if (cell === undefined) continue;
      const shape = cell.shape;
      if (!here) {
        if (shape.qualified) this.apply(cell, r, c, this.classify(cell, owner, r, c));
        continue;
      }
      const line = rows ? r : c;
      const cross = rows ? c : r;
      if (!holds(run, shape, line, cross)) {
        const last = run;
        run = holds(previous, shape, line, cross) ? previous : this.uniform.runOf(shape, line, cross);
        previous = last;
      }
      const col = rows || inBand(band, r) ? movedCol : c;
      const row = !rows || !moves ? r : run !== undefined ? r + run.delta : mapLine(change, r);
      const known = run?.outcome;
      const outcome = known ?? this.classify(cell, owner, row, col);
      if (run !== undefined && known === undefined) run.outcome = outcome;
      this.apply(cell, row, col, outcome);
    }
  }

  /** The formula goes to (row, col) with what the change did to it. */
  private apply(cell: FormulaCell, row: number, col: number, outcome: MoveOutcome | null): void {
    // Formulas move here, while they are at hand (a 100k chain is 100k scattered objects); their arrays move later.
    cell.row = row;
    cell.col = col;
    if (outcome === null || outcome.flags === 0) return;
    cell.written = undefined; // the document may hold it rewritten: its text is read there
    if (outcome.flags & READS || cell.shape.positional) this.dirty.push(cell);
    if (outcome.shape !== undefined) this.swaps.push(cell, outcome.shape);
  }

  /**
   * What the change did to one formula at its old cell that goes to (row, col). Null when its text was rewritten to read
   * other cells than the geometry gives: it is in `rewritten` and marked to be read again.
   */
  private classify(cell: FormulaCell, owner: SheetData, row: number, col: number): MoveOutcome | null {
    const mover = this.mover;
    const flags = cell.shape.names.length > 0 ? 0 : mover.classify(cell, owner, row, col);
    if (!(flags & MISFITS)) return { flags, shape: undefined };
    const length = mover.count * 4;
    mover.fillPattern(cell, row, col);
    const known = this.reshaped.find(cell.shape, mover.pattern, length);
    if (known) return { flags, shape: known };
    const moved = { cell, edges: mover.edges(), singles: mover.singles(), row, col };
    const shape = this.reshaped.read(moved, mover.pattern, length);
    if (shape) return { flags, shape };
    cell.written = undefined;
    if (flags & READS || cell.shape.positional) this.dirty.push(cell);
    this.rewritten.push(moved);
    return null;
  }
}

function holds(run: UniformRun | undefined, shape: Shape, line: number, cross: number): run is UniformRun {
  return run !== undefined && run.shape === shape && line >= run.from && line <= run.to && cross >= run.crossFrom && cross <= run.crossTo;
}
