import { toBoolean, toScalar } from '../../coerce.js';
import type { LazyFunction, Thunk } from '../../function-definition.js';
import { FormulaError, isError, type Scalar, type Value } from '../../values.js';
import { elementAt, isMulti, mapMatrix } from './lift.js';

/** SPEC section 8: IF with a condition that is not a boolean (nor a number) is #VALUE!. */
const NOT_BOOLEAN = new FormulaError('#VALUE!', 'IF condition is not TRUE or FALSE');

/** A condition as TRUE/FALSE: numbers by non-zero, "TRUE"/"FALSE" text, empty as FALSE. */
export function condition(value: Scalar): boolean | FormulaError {
  const b = toBoolean(value);
  return isError(b) && !isError(value) ? NOT_BOOLEAN : b;
}

/** The branch value; a missing third argument gives FALSE, as in Excel. */
function branch(args: readonly Thunk[], index: number): Value {
  return index < args.length ? args[index].value() : false;
}

/**
 * IF evaluates only the branch it takes. Over an array condition it takes both, once, and picks per
 * element (dynamic-array IF).
 */
function callIf(args: readonly Thunk[]): Value {
  const test = args[0].value();
  if (isMulti(test)) {
    let yes: Value | undefined;
    let no: Value | undefined;
    return mapMatrix(test, (v, r, c) => {
      const b = condition(v);
      if (isError(b)) return b;
      if (b) return elementAt((yes ??= branch(args, 1)), r, c);
      return elementAt((no ??= branch(args, 2)), r, c);
    });
  }
  const b = condition(toScalar(test));
  if (isError(b)) return b;
  return branch(args, b ? 1 : 2);
}

export const ifFunction: LazyFunction = {
  name: 'IF',
  category: 'logical',
  lazy: true,
  minArgs: 2,
  maxArgs: 3,
  description: 'One value if a condition is TRUE, another if it is FALSE.',
  syntax: 'IF(logical_expression, value_if_true, [value_if_false])',
  call: callIf,
};
