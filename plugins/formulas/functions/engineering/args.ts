import { toScalar } from '../../coerce.js';
import { ERRORS, FormulaError, type Value } from '../../values.js';
import { numberArg } from '../lookup/shared/args.js';

/**
 * A numeric argument of an engineering function. These came to Excel from the Analysis ToolPak and
 * refuse logical values (DELTA(TRUE) is #VALUE!) where core functions would read TRUE as 1.
 */
export function engineeringNumber(args: readonly Value[], i: number, fallback?: number): number | FormulaError {
  const v = args[i] === undefined ? undefined : toScalar(args[i]);
  if (typeof v === 'boolean') return ERRORS.VALUE;
  return numberArg(args, i, fallback);
}
