import type { Matrix, Scalar } from '../../../../../plugins/formulas/values.js';

/**
 * A matrix that keeps blank cells as null, like a range read by the engine (ArrayValue.get answers
 * #N/A for a null element, which is not how a range with empty cells reads).
 */
export function range(rows: Scalar[][]): Matrix {
  return {
    rows: rows.length,
    cols: rows[0]?.length ?? 0,
    get: (r, c) => rows[r]?.[c] ?? null,
    each(visit) {
      rows.forEach((line, r) => line.forEach((v, c) => v !== null && visit(v, r, c)));
    },
  };
}
