import { columnIndex, columnLetters } from '../../workbook/a1.js';
import { tokenize } from '../parser/index.js';

/**
 * Moves a formula's relative references by (rows, cols), as copying it there would; a reference pushed
 * off the sheet's top or left edge becomes #REF!.
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
    out += formula.slice(at, token.start) + (shifted.includes('#REF!') ? '#REF!' : token.text.slice(0, bang + 1) + shifted);
    at = token.end;
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
    if (index < 0) return '#REF!';
    column = columnLetters(index);
  }
  let row = digits;
  if (digits && !rowAbs) {
    const index = Number(digits) + rows;
    if (index < 1) return '#REF!';
    row = String(index);
  }
  return `${colAbs}${column}${rowAbs}${row}`;
}
