import type { ErrorCode } from '../values.js';
import type { RefPoint } from './ast.js';
import type { StructuredRef } from './structured.js';

export type TokenKind =
  | 'number' | 'string' | 'boolean' | 'error'
  | 'ref' | 'name' | 'function'
  /** A 3D reference, `Sheet1:Sheet3!A1` (`ref.sheet` to `ref.lastSheet`): its own kind, so readers of one-sheet references pass it by. */
  | 'ref3d'
  /** A reference into another workbook, `[1]Sheet!A1`, `'[Budget.xlsx]Sheet 1'!B2` (its value is the one the file cached). */
  | 'external'
  /** A structured reference to a table: `Sales[Amount]`, `[@Qty]`. */
  | 'structured'
  | 'op' | 'lparen' | 'rparen' | 'comma' | 'semicolon' | 'lbrace' | 'rbrace'
  /** Text the tokenizer could not read (an unterminated string, a stray character). */
  | 'invalid';

/** A reference as the tokenizer read it: one cell (no `to`) or a range. */
export interface RefToken {
  readonly sheet?: string;
  /** The last sheet of a 3D reference (token kind 'ref3d'), `sheet` being the first. */
  readonly lastSheet?: string;
  readonly kind: 'cell' | 'cells' | 'columns' | 'rows';
  readonly from: RefPoint;
  readonly to?: RefPoint;
}

/** One token; `start`/`end` are offsets in the normalised text (same length as the input). */
export interface Token {
  readonly kind: TokenKind;
  /** The source text of the token. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** number: its value; string: unescaped text; boolean; error: its code; name/function: upper-cased name for functions, as written for names. */
  readonly value?: number | string | boolean;
  readonly code?: ErrorCode;
  readonly ref?: RefToken;
  readonly structured?: StructuredRef;
  /** Whitespace comes before it: between two references that is Excel's intersection operator. */
  readonly spaced?: boolean;
}
