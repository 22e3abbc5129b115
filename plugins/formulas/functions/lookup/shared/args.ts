import { toBoolean, toNumber, toScalar, toText } from '../../../coerce.js';
import { ERRORS, FormulaError, type Value } from '../../../values.js';

/**
 * Argument readers shared by the lookup, financial, engineering and database functions. An omitted
 * optional argument (absent or left blank) takes its default, as in Excel.
 */
export function omitted(args: readonly Value[], i: number): boolean {
  return args[i] === undefined || args[i] === null;
}

export function numberArg(args: readonly Value[], i: number, fallback?: number): number | FormulaError {
  if (omitted(args, i)) return fallback ?? (args[i] === null ? 0 : ERRORS.VALUE);
  return toNumber(args[i]);
}

export function integerArg(args: readonly Value[], i: number, fallback?: number): number | FormulaError {
  const n = numberArg(args, i, fallback);
  return typeof n === 'number' ? Math.trunc(n) : n;
}

export function booleanArg(args: readonly Value[], i: number, fallback: boolean): boolean | FormulaError {
  if (args[i] === undefined) return fallback;
  return toBoolean(args[i]);
}

export function textArg(args: readonly Value[], i: number, fallback = ''): string | FormulaError {
  if (omitted(args, i)) return fallback;
  return toText(args[i]);
}

/** The lookup value itself: a single value, errors passed through by the caller. */
export function keyArg(args: readonly Value[], i: number): ReturnType<typeof toScalar> {
  return args[i] === undefined ? null : toScalar(args[i]);
}

/** Reads several numeric arguments at once; the first error wins. Defaults apply when omitted. */
export function numberArgs(
  args: readonly Value[],
  defaults: readonly (number | undefined)[],
): number[] | FormulaError {
  const out: number[] = [];
  for (let i = 0; i < defaults.length; i++) {
    const n = numberArg(args, i, defaults[i]);
    if (n instanceof FormulaError) return n;
    out.push(n);
  }
  return out;
}

/** A computed number, or #NUM! when it overflowed or is not a number. */
export function finite(n: number): number | FormulaError {
  return Number.isFinite(n) ? n : ERRORS.NUM;
}
