import { compareText, toNumber } from '../../coerce.js';
import { errorFromText, FormulaError, isError, isMatrix, type Scalar, type Value } from '../../values.js';
import { cellAt } from './numbers.js';
import { wildcardMatcher } from './wildcard-match.js';

/**
 * Criteria of COUNTIF, SUMIF, AVERAGEIF, the *IFS family and the database functions, with Excel's rules:
 * - a number (or a reference to a number) matches cells equal to it, numeric text included; "<>5"
 *   leaves out the number 5 only (the text "5" is counted);
 * - text may start with an operator (=, <>, <, <=, >, >=); the rest is read as a number or a date when it
 *   can be, as TRUE/FALSE, as an error literal, otherwise as text compared case-insensitively;
 * - text after = or <> (or without operator) may use wildcards: * any run, ? one character, ~ escapes;
 * - "" matches empty cells (and empty text), "=" matches empty cells only, "<>" matches non-empty cells,
 *   and "<", "<=", ">", ">=" alone match nothing;
 * - a reference to an empty cell acts as 0 (documented for COUNTIFS).
 * Stable API: other categories import parseCriterion and Criterion.
 */

export type CriterionOp = '=' | '<>' | '<' | '<=' | '>' | '>=';

export interface Criterion {
  readonly op: CriterionOp;
  /** What the cells are compared with; null for the blank criteria "", "=" and "<>". */
  readonly operand: number | string | boolean | FormulaError | null;
  /** Whether an empty cell matches: callers iterate non-empty cells and handle blanks apart. */
  readonly matchesBlank: boolean;
  /** Set when the operand is a number and the op is an ordering or equality: index-friendly. */
  readonly numeric?: { readonly op: Exclude<CriterionOp, '<>'>; readonly value: number };
  /** Set (lower-cased) when the criterion is equality with text free of wildcards: index-friendly. */
  readonly exactText?: string;
  test(value: Scalar): boolean;
}

const OPERATORS: readonly CriterionOp[] = ['<=', '>=', '<>', '=', '<', '>'];

/** Reads a criteria argument (a 1x1 range is read; a larger array must be lifted by the caller). */
export function parseCriterion(value: Value): Criterion {
  const v = isMatrix(value) ? cellAt(value, 0, 0) : value;
  if (v === null) return numberCriterion('=', 0);
  if (typeof v === 'number') return numberCriterion('=', v);
  if (typeof v === 'boolean') return make('=', v, (cell) => cell === v);
  if (isError(v)) return errorCriterion('=', v);
  return parseTextCriterion(v);
}

function parseTextCriterion(text: string): Criterion {
  const op = OPERATORS.find((o) => text.startsWith(o));
  const rest = op ? text.slice(op.length) : text;
  const effectiveOp: CriterionOp = op ?? '=';
  if (rest === '') return blankCriterion(effectiveOp, op === undefined);
  const n = toNumber(rest);
  if (typeof n === 'number') return numberCriterion(effectiveOp, n);
  const upper = rest.toUpperCase();
  if (upper === 'TRUE' || upper === 'FALSE') return booleanCriterion(effectiveOp, upper === 'TRUE');
  const error = errorFromText(rest);
  if (error) return errorCriterion(effectiveOp, error);
  return textCriterion(effectiveOp, rest);
}

function make(op: CriterionOp, operand: Criterion['operand'], test: (cell: Scalar) => boolean, numeric?: Criterion['numeric']): Criterion {
  return { op, operand, numeric, matchesBlank: test(null), test };
}

function compareWith(op: CriterionOp, order: number): boolean {
  switch (op) {
    case '=': return order === 0;
    case '<>': return order !== 0;
    case '<': return order < 0;
    case '<=': return order <= 0;
    case '>': return order > 0;
    case '>=': return order >= 0;
  }
}

function numberCriterion(op: CriterionOp, n: number): Criterion {
  const test = (cell: Scalar): boolean => {
    if (typeof cell === 'number') return compareWith(op, cell < n ? -1 : cell > n ? 1 : 0);
    // Excel matches numeric text for = only ("5" counts for =5), never for orderings; and for <> it is
    // never equal: COUNTIF(r,"<>5") leaves out the number 5 but counts the text "5" (Excel's book COUNTIF).
    if (typeof cell === 'string' && op === '=') {
      const parsed = cell === '' ? undefined : toNumber(cell);
      return typeof parsed === 'number' && parsed === n;
    }
    return op === '<>';
  };
  return make(op, n, test, op === '<>' ? undefined : { op, value: n });
}

function booleanCriterion(op: CriterionOp, b: boolean): Criterion {
  return make(op, b, (cell) => (typeof cell === 'boolean' ? compareWith(op, Number(cell) - Number(b)) : op === '<>'));
}

function errorCriterion(op: CriterionOp, error: FormulaError): Criterion {
  const same = (cell: Scalar) => isError(cell) && cell.code === error.code;
  return make(op, error, op === '<>' ? (cell) => !same(cell) : op === '=' ? same : () => false);
}

function blankCriterion(op: CriterionOp, bare: boolean): Criterion {
  if (op === '=') return make(op, null, bare ? (cell) => cell === null || cell === '' : (cell) => cell === null);
  if (op === '<>') return make(op, null, (cell) => cell !== null);
  // An ordering with nothing after it ("<", ">=", "<="&B2 with B2 empty) matches no cell at all, not even
  // the text "" that <= would reach by comparison.
  return make(op, null, () => false);
}

function textCriterion(op: CriterionOp, text: string): Criterion {
  if (op === '=' || op === '<>') {
    const matches = textMatcher(text);
    const test = (cell: Scalar) => typeof cell === 'string' && matches(cell);
    if (op === '=' && !/[*?~]/.test(text)) return { ...make(op, text, test), exactText: text.toLowerCase() };
    return make(op, text, op === '=' ? test : (cell) => !test(cell));
  }
  return make(op, text, (cell) => typeof cell === 'string' && compareWith(op, compareText(cell, text)));
}

/** Case-insensitive whole-text match, with wildcards (`wildcardMatcher`) only when present. */
export function textMatcher(pattern: string): (text: string) => boolean {
  if (!/[*?~]/.test(pattern)) {
    const lower = pattern.toLowerCase();
    return (text) => text.length === pattern.length && text.toLowerCase() === lower;
  }
  return wildcardMatcher(pattern, 'escapes-any');
}
