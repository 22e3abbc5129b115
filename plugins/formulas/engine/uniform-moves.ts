import { MAX_COLS, MAX_ROWS } from '../parser/index.js';
import type { Band } from './band.js';
import { type LineChange, mapLine, segmentBounds, segmentOf } from './line-change.js';
import type { Shape } from './sheet-data.js';

/** What a structural change does to a formula: flags (ref-mover.ts) and the shape its rewritten text has, if another. */
export interface MoveOutcome {
  readonly flags: number;
  readonly shape: Shape | undefined;
}

/**
 * The formulas of one shape that move with every cell they read: their cell and the lines their
 * relative references reach lie in one segment of the change (segmentOf), which moves by `delta`.
 * Their relative offsets stay, and their absolute references go where they go for every cell of the
 * shape, so the change does the same to each (`outcome`, learnt from the first of them). A formula of
 * the shape is in the run when its line (the row for a change of rows) is within `from`..`to` and its
 * cross line (the column) within `crossFrom`..`crossTo`. A run of one line (`from` = `to`) holds the
 * formulas of a shape on that line, which read the same lines along the axis wherever they moved.
 */
export interface UniformRun {
  readonly shape: Shape;
  readonly from: number;
  readonly to: number;
  readonly crossFrom: number;
  readonly crossTo: number;
  readonly delta: number;
  /** Undefined until learnt; null when formulas of the run were rewritten to texts of their own. */
  outcome: MoveOutcome | null | undefined;
}

/**
 * How far a shape's relative references reach from its cell, along the changed axis and across it.
 * `alike`: no reference mixes an absolute and a relative corner along the axis, so formulas of the
 * shape in one segment move alike.
 */
interface Reach {
  readonly alike: boolean;
  readonly lo: number;
  readonly hi: number;
  readonly crossLo: number;
  readonly crossHi: number;
}

/**
 * The runs of one structural change, by shape and segment: W1's 100k formulas of one shape are moved
 * as one run, without reading their references one by one (structural-core.ts).
 */
export class UniformMoves {
  /** Null for a shape whose references name a sheet or a name: they are classified one by one. */
  private readonly reaches = new Map<Shape, Reach | null>();
  private readonly runs = new Map<Shape, UniformRun[]>();
  /** The last run of one line per shape (formulas are visited column by column, so a column's are together). */
  private readonly lineRuns = new Map<Shape, UniformRun>();
  private readonly rows: boolean;
  private readonly max: number;
  private readonly crossMax: number;

  constructor(
    axis: 'rows' | 'cols',
    private readonly change: LineChange,
    /** Cells shifted: a run holds formulas whose cell and relative references lie inside the band (band.ts). */
    private readonly band: Band = undefined,
  ) {
    this.rows = axis === 'rows';
    this.max = this.rows ? MAX_ROWS : MAX_COLS;
    this.crossMax = this.rows ? MAX_COLS : MAX_ROWS;
  }

  /**
   * The run of a formula of `shape` on the changed sheet at `line` and `cross` (its row and column, or
   * column and row): the formulas of its shape in its segment that move alike, else those on its line
   * (they read the same lines along the axis, whatever their cross line: W2's 1,000 row sums in one column).
   */
  runOf(shape: Shape, line: number, cross: number): UniformRun | undefined {
    const reach = this.reachOf(shape);
    if (reach === null) return undefined;
    const segment = segmentOf(this.change, line);
    if (segment < 0 || cross + reach.crossLo < this.crossFirst() || cross + reach.crossHi > this.crossLast()) return undefined;
    if (reach.alike) {
      let known = this.runs.get(shape);
      if (known === undefined) this.runs.set(shape, (known = []));
      const run = (known[segment] ??= this.makeRun(shape, reach, line));
      if (line >= run.from && line <= run.to) return run;
    }
    const last = this.lineRuns.get(shape);
    if (last !== undefined && last.from === line) return last;
    const run = this.lineRun(shape, reach, line);
    this.lineRuns.set(shape, run);
    return run;
  }

  private lineRun(shape: Shape, reach: Reach, line: number): UniformRun {
    const delta = mapLine(this.change, line) - line;
    return { shape, from: line, to: line, crossFrom: this.crossFirst() - reach.crossLo, crossTo: this.crossLast() - reach.crossHi, delta, outcome: undefined };
  }

  /** The first and last cross line a run's formulas and relative references may reach. */
  private crossFirst(): number {
    return this.band === undefined ? 0 : this.band.start;
  }

  private crossLast(): number {
    return this.band === undefined ? this.crossMax - 1 : this.band.end;
  }

  private makeRun(shape: Shape, reach: Reach, line: number): UniformRun {
    const delta = mapLine(this.change, line) - line;
    const [first, end] = segmentBounds(this.change, line, this.max);
    const last = Math.min(end, this.max - 1 - Math.max(delta, 0)); // lines pushed off the sheet are not moved alike
    return {
      shape,
      from: first - reach.lo,
      to: last - reach.hi,
      crossFrom: this.crossFirst() - reach.crossLo,
      crossTo: this.crossLast() - reach.crossHi,
      delta,
      outcome: undefined,
    };
  }

  private reachOf(shape: Shape): Reach | null {
    let reach = this.reaches.get(shape);
    if (reach === undefined) this.reaches.set(shape, (reach = computeReach(shape, this.rows)));
    return reach;
  }
}

function computeReach(shape: Shape, rows: boolean): Reach | null {
  if (shape.qualified || shape.names.length > 0) return null;
  let alike = true;
  let lo = 0;
  let hi = 0;
  let crossLo = 0;
  let crossHi = 0;
  for (const d of shape.refs) {
    const [first, last] = rows ? [d.top, d.bottom] : [d.left, d.right];
    const [crossFirst, crossLast] = rows ? [d.left, d.right] : [d.top, d.bottom];
    if (first.absolute !== last.absolute) alike = false;
    for (const c of [first, last]) {
      if (c.absolute) continue;
      lo = Math.min(lo, c.n);
      hi = Math.max(hi, c.n);
    }
    for (const c of [crossFirst, crossLast]) {
      if (c.absolute) continue;
      crossLo = Math.min(crossLo, c.n);
      crossHi = Math.max(crossHi, c.n);
    }
  }
  return { alike, lo, hi, crossLo, crossHi };
}
