import { isFormula } from '../../plugins/formulas/index.js';
import { tokenize, type RefToken, type Token } from '../../plugins/formulas/parser/index.js';
import type { CellRect } from '../grid/index.js';
import type { NameInfo } from './formula-catalogue.js';
import type { FunctionInfo } from './function-signature.js';
import { areaLabel } from '../plugin-api/index.js';
import { COMMON_FUNCTIONS, commonRank } from './common-functions.js';

/** SPEC section 9: reference highlights cycle through 10 colours. */
export const REFERENCE_COLORS = ['#1a73e8', '#d93025', '#9334e6', '#188038', '#e37400', '#12b5cb', '#e52592', '#795548', '#5f6368', '#b06000'] as const;

/** Token kinds after which a reference may be typed or picked. */
const EXPECTS_OPERAND = new Set(['lparen', 'comma', 'semicolon', 'op']);

/**
 * Whether the caret sits where a reference is expected (SPEC section 4): in a formula, right after
 * '=', '(', ',', or an operator (spaces allowed), with nothing typed yet.
 */
export function referenceExpected(text: string, caret: number): boolean {
  if (!isFormula(text) || caret < 1) return false;
  const before = text.slice(0, caret);
  if (before.trim() === '=') return true;
  const tokens = tokenize(before);
  const last = tokens[tokens.length - 1];
  // '%' is postfix: after it an operator, not an operand, comes next.
  return last !== undefined && EXPECTS_OPERAND.has(last.kind) && last.text !== '%' && before.slice(last.end + 1).trim() === '';
}

/**
 * A formula with the parentheses it leaves open closed at its end, as Sheets does on Enter
 * (`=SUM(E2:E6` becomes `=SUM(E2:E6)`). Parentheses inside strings do not count; a formula with more
 * closing than opening ones, or text the tokenizer cannot read, is left as typed for the engine to judge.
 */
export function closeParentheses(text: string): string {
  if (!isFormula(text)) return text;
  const tokens = tokenize(text);
  if (tokens.some((token) => token.kind === 'invalid')) return text;
  let open = 0;
  for (const token of tokens) {
    if (token.kind === 'lparen') open += 1;
    else if (token.kind === 'rparen' && --open < 0) return text;
  }
  return open > 0 ? `${text.trimEnd()}${')'.repeat(open)}` : text;
}

export interface FormulaReference {
  readonly start: number;
  readonly end: number;
  readonly sheet?: string;
  readonly range: CellRect;
  readonly color: string;
}

/** The size of the array a cell spills now, by sheet name (undefined: the edited sheet), for `A1#`. */
export type SpillSizeOf = (sheet: string | undefined, row: number, col: number) => { readonly rows: number; readonly cols: number } | undefined;

const NO_SPILLS: SpillSizeOf = () => undefined;

/** Whether a reference token is a spill reference: `#` written right after it (`A1#`). */
function isSpillMark(token: Token | undefined, ref: Token): token is Token {
  return token !== undefined && token.kind === 'op' && token.text === '#' && token.start === ref.end;
}

/**
 * The references of a formula in order, each with its highlight colour (one colour per distinct text,
 * as spreadsheets do, cycling through 10). A spill reference (`A1#`) covers the area A1 spills into
 * now, or A1 alone when it spills nothing. Whole rows and columns are clipped by the caller.
 */
export function formulaReferences(text: string, spillSizeOf: SpillSizeOf = NO_SPILLS): FormulaReference[] {
  if (!isFormula(text)) return [];
  const colors = new Map<string, string>();
  const found: FormulaReference[] = [];
  const tokens = tokenize(text);
  tokens.forEach((token, i) => {
    const ref = token.ref;
    if (token.kind !== 'ref' || !ref) return;
    const mark = tokens[i + 1];
    const spill = isSpillMark(mark, token);
    const key = `${token.text.replace(/\$/g, '').toUpperCase()}${spill ? '#' : ''}`;
    let color = colors.get(key);
    if (!color) {
      color = REFERENCE_COLORS[colors.size % REFERENCE_COLORS.length];
      colors.set(key, color);
    }
    const range = spill ? spillRect(ref, spillSizeOf) : rectOfRef(ref);
    found.push({ start: token.start, end: spill ? mark.end : token.end, sheet: ref.sheet, range, color });
  });
  return found;
}

function rectOfRef(ref: RefToken): CellRect {
  const to = ref.to ?? ref.from;
  const rowsOf = [ref.from.row, to.row].filter((n): n is number => n !== undefined);
  const colsOf = [ref.from.col, to.col].filter((n): n is number => n !== undefined);
  return {
    top: rowsOf.length ? Math.min(...rowsOf) : 0,
    bottom: rowsOf.length ? Math.max(...rowsOf) : Number.MAX_SAFE_INTEGER,
    left: colsOf.length ? Math.min(...colsOf) : 0,
    right: colsOf.length ? Math.max(...colsOf) : Number.MAX_SAFE_INTEGER,
  };
}

function spillRect(ref: RefToken, spillSizeOf: SpillSizeOf): CellRect {
  const anchor = rectOfRef(ref);
  const size = spillSizeOf(ref.sheet, anchor.top, anchor.left);
  return size ? { ...anchor, bottom: anchor.top + size.rows - 1, right: anchor.left + size.cols - 1 } : anchor;
}

/** 'A1' or 'A1:B3' for a picked area (relative references, as a click gives). */
export function referenceText(area: CellRect, sheetPrefix = ''): string {
  return sheetPrefix + areaLabel(area);
}

/** A picked area as Excel writes it: `A1#` when it is exactly the array A1 spills, else 'A1:B3'. */
export function pickedReferenceText(area: CellRect, spillSizeOf: SpillSizeOf): string {
  const size = spillSizeOf(undefined, area.top, area.left);
  const whole = size !== undefined && (size.rows > 1 || size.cols > 1) && area.bottom === area.top + size.rows - 1 && area.right === area.left + size.cols - 1;
  return whole ? `${areaLabel({ top: area.top, left: area.left, bottom: area.top, right: area.left })}#` : referenceText(area);
}

/** A1 -> $A$1 -> A$1 -> $A1 -> A1, one point of a reference. */
function cyclePoint(point: string): string {
  const match = /^(\$?)([A-Za-z]{1,3})(\$?)(\d+)$/.exec(point);
  if (!match) return point;
  const [, colAbs, letters, rowAbs, digits] = match;
  const state = (colAbs ? 2 : 0) + (rowAbs ? 1 : 0);
  const next = { 0: [true, true], 3: [false, true], 1: [true, false], 2: [false, false] }[state] as [boolean, boolean];
  return `${next[0] ? '$' : ''}${letters}${next[1] ? '$' : ''}${digits}`;
}

/**
 * F4: cycles the $ anchoring of the reference at (or just before) the caret. Returns the new text and
 * caret, or undefined when the caret is not on a reference.
 */
export function cycleAnchoring(text: string, caret: number): { text: string; caret: number } | undefined {
  if (!isFormula(text)) return undefined;
  const token = tokenize(text).find((t: Token) => t.kind === 'ref' && t.start <= caret && caret <= t.end);
  if (!token) return undefined;
  const bang = token.text.lastIndexOf('!');
  const prefix = token.text.slice(0, bang + 1);
  const cycled = token.text
    .slice(bang + 1)
    .split(':')
    .map(cyclePoint)
    .join(':');
  const replaced = prefix + cycled;
  return { text: text.slice(0, token.start) + replaced + text.slice(token.end), caret: token.start + replaced.length };
}

/** The identifier being typed at the caret (letters, digits, '_' and '.'), for autocomplete. */
export function wordAtCaret(text: string, caret: number): { start: number; word: string } | undefined {
  if (!isFormula(text)) return undefined;
  const match = /[A-Za-z_][A-Za-z0-9_.]*$/.exec(text.slice(0, caret));
  if (!match) return undefined;
  // Not a cell reference being typed, nor part of a sheet name or a string.
  const start = match.index;
  const previous = text[start - 1];
  if (previous === '!' || previous === '$' || /[A-Za-z0-9"]/.test(previous ?? '')) return undefined;
  return { start, word: match[0] };
}

/** An autocomplete entry: a function, a named range, an input key inside `INPUT("...")`, or a validation list item. */
export interface Suggestion {
  readonly name: string;
  readonly kind: 'function' | 'name' | 'input' | 'list';
  /** A function's syntax ('SUM(number1, [number2], ...)'), a named range's range ('Sheet1!A1:B4'). */
  readonly detail?: string;
  /** A function's one-line description. */
  readonly description?: string;
}

/** SPEC section 9: autocomplete offers at most 8 entries. */
export const AUTOCOMPLETE_LIMIT = 8;

/**
 * Up to `limit` suggestions whose name starts with the word, case-insensitively: named ranges, then
 * functions (named LAMBDAs among them), each with its syntax or range and its description.
 */
export function suggestions(word: string, functions: readonly FunctionInfo[], names: readonly NameInfo[], limit = AUTOCOMPLETE_LIMIT): Suggestion[] {
  const prefix = word.toUpperCase();
  const matching: Suggestion[] = [
    ...names.filter(({ name }) => name.toUpperCase().startsWith(prefix)).map(({ name, range }): Suggestion => ({ name, kind: 'name', detail: range })),
    ...functions.filter(({ name }) => name.toUpperCase().startsWith(prefix)).map(({ name, syntax, description }): Suggestion => ({ name, kind: 'function', detail: syntax, description })),
  ];
  // A stable sort: within a rank, names before functions and each in the order given.
  return matching.sort((a, b) => suggestionRank(a, prefix) - suggestionRank(b, prefix)).slice(0, limit);
}

/**
 * Autocomplete's order, as in Sheets: the name typed in full first, then the common functions by how
 * common they are, then the template's own names, then the other functions.
 */
function suggestionRank(suggestion: Suggestion, prefix: string): number {
  if (suggestion.name.toUpperCase() === prefix) return -1;
  const common = suggestion.kind === 'function' ? commonRank(suggestion.name) : undefined;
  if (common !== undefined) return common;
  return suggestion.kind === 'name' ? COMMON_FUNCTIONS.length : COMMON_FUNCTIONS.length + 1;
}

/** Puts a chosen suggestion in place of the word: a function gets its opening parenthesis, an input key its closing quote. */
export function applySuggestion(text: string, caret: number, start: number, choice: Suggestion): { text: string; caret: number } {
  const inserted = choice.kind === 'function' ? `${choice.name}(` : choice.kind === 'input' ? `${choice.name}"` : choice.name;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}
