import { shiftFormula } from '../formulas/adjust/shift-formula.js';
import { corner, isDigit, isLetter, isNameChar, readCell } from '../formulas/engine/fast-key.js';
import { MAX_ROWS } from '../formulas/parser/index.js';

/**
 * Moves a formula's relative row references by `rows`: the text `shiftFormula(text, rows, 0)` gives.
 * A sort moves every formula of its rows, and tokenizing each one took most of a 200,000-row sort, so
 * simple formulas (those the engine's shape keys read without tokens: fast-key.ts) are shifted by
 * scanning their text; anything else, or a reference pushed off the sheet, takes `shiftFormula`.
 */
export function shiftRows(text: string, rows: number): string {
  return scanShift(text, rows) ?? shiftFormula(text, rows, 0);
}

function scanShift(text: string, rows: number): string | undefined {
  let out = '';
  let i = text.charCodeAt(0) === 61 ? 1 : 0;
  const n = text.length;
  let copied = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isLetter(c) || c === 36) {
      if (readCell(text, i)) {
        const first = shiftedCorner(text, i, rows);
        if (first === undefined) return undefined;
        out += text.slice(copied, i) + first;
        i = corner.end;
        if (text.charCodeAt(i) === 58) {
          if (!readCell(text, i + 1)) return undefined;
          const second = shiftedCorner(text, i + 1, rows);
          if (second === undefined) return undefined;
          out += `:${second}`;
          i = corner.end;
        }
        copied = i;
        continue;
      }
      if (c === 36) return undefined;
      while (i < n && isNameChar(text.charCodeAt(i))) i++;
      const next = text.charCodeAt(i);
      if (next === 33 || next === 58 || next >= 128) return undefined;
      continue;
    }
    if (isDigit(c)) {
      while (i < n && (isDigit(text.charCodeAt(i)) || text.charCodeAt(i) === 46)) i++;
      const next = text.charCodeAt(i);
      if (next === 58 || next === 101 || next === 69 || isLetter(next)) return undefined;
      continue;
    }
    if (c === 34) {
      const end = stringEnd(text, i);
      if (end < 0) return undefined;
      i = end + 1;
      continue;
    }
    if (c === 39 || c === 33 || c === 123 || c === 125 || c === 35 || c === 46 || c === 58 || c < 32 || c >= 128) return undefined;
    i++;
  }
  return out + text.slice(copied);
}

/** The closing quote of the string literal opening at `start` (-1 when it is not closed). */
function stringEnd(text: string, start: number): number {
  let end = start + 1;
  for (;;) {
    end = text.indexOf('"', end);
    if (end < 0 || text.charCodeAt(end + 1) !== 34) return end;
    end += 2;
  }
}

/**
 * The corner `readCell` just read at `start`, its row moved when relative; a relative column's letters
 * in capitals as shiftFormula writes them. Undefined when the row leaves the sheet.
 */
function shiftedCorner(text: string, start: number, rows: number): string | undefined {
  let p = start + (corner.colAbs ? 1 : 0);
  const letters = p;
  while (isLetter(text.charCodeAt(p))) p++;
  const column = corner.colAbs ? text.slice(start, p) : text.slice(letters, p).toUpperCase();
  if (corner.rowAbs) return column + text.slice(p, corner.end);
  const row = corner.row + rows;
  if (row < 0 || row >= MAX_ROWS) return undefined;
  return `${column}${row + 1}`;
}
