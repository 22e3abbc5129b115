import type { EagerFunction } from '../../function-definition.js';
import { ERRORS, isError, isMatrix, type ErrorCode, type Value } from '../../values.js';

/** Excel's numbers for error values; #ERROR! (a Sheets parse error) takes Sheets' 8. */
const ERROR_NUMBERS: Partial<Record<ErrorCode, number>> = {
  '#NULL!': 1, '#DIV/0!': 2, '#VALUE!': 3, '#REF!': 4, '#NAME?': 5, '#NUM!': 6, '#N/A': 7, '#ERROR!': 8,
  '#SPILL!': 9, '#CALC!': 14,
};

/** TYPE: 1 number (and empty), 2 text, 4 logical, 16 error, 64 array. */
function typeOf(value: Value): number {
  if (isMatrix(value)) {
    if (value.rows * value.cols !== 1) return 64;
    return typeOf(value.get(0, 0));
  }
  if (value === null || typeof value === 'number') return 1;
  if (typeof value === 'string') return 2;
  if (typeof value === 'boolean') return 4;
  return 16;
}

export const valueInfoFunctions: readonly EagerFunction[] = [
  {
    name: 'TYPE',
    category: 'information',
    minArgs: 1,
    maxArgs: 1,
    description: 'The type of a value: 1 number, 2 text, 4 logical, 16 error, 64 array.',
    syntax: 'TYPE(value)',
    args: ['any'],
    call: ([value]) => typeOf(value),
  },
  {
    name: 'ERROR.TYPE',
    category: 'information',
    minArgs: 1,
    maxArgs: 1,
    description: 'The number of an error value (1 #NULL!, 2 #DIV/0!, ... 7 #N/A); #N/A for a non-error.',
    syntax: 'ERROR.TYPE(error_val)',
    call: ([value]) => (isError(value) ? (ERROR_NUMBERS[value.code] ?? ERRORS.NA) : ERRORS.NA),
  },
  {
    name: 'N',
    category: 'information',
    minArgs: 1,
    maxArgs: 1,
    description: 'The value as a number: numbers as they are, TRUE 1, anything else 0; errors pass.',
    syntax: 'N(value)',
    call: ([value]) => (typeof value === 'number' || isError(value) ? value : value === true ? 1 : 0),
  },
  {
    name: 'NA',
    category: 'information',
    minArgs: 0,
    maxArgs: 0,
    description: 'The #N/A error ("no value available").',
    syntax: 'NA()',
    call: () => ERRORS.NA,
  },
];
