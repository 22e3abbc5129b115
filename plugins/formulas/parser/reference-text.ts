import { MAX_COLS, MAX_ROWS } from './limits.js';
import type { RefPoint } from './ast.js';
import type { RefToken } from './tokens.js';

/** A reference read from text, and where it ends. */
export interface ReadRef {
  readonly ref: RefToken;
  readonly end: number;
}

/** One corner being read: column letters and/or row digits with their `$`s. */
interface Corner {
  col?: number;
  row?: number;
  colAbsolute: boolean;
  rowAbsolute: boolean;
  end: number;
}

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isDigit = (c: number) => c >= 48 && c <= 57;
/** A reference must not run into a name or a call: `LOG10(`, `A1B`, `A1.5`, `A1!`. */
function canEndAt(text: string, end: number): boolean {
  if (end >= text.length) return true;
  const c = text.charCodeAt(end);
  return !(isLetter(c) || isDigit(c) || c === 95 || c === 46 || c === 40 || c === 33 || c === 36 || c === 92 || c >= 0xc0);
}

/** Reads `$?letters{1,3}` then `$?digits`, either part optional; undefined when neither is there. */
function readCorner(text: string, at: number): Corner | undefined {
  let i = at;
  let colAbsolute = false;
  let rowAbsolute = false;
  let col: number | undefined;
  let row: number | undefined;
  if (text.charCodeAt(i) === 36) { colAbsolute = true; i++; }
  let letters = 0;
  let n = 0;
  while (letters < 4 && isLetter(text.charCodeAt(i))) { n = n * 26 + ((text.charCodeAt(i) & ~32) - 64); i++; letters++; }
  if (letters > 3) return undefined;
  if (letters > 0) col = n - 1;
  else if (colAbsolute) { colAbsolute = false; rowAbsolute = true; }
  if (letters > 0 && text.charCodeAt(i) === 36) { rowAbsolute = true; i++; }
  let digits = 0;
  let r = 0;
  while (digits < 8 && isDigit(text.charCodeAt(i))) { r = r * 10 + (text.charCodeAt(i) - 48); i++; digits++; }
  if (digits > 0) row = r - 1;
  else if (rowAbsolute && letters > 0) return undefined;
  if (letters === 0 && digits === 0) return undefined;
  return { col, row, colAbsolute, rowAbsolute, end: i };
}

function valid(c: Corner): boolean {
  return (c.row === undefined || (c.row >= 0 && c.row < MAX_ROWS)) && (c.col === undefined || c.col < MAX_COLS);
}

function point(c: Corner): RefPoint {
  return { row: c.row, col: c.col, rowAbsolute: c.rowAbsolute, colAbsolute: c.colAbsolute };
}

/** Reads a cell (`A1`), an area (`A1:B2`), columns (`A:C`) or rows (`1:3`) at `at`, or undefined. */
export function readReference(text: string, at: number, sheet: string | undefined): ReadRef | undefined {
  const first = readCorner(text, at);
  if (!first || !valid(first)) return undefined;
  const isCell = first.col !== undefined && first.row !== undefined;
  if (text.charCodeAt(first.end) === 58 /* : */) {
    const second = readCorner(text, first.end + 1);
    if (second && valid(second) && canEndAt(text, second.end)) {
      const sameShape = (first.col === undefined) === (second.col === undefined) && (first.row === undefined) === (second.row === undefined);
      if (sameShape) {
        const kind = isCell ? 'cells' : first.row === undefined ? 'columns' : 'rows';
        return { ref: { sheet, kind, from: point(first), to: point(second) }, end: second.end };
      }
    }
  }
  if (isCell && canEndAt(text, first.end)) return { ref: { sheet, kind: 'cell', from: point(first) }, end: first.end };
  return undefined;
}
