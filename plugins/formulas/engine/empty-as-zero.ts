import type { Matrix, Scalar } from '../values.js';

/** A formula's array result as spilled: empty elements show 0, as Excel spills `=A1:A3`. */
export class EmptyAsZero implements Matrix {
  readonly rows: number;
  readonly cols: number;
  constructor(private readonly source: Matrix) {
    this.rows = source.rows;
    this.cols = source.cols;
  }
  get(row: number, col: number): Scalar {
    const v = this.source.get(row, col);
    return v === null ? 0 : v;
  }
  each(visit: (value: Scalar, row: number, col: number) => void): void {
    for (let r = 0; r < this.rows; r++) for (let c = 0; c < this.cols; c++) visit(this.get(r, c), r, c);
  }
}
