import { roundResult } from '../coerce.js';
import { ERRORS, FormulaError, type Scalar } from '../values.js';
import { Lambda } from '../lambda-value.js';

/** A result as it is stored: numbers rounded to 12 significant digits, NaN and infinities #NUM!. */
export function normalizeScalar(v: Scalar): Scalar {
  if (typeof v !== 'number') return v;
  if (!Number.isFinite(v)) return ERRORS.NUM;
  if (Number.isInteger(v) && v < 1e12 && v > -1e12) return v;
  return roundResult(v);
}

export function sameScalar(a: Scalar | undefined, b: Scalar | undefined): boolean {
  if (a === b) return true;
  if ((a === undefined || a === null) && (b === undefined || b === null)) return true;
  // Each LAMBDA value is its own: a recomputed one must reach the formulas that call it.
  return a instanceof FormulaError && b instanceof FormulaError && a.code === b.code && !(a instanceof Lambda) && !(b instanceof Lambda);
}

/** Turns an exception thrown by a function into an error value (a bug must not stop the engine). */
export function errorFromException(e: unknown): FormulaError {
  if (e instanceof FormulaError) return e;
  if (e instanceof RangeError) return new FormulaError('#ERROR!', 'Formula is too complex');
  return new FormulaError('#ERROR!', e instanceof Error ? e.message : String(e));
}
