import { readReference } from '../parser/reference-text.js';
import type { RefPoint } from '../parser/index.js';

const NUMBER = /(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/y;

function pointKey(p: RefPoint, row: number, col: number): string {
  const r = p.row === undefined ? '' : p.rowAbsolute ? `R${p.row}` : `r${p.row - row}`;
  const c = p.col === undefined ? '' : p.colAbsolute ? `C${p.col}` : `c${p.col - col}`;
  return r + c;
}

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 92;
const isWordChar = (c: number) => isLetter(c) || (c >= 48 && c <= 57) || c === 46;

/**
 * The shape key of a simple formula, read straight from its text without making tokens: references
 * become offsets from (row, col), the rest is kept as written. Undefined for anything less simple
 * (sheet names, array constants, error literals, non-ASCII), which takes the tokenizer's path.
 */
export function fastShapeKey(text: string, row: number, col: number): string | undefined {
  let key = 'F';
  let i = text.charCodeAt(0) === 61 ? 1 : 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isLetter(c) || c === 36 || (c >= 48 && c <= 57)) {
      const ref = readReference(text, i, undefined);
      if (ref) {
        key += `\u0001${pointKey(ref.ref.from, row, col)}`;
        if (ref.ref.to) key += `:${pointKey(ref.ref.to, row, col)}`;
        key += '\u0001';
        i = ref.end;
        continue;
      }
      if (c >= 48 && c <= 57) {
        NUMBER.lastIndex = i;
        if (!NUMBER.exec(text)) return undefined;
        key += text.slice(i, NUMBER.lastIndex);
        i = NUMBER.lastIndex;
        continue;
      }
      if (c === 36) return undefined;
      const start = i;
      while (i < n && isWordChar(text.charCodeAt(i))) i++;
      if (text.charCodeAt(i) === 33 || text.charCodeAt(i) >= 128) return undefined;
      key += text.slice(start, i);
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
      key += text.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    if (c === 39 || c === 33 || c === 123 || c === 125 || c === 35 || c === 46 || c < 32 || c >= 128) return undefined;
    key += text[i];
    i++;
  }
  return key;
}
