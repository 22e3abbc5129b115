import { columnLetters } from '../../workbook/index.js';
import { numberToText } from '../coerce.js';
import { isError, type Scalar } from '../values.js';
import type { AstNode, RefPoint } from './ast.js';
import { structuredText } from './structured.js';

/** Column letters of a zero-based index (0 → A, 26 → AA). */
export const columnName = columnLetters;

const PLAIN_SHEET = /^[A-Za-z_][A-Za-z0-9_.]*$/;
const LOOKS_LIKE_REF = /^(?:[A-Za-z]{1,3}[0-9]+|R[0-9]*C[0-9]*|TRUE|FALSE)$/i;

/** A sheet name as it must be written before '!': quoted when it is not a plain word. */
export function sheetPrefix(sheet: string | undefined): string {
  if (sheet === undefined) return '';
  if (PLAIN_SHEET.test(sheet) && !LOOKS_LIKE_REF.test(sheet)) return `${sheet}!`;
  return `'${sheet.replace(/'/g, "''")}'!`;
}

/** A 3D span as it must be written before '!': `Jan:Dec!`, or quoted whole, `'Q1 2024:Q4 2024'!`. */
export function sheetSpanPrefix(first: string, last: string): string {
  const plain = (name: string) => PLAIN_SHEET.test(name) && !LOOKS_LIKE_REF.test(name);
  if (plain(first) && plain(last)) return `${first}:${last}!`;
  return `'${first.replace(/'/g, "''")}:${last.replace(/'/g, "''")}'!`;
}

/** One corner as text: `$A$1`, `B`, `$3`. */
export function refPointText(p: RefPoint): string {
  const col = p.col === undefined ? '' : `${p.colAbsolute ? '$' : ''}${columnName(p.col)}`;
  const row = p.row === undefined ? '' : `${p.rowAbsolute ? '$' : ''}${p.row + 1}`;
  return col + row;
}

function scalarText(v: Scalar): string {
  if (typeof v === 'string') return `"${v.replace(/"/g, '""')}"`;
  if (typeof v === 'number') return numberToText(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (isError(v)) return v.code;
  return '';
}

/**
 * Writes a syntax tree back as formula text, without the leading '='. Parentheses are kept where the
 * source had them (ParenNode), so a rewritten reference leaves the rest of the formula as typed.
 */
export function toFormulaText(node: AstNode): string {
  switch (node.type) {
    case 'number': return numberToText(node.value);
    case 'string': return scalarText(node.value);
    case 'boolean': return node.value ? 'TRUE' : 'FALSE';
    case 'error': return node.code;
    case 'cell': return sheetPrefix(node.sheet) + refPointText(node.ref);
    case 'range': return `${sheetPrefix(node.sheet)}${refPointText(node.from)}:${refPointText(node.to)}`;
    case 'ref3d': return sheetSpanPrefix(node.firstSheet, node.lastSheet) + refPointText(node.from) + (node.kind === 'cell' ? '' : `:${refPointText(node.to)}`);
    case 'external': return node.text;
    case 'name': return node.name;
    case 'structured': return structuredText(node.ref);
    case 'empty': return '';
    case 'call': return `${node.name}(${node.args.map(toFormulaText).join(',')})`;
    case 'spill': return `${toFormulaText(node.anchor)}#`;
    case 'invoke': return `${toFormulaText(node.callee)}(${node.args.map(toFormulaText).join(',')})`;
    case 'unary': return node.op + toFormulaText(node.operand);
    case 'percent': return `${toFormulaText(node.operand)}%`;
    case 'binary': return toFormulaText(node.left) + node.op + toFormulaText(node.right);
    case 'paren': return `(${toFormulaText(node.inner)})`;
    case 'array': return `{${node.rows.map((row) => row.map(scalarText).join(',')).join(';')}}`;
  }
}
