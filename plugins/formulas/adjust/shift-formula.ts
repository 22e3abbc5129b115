import { columnIndex, columnLetters } from '../../workbook/index.js';
import { MAX_COLS, MAX_ROWS, tokenize } from '../parser/index.js';
import { REF_ERROR } from './formula-scope.js';

/**
 * Moves a formula's relative references by (rows, cols), as copying or filling it there would: a
 * reference pushed off any edge of the sheet (above row 1, left of column A, past the last row or column)
 * becomes #REF!, as in Excel; a range with a corner pushed off is #REF! whole, and so is a spill
 * reference (`A1#`: `#REF!#` would not parse), as the structural adjuster writes them.
 */
export function shiftFormula(formula: string, rows: number, cols: number): string {
  let out = '';
  let at = 0;
  for (const token of tokenize(formula)) {
    if (token.kind !== 'ref') continue;
    const bang = token.text.lastIndexOf('!');
    const shifted = token.text
      .slice(bang + 1)
      .split(':')
      .map((point) => shiftPoint(point, rows, cols))
      .join(':');
    const broken = shifted.includes(REF_ERROR);
    out += formula.slice(at, token.start) + (broken ? REF_ERROR : token.text.slice(0, bang + 1) + shifted);
    at = broken && formula[token.end] === '#' ? token.end + 1 : token.end;
  }
  return out + formula.slice(at);
}

function shiftPoint(point: string, rows: number, cols: number): string {
  const match = /^(\$?)([A-Za-z]{0,3})(\$?)(\d*)$/.exec(point);
  if (!match) return point;
  const [, colAbs, letters, rowAbs, digits] = match;
  let column = letters;
  if (letters && !colAbs) {
    const index = columnIndex(letters.toUpperCase()) + cols;
    if (index < 0 || index >= MAX_COLS) return REF_ERROR;
    column = columnLetters(index);
  }
  let row = digits;
  if (digits && !rowAbs) {
    const index = Number(digits) + rows;
    if (index < 1 || index > MAX_ROWS) return REF_ERROR;
    row = String(index);
  }
  return `${colAbs}${column}${rowAbs}${row}`;
}
