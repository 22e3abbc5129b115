import { ERROR_CODES, type ErrorCode } from '../values.js';
import { MAX_FORMULA_LENGTH } from './limits.js';
import { normalizeFormulaText } from './normalize.js';
import { readReference } from './reference-text.js';
import { readStructured } from './structured.js';
import type { Token, TokenKind } from './tokens.js';

const NUMBER = /(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?/y;
const IDENTIFIER = /[\p{L}_\\][\p{L}\p{N}_.]*/uy;
const SINGLE: Readonly<Record<string, TokenKind>> = {
  '(': 'lparen', ')': 'rparen', ',': 'comma', ';': 'semicolon', '{': 'lbrace', '}': 'rbrace',
};
const OPERATORS = '+-*/^&%:=<>@';
const ERRORS_LONGEST_FIRST = [...ERROR_CODES].sort((a, b) => b.length - a.length);

/**
 * Splits formula text (with or without its leading '=') into tokens. Never throws: text it cannot
 * read becomes an 'invalid' token, which the parser reports as a syntax error.
 */
export function tokenize(input: string): Token[] {
  const text = normalizeFormulaText(input.length > MAX_FORMULA_LENGTH ? input.slice(0, MAX_FORMULA_LENGTH) : input);
  const tokens: Token[] = [];
  let i = text.charCodeAt(0) === 61 /* = */ ? 1 : 0;
  let spaced = false;
  while (i < text.length) {
    const ch = text[i];
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') { i++; spaced = tokens.length > 0; continue; }
    const last = tokens[tokens.length - 1];
    // `A1#`: the spill of A1 (a '#' right after a one-cell reference, where no error literal can be).
    const token = ch === '#' && !spaced && last?.kind === 'ref' && last.ref?.kind === 'cell'
      ? { kind: 'op' as const, text: '#', start: i, end: i + 1 }
      : readToken(text, i);
    tokens.push(spaced ? { ...token, spaced } : token);
    spaced = false;
    i = token.end;
  }
  if (input.length > MAX_FORMULA_LENGTH) tokens.push(invalid(text, text.length, text.length));
  return tokens;
}

function readToken(text: string, i: number): Token {
  const ch = text[i];
  const single = SINGLE[ch];
  if (single) return { kind: single, text: ch, start: i, end: i + 1 };
  if (ch === '"') return readString(text, i);
  if (ch === "'") return readQuotedSheet(text, i);
  if (ch === '[') {
    const external = readExternal(text, i);
    if (external) return external;
  }
  if (ch === '#') return readError(text, i);
  if (ch === '[') return readTableReference(text, i, i, undefined);
  if (OPERATORS.includes(ch)) return readOperator(text, i);
  const code = text.charCodeAt(i);
  if (ch === '$' || (code >= 48 && code <= 57) || ch === '.') {
    const ref = readReference(text, i, undefined);
    if (ref) return { kind: 'ref', text: text.slice(i, ref.end), start: i, end: ref.end, ref: ref.ref };
    if (ch === '$') return invalid(text, i, i + 1);
    return readNumber(text, i);
  }
  return readWord(text, i);
}

function invalid(text: string, start: number, end: number): Token {
  return { kind: 'invalid', text: text.slice(start, end), start, end };
}

function readString(text: string, start: number): Token {
  let value = '';
  let i = start + 1;
  for (;;) {
    const close = text.indexOf('"', i);
    if (close < 0) return invalid(text, start, text.length);
    value += text.slice(i, close);
    if (text[close + 1] === '"') { value += '"'; i = close + 2; continue; }
    return { kind: 'string', text: text.slice(start, close + 1), start, end: close + 1, value };
  }
}

function readOperator(text: string, i: number): Token {
  const two = text.slice(i, i + 2);
  if (two === '<=' || two === '>=' || two === '<>') return { kind: 'op', text: two, start: i, end: i + 2 };
  return { kind: 'op', text: text[i], start: i, end: i + 1 };
}

function readError(text: string, i: number): Token {
  const upper = text.slice(i, i + 8).toUpperCase();
  const code = ERRORS_LONGEST_FIRST.find((c) => upper.startsWith(c)) as ErrorCode | undefined;
  if (!code) return invalid(text, i, i + 1);
  return { kind: 'error', text: text.slice(i, i + code.length), start: i, end: i + code.length, code };
}

function readNumber(text: string, i: number): Token {
  NUMBER.lastIndex = i;
  const m = NUMBER.exec(text);
  if (!m) return invalid(text, i, i + 1);
  return { kind: 'number', text: m[0], start: i, end: NUMBER.lastIndex, value: Number(m[0]) };
}

/** `'Sheet name'!A1` with '' for a quote inside the name. */
function readQuotedSheet(text: string, start: number): Token {
  let name = '';
  let i = start + 1;
  for (;;) {
    const close = text.indexOf("'", i);
    if (close < 0) return invalid(text, start, text.length);
    name += text.slice(i, close);
    if (text[close + 1] === "'") { name += "'"; i = close + 2; continue; }
    if (text[close + 1] !== '!') return invalid(text, start, close + 1);
    // Sheet names hold neither '[' nor ':' (Excel's rule): those are another book's sheet, or a 3D span.
    if (name.includes('[')) return externalAfterSheet(text, start, close + 2);
    const span = name.indexOf(':');
    if (span > 0) return afterSheets(text, start, close + 2, name.slice(0, span), name.slice(span + 1));
    return afterSheet(text, start, close + 2, name);
  }
}

function afterSheet(text: string, start: number, at: number, sheet: string): Token {
  const ref = readReference(text, at, sheet);
  if (ref) return { kind: 'ref', text: text.slice(start, ref.end), start, end: ref.end, ref: ref.ref };
  if (text.slice(at, at + 5).toUpperCase() === '#REF!') {
    return { kind: 'error', text: text.slice(start, at + 5), start, end: at + 5, code: '#REF!' };
  }
  return invalid(text, start, Math.max(at, start + 1));
}

function readWord(text: string, i: number): Token {
  const ref = readReference(text, i, undefined);
  if (ref) return { kind: 'ref', text: text.slice(i, ref.end), start: i, end: ref.end, ref: ref.ref };
  IDENTIFIER.lastIndex = i;
  const m = IDENTIFIER.exec(text);
  if (!m) return invalid(text, i, i + 1);
  const end = IDENTIFIER.lastIndex;
  const word = m[0];
  if (text[end] === '!') return afterSheet(text, i, end + 1, word);
  if (text[end] === ':') {
    const last = sheetSpanEnd(text, end + 1);
    if (last !== undefined) return afterSheets(text, i, last + 1, word, text.slice(end + 1, last));
  }
  if (text[end] === '[') return readTableReference(text, i, end, word);
  if (text[end] === '(') return { kind: 'function', text: word, start: i, end, value: word.toUpperCase() };
  const upper = word.toUpperCase();
  if (upper === 'TRUE' || upper === 'FALSE') return { kind: 'boolean', text: word, start: i, end, value: upper === 'TRUE' };
  return { kind: 'name', text: word, start: i, end, value: word };
}

/** `Sheet1:Sheet3!`: the end of the second sheet name (at its '!') when `at` starts one followed by '!'. */
function sheetSpanEnd(text: string, at: number): number | undefined {
  IDENTIFIER.lastIndex = at;
  const m = IDENTIFIER.exec(text);
  return m && text[IDENTIFIER.lastIndex] === '!' ? IDENTIFIER.lastIndex : undefined;
}

/** The reference after a 3D span's '!' (`Jan:Dec!B2:B9`): a 'ref3d' token. */
function afterSheets(text: string, start: number, at: number, first: string, last: string): Token {
  const ref = readReference(text, at, first);
  if (!ref || first === '' || last === '') return invalid(text, start, Math.max(at, start + 1));
  return { kind: 'ref3d', text: text.slice(start, ref.end), start, end: ref.end, ref: { ...ref.ref, lastSheet: last } };
}

/** `[1]Feuil8!A1`, `[Budget.xlsx]Sheet1!B2:C3`, `[1]!Name`: a book in brackets, then a sheet, a '!' and a reference or a name. */
function readExternal(text: string, start: number): Token | undefined {
  const close = text.indexOf(']', start + 1);
  if (close <= start + 1) return undefined;
  let i = close + 1;
  IDENTIFIER.lastIndex = i;
  const sheet = IDENTIFIER.exec(text);
  if (sheet) i = IDENTIFIER.lastIndex;
  if (text[i] === ':') {
    const last = sheetSpanEnd(text, i + 1);
    if (last !== undefined) i = last;
  }
  if (text[i] !== '!') return undefined;
  return externalAfterSheet(text, start, i + 1);
}

/** Another book's reference (or defined name) after its '!', as one 'external' token. */
function externalAfterSheet(text: string, start: number, at: number): Token {
  const ref = readReference(text, at, undefined);
  let end = ref?.end;
  if (end === undefined) {
    IDENTIFIER.lastIndex = at;
    end = IDENTIFIER.exec(text) ? IDENTIFIER.lastIndex : text.slice(at, at + 5).toUpperCase() === '#REF!' ? at + 5 : undefined;
  }
  if (end === undefined) return invalid(text, start, Math.max(at, start + 1));
  return { kind: 'external', text: text.slice(start, end), start, end };
}

/** `Sales[Amount]` (the table's name from `start` to `at`) or `[@Qty]`: one token, so nothing inside reads as a reference. */
function readTableReference(text: string, start: number, at: number, table: string | undefined): Token {
  const read = readStructured(text, at, table);
  if (!read) return invalid(text, start, Math.max(at + 1, start + 1));
  return { kind: 'structured', text: text.slice(start, read.end), start, end: read.end, structured: read.ref };
}
