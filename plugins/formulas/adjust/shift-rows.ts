import { corner, isDigit, isLetter, isNameChar, readCell } from '../engine/fast-key.js';
import { MAX_ROWS } from '../parser/index.js';
import { shiftFormula } from './shift-formula.js';

/**
 * Moves a formula's relative row references by `rows`: the text `shiftFormula(text, rows, 0)` gives.
 * A sort moves every formula of its rows, and tokenizing each one took most of a 200,000-row sort, so
 * simple formulas (those the engine's shape keys read without tokens: fast-key.ts) are shifted by
 * scanning their text; anything else, or a reference pushed off the sheet, takes `shiftFormula`.
 */
export function shiftRows(text: string, rows: number): string {
  const writer = new Writer();
  return scanShift(text, rows, writer) ? writer.out : shiftFormula(text, rows, 0);
}

/**
 * Whether `shiftRows(text, rows)` is certainly `target`, found by comparing while scanning, with no string
 * made. A sort of whole rows moves formulas over their own row onto rows holding the same formula, so
 * most shifted formulas are the target row's own text. False also when the scan cannot tell (a formula
 * scanShift leaves to shiftFormula): the caller then shifts the text.
 */
export function shiftsTo(text: string, rows: number, target: string): boolean {
  matcher.target = target;
  matcher.at = 0;
  const same = scanShift(text, rows, matcher) && matcher.at === target.length;
  matcher.target = '';
  return same;
}

/** What the scan gives, piece by piece: text copied as written, and shifted cell corners. */
interface ShiftSink {
  /** `source` from `start` to `end` as written; false stops the scan. */
  text(source: string, start: number, end: number): boolean;
  /** The corner `readCell` just read at `start`, its row moved when relative; false stops the scan. */
  corner(source: string, start: number, rows: number): boolean;
}

/** The scan's pieces joined into the shifted text. */
class Writer implements ShiftSink {
  out = '';

  text(source: string, start: number, end: number): boolean {
    this.out += source.slice(start, end);
    return true;
  }

  corner(source: string, start: number, rows: number): boolean {
    const shifted = shiftedCorner(source, start, rows);
    if (shifted === undefined) return false;
    this.out += shifted;
    return true;
  }
}

/**
 * The scan's pieces compared with a text as they come; stops at the first difference. A sort compares
 * 200,000 formulas, so positions are kept in locals and a row number is read off the target forward
 * (no division per digit).
 */
class Matcher implements ShiftSink {
  target = '';
  /** How much of the target the pieces so far have matched. */
  at = 0;

  text(source: string, start: number, end: number): boolean {
    const { target } = this;
    let at = this.at;
    if (at + end - start > target.length) return false;
    for (let p = start; p < end; p++, at++) if (source.charCodeAt(p) !== target.charCodeAt(at)) return false;
    this.at = at;
    return true;
  }

  /** As shiftedCorner writes it: a relative column's letters in capitals, a relative row moved. */
  corner(source: string, start: number, rows: number): boolean {
    const { target } = this;
    let at = this.at;
    let p = start;
    if (corner.colAbs) {
      if (target.charCodeAt(at++) !== 36) return false;
      p++;
    }
    for (; isLetter(source.charCodeAt(p)); p++, at++) {
      const letter = source.charCodeAt(p);
      if (target.charCodeAt(at) !== (corner.colAbs ? letter : letter & ~32)) return false;
    }
    this.at = at;
    if (corner.rowAbs) return this.text(source, p, corner.end);
    const row = corner.row + rows;
    if (row < 0 || row >= MAX_ROWS) return false;
    return this.number(row + 1);
  }

  /**
   * The target's digits here are `value` as written (no leading zero). Read greedily: what follows a
   * corner in the source never is a digit (readCell), so neither is what follows it when shifted.
   */
  private number(value: number): boolean {
    const { target } = this;
    const start = this.at;
    if (target.charCodeAt(start) === 48) return false;
    let at = start;
    let read = 0;
    for (let digit = target.charCodeAt(at) - 48; digit >= 0 && digit <= 9; digit = target.charCodeAt(++at) - 48) read = read * 10 + digit;
    if (at === start || read !== value) return false;
    this.at = at;
    return true;
  }
}

/** One matcher for every call (a sort makes 200,000): set and cleared by shiftsTo. */
const matcher = new Matcher();

/** Scans a simple formula into `sink`; false when it is not simple, or the sink stopped it. */
function scanShift(text: string, rows: number, sink: ShiftSink): boolean {
  let i = text.charCodeAt(0) === 61 ? 1 : 0;
  const n = text.length;
  let copied = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isLetter(c) || c === 36) {
      if (readCell(text, i)) {
        if (!sink.text(text, copied, i) || !sink.corner(text, i, rows)) return false;
        i = corner.end;
        if (text.charCodeAt(i) === 58) {
          if (!readCell(text, i + 1) || !sink.text(text, i, i + 1) || !sink.corner(text, i + 1, rows)) return false;
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
      while (i < n && (isDigit(text.charCodeAt(i)) || text.charCodeAt(i) === 46)) i++;
      const next = text.charCodeAt(i);
      if (next === 58 || next === 101 || next === 69 || isLetter(next)) return false;
      continue;
    }
    if (c === 34) {
      const end = stringEnd(text, i);
      if (end < 0) return false;
      i = end + 1;
      continue;
    }
    // '[' starts a structured reference, whose column names are not cell references (`Sales[Q1]`), as in fast-key.ts.
    if (c === 39 || c === 33 || c === 123 || c === 125 || c === 35 || c === 46 || c === 58 || c === 91 || c < 32 || c >= 128) return false;
    i++;
  }
  return sink.text(text, copied, n);
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
