import type { FunctionDefinition } from '../../function-definition.js';
import { FormulaError, type Value } from '../../values.js';
import { finite, numberArgs } from '../lookup/shared/args.js';

/**
 * Most financial functions take only numbers: `numeric` reads them (defaults for optional ones,
 * undefined = required), passes the first error through and turns overflow into #NUM!.
 */
export function numeric(
  name: string,
  syntax: string,
  description: string,
  defaults: readonly (number | undefined)[],
  body: (n: number[]) => number | FormulaError,
): FunctionDefinition {
  const minArgs = defaults.filter((d) => d === undefined).length;
  return {
    name,
    category: 'financial',
    minArgs,
    maxArgs: defaults.length,
    description,
    syntax,
    call: (args: readonly Value[]) => {
      const n = numberArgs(args, defaults);
      if (n instanceof FormulaError) return n;
      const out = body(n);
      return out instanceof FormulaError ? out : finite(out);
    },
  };
}
