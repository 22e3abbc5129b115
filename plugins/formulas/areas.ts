import type { Matrix, RangeRef, Scalar } from './values.js';

/**
 * A union of references, `(A1:A3,C1:C3)`: several areas of one sheet. Aggregates (SUM, COUNT, MAX...)
 * read it through `each` like any range; as a matrix it is one column of its areas' cells in order,
 * area by area and row by row, so a function that knows nothing of areas still sees every cell once.
 */
export class AreaList implements Matrix {
  readonly rows: number;
  readonly cols = 1;
  constructor(readonly areas: readonly RangeRef[]) {
    let cells = 0;
    for (const a of areas) cells += a.rows * a.cols;
    this.rows = cells;
  }

  get(row: number, col: number): Scalar {
    if (col !== 0 || row < 0) return null;
    let rest = row;
    for (const a of this.areas) {
      const size = a.rows * a.cols;
      if (rest < size) return a.get(Math.floor(rest / a.cols), rest % a.cols);
      rest -= size;
    }
    return null;
  }

  each(visit: (value: Scalar, row: number, col: number) => void): void {
    let base = 0;
    for (const a of this.areas) {
      const width = a.cols;
      a.each((v, r, c) => visit(v, base + r * width + c, 0));
      base += a.rows * a.cols;
    }
  }
}
