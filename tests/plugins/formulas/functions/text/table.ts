import { expect, it } from 'vitest';
import { isError, isMatrix, type Matrix, type Scalar, type Value } from '../../../../../plugins/formulas/values.js';
import { call } from '../call.js';

/** A result as plain data: errors as their code ('#N/A'), arrays as nested lists. */
export type Shown = string | number | boolean | null | Shown[][];

export function show(value: Value): Shown {
  if (isError(value)) return value.code;
  if (isMatrix(value)) {
    const rows: Shown[][] = [];
    for (let r = 0; r < value.rows; r++) {
      const line: Shown[] = [];
      for (let c = 0; c < value.cols; c++) line.push(show(value.get(r, c)));
      rows.push(line);
    }
    return rows;
  }
  return value;
}

export type Case = readonly [name: string, args: Value[], expected: Shown];

/**
 * One test per row: `NAME(args) → expected`. Numbers are compared to 9 decimal places so that rows can
 * state results as Excel's documentation prints them.
 */
export function table(cases: readonly Case[]): void {
  it.each(cases.map((c) => [`${c[0]}(${c[1].map(label).join(', ')})`, c] as const))('%s', (_, [name, args, expected]) => {
    const result = show(call(name, args));
    if (typeof expected === 'number' && typeof result === 'number') expect(result).toBeCloseTo(expected, 9);
    else expect(result).toEqual(expected);
  });
}

function label(v: Value): string {
  if (isMatrix(v)) return JSON.stringify(show(v));
  if (isError(v)) return v.code;
  return JSON.stringify(v);
}

/**
 * A range-like argument whose empty cells read as null, as the engine's ranges do. (ArrayValue.get
 * answers #N/A for null entries because it uses `??`, so it cannot stand in for a range with blanks.)
 */
export function cells(rows: Scalar[][]): Matrix {
  return {
    rows: rows.length,
    cols: rows[0]?.length ?? 0,
    get: (r, c) => rows[r]?.[c] ?? null,
    each(visit) {
      rows.forEach((line, r) => line.forEach((v, c) => v !== null && visit(v, r, c)));
    },
  };
}
