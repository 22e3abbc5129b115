import type { CallContext } from '../../../function-definition.js';
import { ArrayValue, ERRORS, FormulaError, isMatrix, isRangeRef, type Matrix, type Scalar, type Value } from '../../../values.js';

/** Any value as a matrix: a scalar is a 1x1 array, so array functions treat both alike. */
export function asMatrix(value: Value): Matrix {
  return isMatrix(value) ? value : new ArrayValue([[value]]);
}

/**
 * One value of a matrix. An ArrayValue is read from its data because its `get` reports a blank
 * element as #N/A, while a blank taken from a range must stay blank through SORT, INDEX, XLOOKUP...
 */
export function cellOf(m: Matrix, row: number, col: number): Scalar {
  if (m instanceof ArrayValue) {
    const v = m.data[row]?.[col];
    return v === undefined ? ERRORS.NA : v;
  }
  return m.get(row, col);
}

/** A rectangle's values as plain rows (empty cells stay null). */
export function toRows(m: Matrix): Scalar[][] {
  // An array's own data, read directly: ArrayValue.get reports a blank element as #N/A.
  if (m instanceof ArrayValue) return m.data.map((line) => [...line]);
  const rows: Scalar[][] = [];
  for (let r = 0; r < m.rows; r++) {
    const line: Scalar[] = new Array<Scalar>(m.cols);
    for (let c = 0; c < m.cols; c++) line[c] = m.get(r, c);
    rows.push(line);
  }
  return rows;
}

/**
 * A window onto part of another matrix, so INDEX and XLOOKUP can hand back a whole row or column
 * of a big range without copying it.
 */
export class SubMatrix implements Matrix {
  constructor(
    private readonly base: Matrix,
    private readonly top: number,
    private readonly left: number,
    readonly rows: number,
    readonly cols: number,
  ) {}
  get(row: number, col: number): Scalar {
    if (row < 0 || col < 0 || row >= this.rows || col >= this.cols) return ERRORS.NA;
    return cellOf(this.base, this.top + row, this.left + col);
  }
  each(visit: (value: Scalar, row: number, col: number) => void): void {
    for (let r = 0; r < this.rows; r++) {
      for (let c = 0; c < this.cols; c++) {
        const v = cellOf(this.base, this.top + r, this.left + c);
        if (v !== null) visit(v, r, c);
      }
    }
  }
}

/** A part of a matrix as a value: one cell reads as a scalar, as a formula would show it. */
export function slice(m: Matrix, top: number, left: number, rows: number, cols: number): Value {
  if (rows === 1 && cols === 1) return cellOf(m, top, left);
  return new SubMatrix(m, top, left, rows, cols);
}

/**
 * A part of a range as a reference, as Excel's INDEX and XLOOKUP return one: `A1:INDEX(A:A, 10)`
 * and `SUM(INDEX(...))` then work on cells. Arrays (and contexts that cannot make references) get
 * the values instead.
 */
export function sliceRef(m: Matrix, top: number, left: number, rows: number, cols: number, ctx: CallContext): Value {
  if (isRangeRef(m)) {
    const ref = ctx.offset(m, top, left, rows, cols);
    if (!(ref instanceof FormulaError)) return ref;
  }
  return slice(m, top, left, rows, cols);
}

/** An array result, or #CALC! when it would be empty (Excel has no empty arrays). */
export function arrayResult(rows: Scalar[][]): Value {
  if (rows.length === 0 || rows[0].length === 0) return new FormulaError('#CALC!', 'Empty array');
  return new ArrayValue(rows);
}

/** The first error among the values, to pass it through. */
export function firstError(values: readonly unknown[]): FormulaError | undefined {
  return values.find((v): v is FormulaError => v instanceof FormulaError);
}
