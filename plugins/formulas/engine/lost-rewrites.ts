import type { Span } from '../adjust/geometry.js';
import { MAX_COLS, MAX_ROWS } from '../parser/index.js';

/**
 * Whether a formula text an undo restores may be one its command rewrote with a loss (a reference
 * made #REF!, a range cut or shrunk), which the engine's move back of the lines or cells cannot give
 * again. Read from the restored text alone (no parse: W3's undone shift restores 50,000 lookups), so
 * it may say yes of a text that lost nothing, never no of one that did.
 */
export type LostRewrite = (formula: string) => boolean;

/**
 * Lines inserted at the end of the sheet's `axis` by `count` push what was within `count` of its
 * last row or column past it: a reference there became #REF!, a range there was cut at the edge.
 * A text naming a number (rows) or a column name (columns) that far is taken as one of those.
 */
export function pushedToEdge(axis: 'rows' | 'cols', count: number): LostRewrite {
  return axis === 'rows' ? (formula) => namesNumberOver(formula, MAX_ROWS - count) : (formula) => namesColumnOver(formula, MAX_COLS - count);
}

/**
 * Cells deleted with a shift (the `axis` lines `at`..`at+count-1` of the `band` of cross lines): a
 * reference to one became #REF!, and a range with a corner among them shrank to end before `at` or
 * start at `at`, which the insert undoing the delete does not grow back. A text naming such a cell
 * (anything written like one: a function name such as LOG10 too) is taken as one of those. A range
 * that only crosses the deleted cells shrank and grows back; one across the band's edge stayed.
 */
export function namesCellsIn(axis: 'rows' | 'cols', at: number, count: number, band: Span): LostRewrite {
  const named = axis === 'rows'
    ? (row: number, col: number) => row >= at && row < at + count && col >= band.start && col <= band.end
    : (row: number, col: number) => col >= at && col < at + count && row >= band.start && row <= band.end;
  return (formula) => namesCell(formula, named);
}

/**
 * Whether `text` names a cell (`A1`, `$B$2`, either case: one to three letters, then digits) that
 * `named` takes, by zero-based row and column. Scans without allocating: an undone shift on W1
 * restores 100,000 formulas.
 */
function namesCell(text: string, named: (row: number, col: number) => boolean): boolean {
  const length = text.length;
  let i = 0;
  while (i < length) {
    const code = text.charCodeAt(i) | 32;
    if (code < 97 || code > 122) {
      i++;
      continue;
    }
    let col = 0;
    let letters = 0;
    while (i < length && (text.charCodeAt(i) | 32) >= 97 && (text.charCodeAt(i) | 32) <= 122) {
      col = col * 26 + ((text.charCodeAt(i) | 32) - 96);
      letters++;
      i++;
    }
    if (i < length && text.charCodeAt(i) === 36) i++; // $
    let row = 0;
    let digits = 0;
    while (i < length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) {
      row = row * 10 + (text.charCodeAt(i) - 48);
      digits++;
      i++;
    }
    if (letters <= 3 && digits > 0 && named(row - 1, col - 1)) return true;
  }
  return false;
}

/** Whether a run of digits in `text` makes a number over `limit`. */
export function namesNumberOver(text: string, limit: number): boolean {
  let number = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      number = number * 10 + (code - 48);
      if (number > limit) return true;
    } else number = 0;
  }
  return false;
}

/** Whether a run of one to three letters in `text`, read as a column name, is a column past `limit`. */
function namesColumnOver(text: string, limit: number): boolean {
  let column = 0;
  let letters = 0;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) | 32 : 0;
    if (code >= 97 && code <= 122) {
      column = column * 26 + (code - 96);
      letters++;
      continue;
    }
    if (letters > 0 && letters <= 3 && column > limit) return true;
    column = 0;
    letters = 0;
  }
  return false;
}
