import { toNumber } from '../../coerce.js';
import { ERRORS, FormulaError, isMatrix, type Value } from '../../values.js';

/**
 * Numbers of cash-flow arguments as Excel reads them: in ranges and arrays only numbers count (text,
 * logicals and blanks are skipped); a value typed directly is coerced. Errors stop the function.
 */
export function cashValues(args: readonly Value[]): number[] | FormulaError {
  const out: number[] = [];
  for (const a of args) {
    if (isMatrix(a)) {
      let error: FormulaError | undefined;
      forEachCell(a, (v) => {
        if (v instanceof FormulaError) error ??= v;
        else if (typeof v === 'number') out.push(v);
      });
      if (error) return error;
    } else if (a !== null && a !== undefined) {
      const n = toNumber(a);
      if (n instanceof FormulaError) return n;
      out.push(n);
    }
  }
  return out;
}

/** Every cell of a matrix in row order, blanks included as null (positions matter for XNPV). */
export function forEachCell(m: Exclude<Value, null | string | number | boolean | FormulaError>, visit: (v: Value) => void): void {
  for (let r = 0; r < m.rows; r++) for (let c = 0; c < m.cols; c++) visit(m.get(r, c));
}

/** Values and dates of XNPV/XIRR, paired cell by cell; every cell must hold a number. */
export function datedFlows(values: Value, dates: Value): { amounts: number[]; days: number[] } | FormulaError {
  const amounts = strictNumbers(values);
  if (amounts instanceof FormulaError) return amounts;
  const days = strictNumbers(dates);
  if (days instanceof FormulaError) return days;
  if (amounts.length !== days.length || amounts.length === 0) return ERRORS.NUM;
  const trunc = days.map(Math.trunc);
  if (trunc.some((d) => d < trunc[0] || d < 0)) return ERRORS.NUM;
  return { amounts, days: trunc };
}

function strictNumbers(value: Value): number[] | FormulaError {
  const out: number[] = [];
  const cells: Value[] = [];
  if (isMatrix(value)) forEachCell(value, (v) => cells.push(v));
  else cells.push(value);
  for (const v of cells) {
    if (v instanceof FormulaError) return v;
    const n = typeof v === 'number' ? v : v === null ? undefined : toNumber(v);
    if (n === undefined || n instanceof FormulaError) return ERRORS.VALUE;
    out.push(n);
  }
  return out;
}
