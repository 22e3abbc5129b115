import { FormulaError, isMatrix, type Scalar, type Value } from '../../values.js';

/** Excel's cell text limit: any function building a longer string gives #VALUE!. */
export const MAX_TEXT = 32_767;

export const TOO_LONG = new FormulaError('#VALUE!', 'Text result longer than 32,767 characters');

/** The string, or #VALUE! when it passes Excel's cell text limit. */
export function capped(text: string): string | FormulaError {
  return text.length > MAX_TEXT ? TOO_LONG : text;
}

/**
 * Every cell of a value (a scalar is one cell), row by row, empties included as null. `visit` returns
 * false to stop early (a join that already passed the text limit need not read a whole column).
 */
export function forEachCell(value: Value, visit: (v: Scalar) => boolean | void): void {
  if (!isMatrix(value)) {
    visit(value);
    return;
  }
  for (let r = 0; r < value.rows; r++) {
    for (let c = 0; c < value.cols; c++) if (visit(value.get(r, c)) === false) return;
  }
}
