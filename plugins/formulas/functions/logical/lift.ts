import { toScalar } from '../../coerce.js';
import { ArrayValue, ERRORS, isMatrix, type Matrix, type Scalar, type Value } from '../../values.js';

/** True for an array or range of more than one cell: lazy functions then work element by element. */
export function isMulti(value: Value): value is Matrix {
  return isMatrix(value) && value.rows * value.cols > 1;
}

/**
 * The element of a branch value at (row, col) when a lazy function lifts over an array condition:
 * a single value or 1x1 array is repeated; a smaller array gives #N/A outside its size, as Excel pads.
 */
export function elementAt(value: Value, row: number, col: number): Scalar {
  if (!isMatrix(value)) return value;
  if (value.rows === 1 && value.cols === 1) return value.get(0, 0);
  const r = value.rows === 1 ? 0 : row;
  const c = value.cols === 1 ? 0 : col;
  return r < value.rows && c < value.cols ? value.get(r, c) : ERRORS.NA;
}

/**
 * Builds an array the size of `shape` from a per-element function. An empty cell picked into an array
 * becomes 0, as in Excel's array results (and ArrayValue reads a null entry as #N/A).
 */
export function mapMatrix(shape: Matrix, cell: (value: Scalar, row: number, col: number) => Scalar): ArrayValue {
  const data: Scalar[][] = [];
  for (let r = 0; r < shape.rows; r++) {
    const line: Scalar[] = [];
    for (let c = 0; c < shape.cols; c++) line.push(cell(shape.get(r, c), r, c) ?? 0);
    data.push(line);
  }
  return new ArrayValue(data);
}

/** A branch result as a scalar when it is a single cell (IF(TRUE, A1) reads A1). */
export function single(value: Value): Value {
  return isMatrix(value) && value.rows === 1 && value.cols === 1 ? toScalar(value) : value;
}
