import { toNumber } from '../../coerce.js';
import type { ArgMode, CallContext, EagerFunction, FunctionCategory } from '../../function-definition.js';
import { ERRORS, FormulaError, isError, type Value } from '../../values.js';

/** The descriptive part of a function definition. */
export interface FunctionSpec {
  readonly name: string;
  readonly category: FunctionCategory;
  readonly minArgs: number;
  readonly maxArgs: number;
  readonly description: string;
  readonly syntax: string;
  readonly volatile?: boolean;
  readonly args?: readonly ArgMode[];
}

/** A finite number, or #NUM! for overflow and NaN as Excel reports them. */
export function checked(n: number | FormulaError): number | FormulaError {
  if (isError(n)) return n;
  return Number.isFinite(n) ? n : ERRORS.NUM;
}

/** Reads all arguments as numbers; the first that cannot be read is the error returned. */
export function toNumbers(args: readonly Value[]): number[] | FormulaError {
  const out: number[] = [];
  for (const a of args) {
    const n = toNumber(a);
    if (isError(n)) return n;
    out.push(n);
  }
  return out;
}

/**
 * A function of scalar numbers (SQRT, ROUND, NORM.DIST...): arguments are coerced with Excel's rules, the
 * compute sees only numbers (omitted optional arguments are absent from the array), and a non-finite
 * result becomes #NUM!.
 */
export function numeric(
  spec: FunctionSpec,
  compute: (n: number[], ctx: CallContext) => number | FormulaError,
): EagerFunction {
  return {
    ...spec,
    call(args, ctx) {
      const ns = toNumbers(args);
      if (isError(ns)) return ns;
      return checked(compute(ns, ctx));
    },
  };
}

/** A function over argument values as given (aggregates, arrays): spec plus call. */
export function eager(spec: FunctionSpec, call: EagerFunction['call']): EagerFunction {
  return { ...spec, call };
}

/** A one-number function such as SIN or ABS: syntax NAME(number). */
export function unary(
  name: string,
  category: FunctionCategory,
  description: string,
  compute: (x: number) => number | FormulaError,
): EagerFunction {
  return numeric({ name, category, minArgs: 1, maxArgs: 1, description, syntax: `${name}(number)` }, ([x]) => compute(x));
}
