import { columnIndex, columnLetters } from '../../workbook/a1.js';

/**
 * Finds the cell references of a formula's text with their exact spans, so a structural change can
 * rewrite them and leave every other character (spacing, case, strings) as the author typed it.
 * It knows strings, quoted and plain sheet prefixes, A1 cells, areas, whole columns and whole rows,
 * and tells functions (`LOG10(`) and names (`Rate2024`) from references.
 */
export interface RefEnd {
  /** Zero-based index; absent on the row side of a column-only reference and vice versa. */
  readonly index: number;
  readonly absolute: boolean;
}

export type RefShape =
  | { readonly kind: 'cell'; readonly row: RefEnd; readonly col: RefEnd }
  | { readonly kind: 'area'; readonly from: { row: RefEnd; col: RefEnd }; readonly to: { row: RefEnd; col: RefEnd } }
  | { readonly kind: 'cols'; readonly from: RefEnd; readonly to: RefEnd }
  | { readonly kind: 'rows'; readonly from: RefEnd; readonly to: RefEnd };

export interface ReferenceToken {
  /** Span in the formula text, the sheet prefix included. */
  readonly start: number;
  readonly end: number;
  /** The sheet name as written (unquoted), when the reference names one. */
  readonly sheet?: string;
  readonly shape: RefShape;
}

const QUOTED_SHEET = /'((?:[^']|'')+)'!/y;
const PLAIN_SHEET = /([A-Za-z_\u00A1-\uFFFF][\w.\u00A1-\uFFFF]*)!/y;
const CELL = /(\$?)([A-Za-z]{1,3})(\$?)([0-9]{1,7})/y;
const COLS = /(\$?)([A-Za-z]{1,3}):(\$?)([A-Za-z]{1,3})/y;
const ROWS = /(\$?)([0-9]{1,7}):(\$?)([0-9]{1,7})/y;
const IDENT = /[A-Za-z_\\\u00A1-\uFFFF][\w.\u00A1-\uFFFF]*/y;
const NUMBER = /(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/y;
const WORD_CHAR = /[\w.$\u00A1-\uFFFF]/;

/** Every reference of a formula, in order. Never throws: text it cannot read is skipped. */
export function scanReferences(formula: string): ReferenceToken[] {
  const found: ReferenceToken[] = [];
  let i = 0;
  while (i < formula.length) {
    const ch = formula[i];
    if (ch === '"') {
      i = skipString(formula, i);
      continue;
    }
    const ref = readReference(formula, i);
    if (ref) {
      found.push(ref);
      i = ref.end;
      continue;
    }
    i = skipToken(formula, i);
  }
  return found;
}

function skipString(text: string, at: number): number {
  let i = at + 1;
  while (i < text.length) {
    if (text[i] === '"') {
      if (text[i + 1] === '"') i += 2;
      else return i + 1;
    } else i++;
  }
  return i;
}

function skipToken(text: string, at: number): number {
  for (const pattern of [IDENT, NUMBER]) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (match) return at + match[0].length;
  }
  return at + 1;
}

function readReference(text: string, at: number): ReferenceToken | undefined {
  const prefix = readSheetPrefix(text, at);
  const bodyAt = prefix ? prefix.end : at;
  const shape = readShape(text, bodyAt);
  if (!shape) return undefined;
  return { start: at, end: shape.end, sheet: prefix?.name, shape: shape.shape };
}

function readSheetPrefix(text: string, at: number): { name: string; end: number } | undefined {
  QUOTED_SHEET.lastIndex = at;
  const quoted = QUOTED_SHEET.exec(text);
  if (quoted) return { name: quoted[1].replace(/''/g, "'"), end: at + quoted[0].length };
  PLAIN_SHEET.lastIndex = at;
  const plain = PLAIN_SHEET.exec(text);
  if (plain) return { name: plain[1], end: at + plain[0].length };
  return undefined;
}

function readShape(text: string, at: number): { shape: RefShape; end: number } | undefined {
  return readArea(text, at) ?? readCell(text, at) ?? readLines(text, at, COLS, 'cols') ?? readLines(text, at, ROWS, 'rows');
}

/** A match ends a token only when no word character or call parenthesis follows it. */
function endsToken(text: string, end: number): boolean {
  const next = text[end];
  return next === undefined || (!WORD_CHAR.test(next) && next !== '(' && next !== '!');
}

function cellAt(text: string, at: number): { row: RefEnd; col: RefEnd; end: number } | undefined {
  CELL.lastIndex = at;
  const m = CELL.exec(text);
  if (!m) return undefined;
  const row = Number(m[4]);
  if (row < 1) return undefined;
  return { col: { index: columnIndex(m[2]), absolute: m[1] === '$' }, row: { index: row - 1, absolute: m[3] === '$' }, end: at + m[0].length };
}

function readCell(text: string, at: number): { shape: RefShape; end: number } | undefined {
  const cell = cellAt(text, at);
  if (!cell || !endsToken(text, cell.end)) return undefined;
  return { shape: { kind: 'cell', row: cell.row, col: cell.col }, end: cell.end };
}

function readArea(text: string, at: number): { shape: RefShape; end: number } | undefined {
  const from = cellAt(text, at);
  if (!from || text[from.end] !== ':') return undefined;
  const to = cellAt(text, from.end + 1);
  if (!to || !endsToken(text, to.end)) return undefined;
  return { shape: { kind: 'area', from: { row: from.row, col: from.col }, to: { row: to.row, col: to.col } }, end: to.end };
}

function readLines(text: string, at: number, pattern: RegExp, kind: 'cols' | 'rows'): { shape: RefShape; end: number } | undefined {
  if (at > 0 && WORD_CHAR.test(text[at - 1])) return undefined;
  pattern.lastIndex = at;
  const m = pattern.exec(text);
  if (!m || !endsToken(text, at + m[0].length)) return undefined;
  const index = (s: string) => (kind === 'cols' ? columnIndex(s) : Number(s) - 1);
  const from = { index: index(m[2]), absolute: m[1] === '$' };
  const to = { index: index(m[4]), absolute: m[3] === '$' };
  if (from.index < 0 || to.index < 0) return undefined;
  return { shape: { kind, from, to }, end: at + m[0].length };
}

/** Writes a reference shape back as A1 text, keeping each `$`. */
export function formatShape(shape: RefShape): string {
  const col = (end: RefEnd) => `${end.absolute ? '$' : ''}${columnLetters(end.index)}`;
  const row = (end: RefEnd) => `${end.absolute ? '$' : ''}${end.index + 1}`;
  switch (shape.kind) {
    case 'cell':
      return col(shape.col) + row(shape.row);
    case 'area':
      return `${col(shape.from.col)}${row(shape.from.row)}:${col(shape.to.col)}${row(shape.to.row)}`;
    case 'cols':
      return `${col(shape.from)}:${col(shape.to)}`;
    case 'rows':
      return `${row(shape.from)}:${row(shape.to)}`;
  }
}

/** A sheet name as a reference prefix, quoted when it is not a plain identifier. */
export function sheetPrefix(name: string): string {
  const plain = /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) && !/^[A-Za-z]{1,3}[0-9]+$/.test(name) && !/^(TRUE|FALSE)$/i.test(name) && !/^R[0-9]*C[0-9]*$/i.test(name);
  return plain ? `${name}!` : `'${name.replace(/'/g, "''")}'!`;
}
