import type { RangeRef, Scalar } from '../../../../../plugins/formulas/values.js';

/**
 * A RangeRef over a column (or rows) of values, as the engine passes references: empty cells read as null.
 * (ArrayValue.get answers #N/A for null elements, so tests with empty cells use this.)
 */
export function range(values: Scalar[] | Scalar[][], sheetId = 's'): RangeRef {
  const rows: Scalar[][] = values.map((v) => (Array.isArray(v) ? v : [v]));
  const cols = rows[0]?.length ?? 0;
  return {
    kind: 'range', sheetId, top: 0, left: 0, bottom: rows.length - 1, right: cols - 1, rows: rows.length, cols,
    get: (r, c) => rows[r]?.[c] ?? null,
    each: (visit) => rows.forEach((line, r) => line.forEach((v, c) => v !== null && visit(v, r, c))),
  };
}
