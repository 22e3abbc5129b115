import { ERRORS, FormulaError } from '../../values.js';
import { isBasis, yearFrac as fractionOfYear } from '../financial/day-count.js';

/** YEARFRAC: the day-count bases' year fraction (financial/day-count.ts); another basis is #NUM!. */
export function yearFrac(start: number, end: number, basis: number): number | FormulaError {
  return isBasis(basis) ? fractionOfYear(start, end, basis) : ERRORS.NUM;
}
