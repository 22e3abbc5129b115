import { ERRORS, FormulaError, isMatrix, isRangeRef, type Scalar, type Value } from '../values.js';

/**
 * Excel's implicit intersection (`=@A1:A10`, and what Excel 2019 did to a range where one value is
 * wanted): a one-cell reference gives its value; a one-column range the cell in the formula's row and
 * a one-row range the cell in its column (sheets aside, as in Excel); an array its top-left element.
 * A range the formula's row or column does not cross is #VALUE!.
 */
export function implicitIntersection(value: Value, row: number, col: number): Scalar {
  if (!isMatrix(value)) return value;
  if (value.rows === 1 && value.cols === 1) return value.get(0, 0);
  if (!isRangeRef(value)) return value.rows > 0 && value.cols > 0 ? value.get(0, 0) : ERRORS.VALUE;
  if (value.cols === 1 && row >= value.top && row <= value.bottom) return value.get(row - value.top, 0);
  if (value.rows === 1 && col >= value.left && col <= value.right) return value.get(0, col - value.left);
  return new FormulaError('#VALUE!', 'The range does not cross the formula\'s row or column');
}
