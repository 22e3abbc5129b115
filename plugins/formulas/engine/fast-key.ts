import { MAX_COLS, MAX_ROWS } from '../parser/index.js';

export const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
export const isDigit = (c: number) => c >= 48 && c <= 57;
export const isNameChar = (c: number) => isLetter(c) || isDigit(c) || c === 95 || c === 46 || c === 92;

/**
 * Number literals of the last key read, in text order: the key has a placeholder for each, so
 * `=CONCATENATE(A1,"-",1)` and `=CONCATENATE(A2,"-",2)` share a shape and differ by their literals.
 */
export const lastLiterals: number[] = [];

/** Where the corner scan stopped, and what it read (kept in a reusable object: no allocation). */
export const corner = { end: 0, col: 0, row: 0, colAbs: false, rowAbs: false };

/** Reads `$?letters{1,3}$?digits` at i into `corner`; false when it is not a cell address. */
export function readCell(text: string, i: number): boolean {
  let p = i;
  corner.colAbs = text.charCodeAt(p) === 36;
  if (corner.colAbs) p++;
  let col = 0;
  const letters = p;
  while (p - letters < 4 && isLetter(text.charCodeAt(p))) col = col * 26 + ((text.charCodeAt(p++) & ~32) - 64);
  if (p === letters || p - letters > 3) return false;
  corner.rowAbs = text.charCodeAt(p) === 36;
  if (corner.rowAbs) p++;
  let row = 0;
  const digits = p;
  while (p - digits < 8 && isDigit(text.charCodeAt(p))) row = row * 10 + (text.charCodeAt(p++) - 48);
  if (p === digits || row < 1 || row > MAX_ROWS || col > MAX_COLS) return false;
  const next = text.charCodeAt(p);
  if (isNameChar(next) || next === 40 || next === 33 || next === 36 || next >= 128) return false;
  corner.end = p;
  corner.col = col - 1;
  corner.row = row - 1;
  return true;
}

function cornerKey(row: number, col: number): string {
  return `${corner.rowAbs ? `R${corner.row}` : `r${corner.row - row}`}${corner.colAbs ? `C${corner.col}` : `c${corner.col - col}`}`;
}

/**
 * The shape key of a simple formula, read straight from its text: cell references become offsets from
 * (row, col), the rest is kept as written. Undefined for anything less simple (sheet names, whole rows
 * or columns, array constants, error literals, non-ASCII), which takes the tokenizer's path.
 */
export function fastShapeKey(text: string, row: number, col: number): string | undefined {
  let key = 'F';
  lastLiterals.length = 0;
  let i = text.charCodeAt(0) === 61 ? 1 : 0;
  const n = text.length;
  let copied = i;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isLetter(c) || c === 36) {
      if (readCell(text, i)) {
        key += `${text.slice(copied, i)}\u0001${cornerKey(row, col)}`;
        i = corner.end;
        if (text.charCodeAt(i) === 58) {
          if (!readCell(text, i + 1)) return undefined;
          key += `:${cornerKey(row, col)}`;
          i = corner.end;
        }
        key += '\u0001';
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
      const start = i;
      while (i < n && (isDigit(text.charCodeAt(i)) || text.charCodeAt(i) === 46)) i++;
      const next = text.charCodeAt(i);
      if (next === 58 || next === 101 || next === 69 || isLetter(next)) return undefined;
      const value = Number(text.slice(start, i));
      if (Number.isNaN(value)) return undefined;
      key += `${text.slice(copied, start)}\u0002`;
      lastLiterals.push(value);
      copied = i;
      continue;
    }
    if (c === 34) {
      let end = i + 1;
      for (;;) {
        end = text.indexOf('"', end);
        if (end < 0) return undefined;
        if (text.charCodeAt(end + 1) === 34) { end += 2; continue; }
        break;
      }
      i = end + 1;
      continue;
    }
    if (c === 39 || c === 33 || c === 123 || c === 125 || c === 35 || c === 46 || c === 58 || c === 36 || c < 32 || c >= 128) return undefined;
    i++;
  }
  return key + text.slice(copied);
}
