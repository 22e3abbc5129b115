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

/** Kinds of the items of a read key (three numbers each: kind, a, b). */
const TEXT = 0; // a, b: start and end of text kept as written
const CELL = 1; // a, b: row and column codes of a reference's (first) corner
const RANGE_END = 2; // a, b: the codes of a range's second corner
const LITERAL = 3; // a number literal (its value in lastLiterals)

/**
 * The last key read by readFastKey, as items rather than a string: text kept as written (by its place
 * in the formula), reference corners as codes, literal placeholders. Kept in this reusable list so that
 * reading a formula whose shape is known allocates nothing; `lastKey` has its length and a hash.
 */
const items: number[] = [];
export const lastKey = { length: 0, hash: 0, simple: false };

/** A corner's row (or column) as one number: absolute `2v+1`, relative to the cell `2(v-at)`. */
const code = (absolute: boolean, v: number, at: number) => (absolute ? 2 * v + 1 : 2 * (v - at));

// FNV-1a's step on 32 bits: the hash only spreads keys, sameAsLastKey decides.
const mix = (h: number, v: number) => Math.imul(h ^ v, 0x01000193);

/** Appends an item; the hash takes its kind and `hashed` (a text's place in the formula is not its key). */
function push(kind: number, a: number, b: number, h: number, hashed: number): number {
  const n = lastKey.length;
  items[n] = kind;
  items[n + 1] = a;
  items[n + 2] = b;
  lastKey.length = n + 3;
  return mix(mix(h, kind), hashed);
}

function pushText(text: string, start: number, end: number, h: number): number {
  for (let i = start; i < end; i++) h = mix(h, text.charCodeAt(i));
  return push(TEXT, start, end, h, end - start);
}

function pushCorner(kind: number, row: number, col: number, h: number): number {
  const r = code(corner.rowAbs, corner.row, row);
  const c = code(corner.colAbs, corner.col, col);
  return push(kind, r, c, mix(h, r), c);
}

const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * The number literal text[start, end) (digits and dots) as Number() reads it, NaN for two dots. Up to
 * 15 digits the digits are an exact integer and 10^k is exact, so one division rounds as Number()
 * does, without a string; longer literals take Number().
 */
function literalValue(text: string, start: number, end: number): number {
  let m = 0;
  let fraction = -1;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) {
      if (fraction >= 0) return NaN;
      fraction = 0;
    } else {
      m = m * 10 + (c - 48);
      if (fraction >= 0) fraction++;
    }
  }
  if (end - start > 15) return Number(text.slice(start, end));
  return fraction > 0 ? m / POW10[fraction] : m;
}

/**
 * Reads the shape key of a simple formula straight from its text into `lastKey` (and its number
 * literals into `lastLiterals`): cell references become offsets from (row, col), the rest is kept as
 * written. False for anything less simple (sheet names, whole rows or columns, array constants, error
 * literals, non-ASCII), which takes the tokenizer's path.
 */
export function readFastKey(text: string, row: number, col: number): boolean {
  lastKey.simple = readKey(text, row, col);
  return lastKey.simple;
}

function readKey(text: string, row: number, col: number): boolean {
  lastKey.length = 0;
  lastLiterals.length = 0;
  let h = 0x811c9dc5 | 0;
  let i = text.charCodeAt(0) === 61 ? 1 : 0;
  const n = text.length;
  let copied = i;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isLetter(c) || c === 36) {
      if (readCell(text, i)) {
        h = pushCorner(CELL, row, col, pushText(text, copied, i, h));
        i = corner.end;
        if (text.charCodeAt(i) === 58) {
          if (!readCell(text, i + 1)) return false;
          h = pushCorner(RANGE_END, row, col, h);
          i = corner.end;
        }
        copied = i;
        continue;
      }
      if (c === 36) return false;
      while (i < n && isNameChar(text.charCodeAt(i))) i++;
      const next = text.charCodeAt(i);
      if (next === 33 || next === 58 || next >= 128) return false;
      continue;
    }
    if (isDigit(c)) {
      const start = i;
      while (i < n && (isDigit(text.charCodeAt(i)) || text.charCodeAt(i) === 46)) i++;
      const next = text.charCodeAt(i);
      if (next === 58 || next === 101 || next === 69 || isLetter(next)) return false;
      const value = literalValue(text, start, i);
      if (Number.isNaN(value)) return false;
      h = push(LITERAL, 0, 0, pushText(text, copied, start, h), 0);
      lastLiterals.push(value);
      copied = i;
      continue;
    }
    if (c === 34) {
      let end = i + 1;
      for (;;) {
        end = text.indexOf('"', end);
        if (end < 0) return false;
        if (text.charCodeAt(end + 1) === 34) { end += 2; continue; }
        break;
      }
      i = end + 1;
      continue;
    }
    // '[' starts a structured reference, whose column names are not cell references (`Sales[Q1]`).
    if (c === 39 || c === 33 || c === 123 || c === 125 || c === 35 || c === 46 || c === 58 || c === 36 || c === 91 || c < 32 || c >= 128) return false;
    i++;
  }
  lastKey.hash = pushText(text, copied, n, h) & 0x3fffffff;
  return true;
}

/** A read key kept with the text it was read from, to compare later keys with. */
export interface KeptKey {
  readonly text: string;
  readonly items: Int32Array;
}

/** The last key read, kept. */
export function keepLastKey(text: string): KeptKey {
  return { text, items: Int32Array.from(items.slice(0, lastKey.length)) };
}

/** The last key read (from `text`) is the kept one: the same items, its kept text the same characters. */
export function sameAsLastKey(text: string, kept: KeptKey): boolean {
  const other = kept.items;
  const n = lastKey.length;
  if (other.length !== n) return false;
  for (let k = 0; k < n; k += 3) {
    if (items[k] !== other[k]) return false;
    if (items[k] === TEXT) {
      if (!sameText(text, items[k + 1], items[k + 2], kept.text, other[k + 1], other[k + 2])) return false;
    } else if (items[k + 1] !== other[k + 1] || items[k + 2] !== other[k + 2]) return false;
  }
  return true;
}

function sameText(a: string, aStart: number, aEnd: number, b: string, bStart: number, bEnd: number): boolean {
  if (aEnd - aStart !== bEnd - bStart) return false;
  for (let i = 0; i < aEnd - aStart; i++) if (a.charCodeAt(aStart + i) !== b.charCodeAt(bStart + i)) return false;
  return true;
}
