import { FormulaError, isMatrix, type Scalar, type Value } from '../../values.js';

/** Excel's cell text limit: any function building a longer string gives #VALUE!. */
export const MAX_TEXT = 32_767;

export const TOO_LONG = new FormulaError('#VALUE!', 'Text result longer than 32,767 characters');

/** The string, or #VALUE! when it passes Excel's cell text limit. */
export function capped(text: string): string | FormulaError {
  return text.length > MAX_TEXT ? TOO_LONG : text;
}

/**
 * Every cell of a value (a scalar is one cell), row by row, empties included as null unless
 * `skipEmpty`: then only the cells a range holds are visited, so CONCAT(A:A) costs what the column
 * holds, not a million reads. `visit` returns false to stop early (a join past the text limit).
 */
export function forEachCell(value: Value, visit: (v: Scalar) => boolean | void, skipEmpty = false): void {
  if (!isMatrix(value)) {
    if (!(skipEmpty && value === null)) visit(value);
    return;
  }
  if (skipEmpty) {
    let stopped = false;
    value.each((v) => {
      if (!stopped && visit(v) === false) stopped = true;
    });
    return;
  }
  for (let r = 0; r < value.rows; r++) {
    for (let c = 0; c < value.cols; c++) if (visit(value.get(r, c)) === false) return;
  }
}
