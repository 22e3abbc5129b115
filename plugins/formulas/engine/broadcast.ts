import { ARRAY_TOO_LARGE, arrayTooLarge, ArrayValue, ERRORS, isMatrix, type Matrix, type Scalar, type Value } from '../values.js';

/** A 1x1 array or range as its one value; anything else unchanged. */
export function unwrapSingle(value: Value): Value {
  return isMatrix(value) && value.rows === 1 && value.cols === 1 ? value.get(0, 0) : value;
}

/** Element of a broadcast operand: a row or column vector repeats along its short side. */
export function elementAt(value: Value, row: number, col: number): Scalar {
  if (!isMatrix(value)) return value;
  const r = value.rows === 1 ? 0 : row;
  const c = value.cols === 1 ? 0 : col;
  if (r >= value.rows || c >= value.cols) return ERRORS.NA;
  return value.get(r, c);
}

/** Size of the element-wise result of some operands, dynamic-array style (largest extent wins). */
export function broadcastSize(values: readonly Value[]): { rows: number; cols: number } {
  let rows = 1;
  let cols = 1;
  for (const v of values) {
    if (isMatrix(v)) {
      rows = Math.max(rows, v.rows);
      cols = Math.max(cols, v.cols);
    }
  }
  return { rows, cols };
}

/**
 * Applies `f` element-wise over operands, at least one of them an array. A result past MAX_ARRAY_CELLS is
 * #NUM! before anything is built: a whole column against a whole row (`=B:B*2:2`) is 17 billion cells,
 * and the fuzz test's random seeds found it taking the process down with an out-of-memory abort.
 */
export function mapElements(values: readonly Value[], f: (args: Scalar[]) => Scalar): Matrix | typeof ARRAY_TOO_LARGE {
  const { rows, cols } = broadcastSize(values);
  if (arrayTooLarge(rows, cols)) return ARRAY_TOO_LARGE;
  const data: Scalar[][] = [];
  const args: Scalar[] = new Array(values.length);
  for (let r = 0; r < rows; r++) {
    const line: Scalar[] = new Array(cols);
    for (let c = 0; c < cols; c++) {
      for (let i = 0; i < values.length; i++) args[i] = elementAt(values[i], r, c);
      line[c] = f(args);
    }
    data.push(line);
  }
  return new ArrayValue(data);
}
