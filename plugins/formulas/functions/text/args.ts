import type { EagerFunction } from '../../function-definition.js';
import { toBoolean, toNumber, toText } from '../../coerce.js';
import { ERRORS, FormulaError, isError, type Value } from '../../values.js';

/**
 * Reading one positional argument with Excel's coercion. A missing argument takes `fallback`; with no
 * fallback it is #VALUE! (the engine already checks counts, so that only guards direct calls).
 * An argument written but left empty (`LEFT(A1,)`) arrives as null and coerces like an empty cell.
 * Shared by the text, date, logical and information families.
 */
export function numberArg(args: readonly Value[], i: number, fallback?: number): number | FormulaError {
  if (i >= args.length) return fallback ?? ERRORS.VALUE;
  return toNumber(args[i]);
}

/** A number truncated toward zero, as Excel does for counts and positions. */
export function intArg(args: readonly Value[], i: number, fallback?: number): number | FormulaError {
  const n = numberArg(args, i, fallback);
  return isError(n) ? n : Math.trunc(n);
}

export function textArg(args: readonly Value[], i: number, fallback?: string): string | FormulaError {
  if (i >= args.length) return fallback ?? ERRORS.VALUE;
  return toText(args[i]);
}

export function boolArg(args: readonly Value[], i: number, fallback?: boolean): boolean | FormulaError {
  if (i >= args.length) return fallback ?? ERRORS.VALUE;
  return toBoolean(args[i]);
}

/** Maps a tuple of read arguments to the same tuple without errors. */
type Clean<T extends readonly unknown[]> = { [K in keyof T]: Exclude<T[K], FormulaError> };

/**
 * Runs `body` with the arguments once none is an error; otherwise returns the first error, which is
 * the one Excel reports (arguments are checked left to right).
 */
export function withArgs<T extends readonly unknown[]>(values: readonly [...T], body: (...clean: Clean<T>) => Value): Value {
  for (const v of values) if (v instanceof FormulaError) return v;
  return body(...(values as unknown as Clean<T>));
}

/** A one-argument text function that transforms its text (LOWER, TRIM, CLEAN...). */
export function textTransform(name: string, description: string, change: (text: string) => string): EagerFunction {
  return {
    name,
    category: 'text',
    minArgs: 1,
    maxArgs: 1,
    description,
    syntax: `${name}(text)`,
    call: (args) => withArgs([textArg(args, 0)], change),
  };
}
