import type { Scalar } from '../values.js';

/** A cell whose value changed in a recalculation: repaint it. */
export interface ChangedCell {
  readonly sheetId: string;
  readonly row: number;
  readonly col: number;
  readonly value: Scalar;
}

/**
 * The cells a change gave new values, each once: an array of ChangedCell, or for a large change (a sort
 * of 200,000 rows changes 1.2M cells) the compact list below. Read it with `for...of` and `length`.
 */
export interface ChangedCells extends Iterable<ChangedCell> {
  readonly length: number;
}

/**
 * Changed cells in parallel arrays (positions in typed arrays, values as they were when the change was
 * taken), made into ChangedCell objects only as they are iterated: a follower that sweeps past some
 * count (conditional formats, charts) never makes them.
 */
export class CompactChanges implements ChangedCells {
  constructor(
    /** The sheets' ids, and for each change its sheet's index among them. */
    private readonly sheetIds: readonly string[],
    private readonly sheetAt: Uint16Array,
    private readonly rows: Int32Array,
    private readonly cols: Int32Array,
    private readonly values: readonly Scalar[],
  ) {}

  get length(): number {
    return this.rows.length;
  }

  *[Symbol.iterator](): Iterator<ChangedCell> {
    for (let i = 0; i < this.rows.length; i++) yield { sheetId: this.sheetIds[this.sheetAt[i]], row: this.rows[i], col: this.cols[i], value: this.values[i] };
  }
}
