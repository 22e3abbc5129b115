import { isError, type Scalar } from '../formulas/index.js';
import type { CellValidation } from '../workbook/index.js';
import { passesValidation } from './check.js';

/**
 * Whether a cell's current value (typed or computed) passes its validation, for marking invalid cells
 * on the grid. Empty values and errors are not marked: their own display says enough.
 */
export function valuePasses(validation: CellValidation, value: Scalar, listItems: () => readonly string[] | undefined): boolean {
  if (value === null || value === '' || isError(value)) return true;
  const text = typeof value === 'boolean' ? (value ? 'TRUE' : 'FALSE') : String(value);
  return passesValidation(validation, text, listItems);
}
