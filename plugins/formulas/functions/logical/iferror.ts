import { toScalar } from '../../coerce.js';
import type { LazyFunction, Thunk } from '../../function-definition.js';
import { FormulaError, isError, type Scalar, type Value } from '../../values.js';
import { elementAt, isMulti, mapMatrix } from './lift.js';

/**
 * IFERROR and IFNA evaluate the fallback only when needed; over an array they replace the failing
 * elements. An empty value (a blank cell) is returned as empty, which shows as 0 like in Excel.
 */
function fallbackOn(catches: (error: FormulaError) => boolean) {
  return (args: readonly Thunk[]): Value => {
    const value = args[0].value();
    let fallback: Value | undefined;
    const replace = (v: Scalar, r: number, c: number): Scalar =>
      isError(v) && catches(v) ? elementAt((fallback ??= args[1].value()), r, c) : v;
    if (isMulti(value)) return mapMatrix(value, replace);
    const v = toScalar(value);
    return isError(v) && catches(v) ? args[1].value() : v;
  };
}

export const ifErrorFunctions: readonly LazyFunction[] = [
  {
    name: 'IFERROR',
    category: 'logical',
    lazy: true,
    minArgs: 2,
    maxArgs: 2,
    description: 'The value, or a fallback if it is an error.',
    syntax: 'IFERROR(value, value_if_error)',
    call: fallbackOn(() => true),
  },
  {
    name: 'IFNA',
    category: 'logical',
    lazy: true,
    minArgs: 2,
    maxArgs: 2,
    description: 'The value, or a fallback if it is #N/A.',
    syntax: 'IFNA(value, value_if_na)',
    call: fallbackOn((e) => e.code === '#N/A'),
  },
];
