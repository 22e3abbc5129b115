import type { CellDescription } from '../../../web/plugin-api/index.js';
import { isError, type ErrorCode } from '../values.js';

/** What each error means, for a listener who hears only its code; a cause the engine gave is said instead. */
const MEANINGS: Readonly<Record<ErrorCode, string>> = {
  '#NULL!': 'the ranges do not intersect',
  '#DIV/0!': 'division by zero',
  '#VALUE!': 'a value of the wrong type',
  '#REF!': 'a reference that is not valid',
  '#NAME?': 'an unknown name',
  '#NUM!': 'a number out of range',
  '#N/A': 'a value that is not available',
  '#ERROR!': 'the formula failed',
  '#SPILL!': 'the array has no room to spill',
  '#CALC!': 'the calculation failed',
};

/** A cell showing an error is described by its cause: "error: division by zero". */
export const errorDescription: CellDescription = {
  id: 'formulas.error',
  describe: ({ sheet, session }, { row, col }) => {
    const value = session.engine.getValue(sheet.id, row, col);
    return isError(value) ? `error: ${value.cause ?? MEANINGS[value.code]}` : undefined;
  },
};
