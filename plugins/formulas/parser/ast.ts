import type { ErrorCode, Scalar } from '../values.js';
import type { StructuredRef } from './structured.js';

/**
 * One corner of a reference. `row`/`col` are zero-based; `row` is undefined in a whole-column
 * reference (A:C) and `col` in a whole-row reference (1:3). `rowAbsolute`/`colAbsolute` are the `$`s.
 */
export interface RefPoint {
  readonly row?: number;
  readonly col?: number;
  readonly rowAbsolute: boolean;
  readonly colAbsolute: boolean;
}

/** Offsets of a node's text in the formula as given to the parser (end exclusive). */
export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface NumberNode { readonly type: 'number'; readonly value: number }
export interface StringNode { readonly type: 'string'; readonly value: string }
export interface BooleanNode { readonly type: 'boolean'; readonly value: boolean }
export interface ErrorNode { readonly type: 'error'; readonly code: ErrorCode }

/** A single cell: `A1`, `$B$2`, `Sheet1!C3`, `'My sheet'!D4`. `sheet` is the name as written. */
export interface CellNode extends Span {
  readonly type: 'cell';
  readonly sheet?: string;
  readonly ref: RefPoint & { readonly row: number; readonly col: number };
}

/**
 * A rectangle: `A1:B2` (kind 'cells'), `A:C` (kind 'columns', rows undefined), `1:3` (kind 'rows',
 * columns undefined). `start`/`end` are as written (not normalised to top-left/bottom-right).
 */
export interface RangeNode extends Span {
  readonly type: 'range';
  readonly sheet?: string;
  readonly kind: 'cells' | 'columns' | 'rows';
  readonly from: RefPoint;
  readonly to: RefPoint;
}

/**
 * A 3D reference, `Sheet1:Sheet3!A1` or `'Jan:Dec'!B2:B9`: the same cell or area on every sheet from
 * `firstSheet` to `lastSheet` in tab order (names as written). Excel takes it only as an argument of
 * the aggregates (SUM, COUNTA, MAX...).
 */
export interface Ref3DNode extends Span {
  readonly type: 'ref3d';
  readonly firstSheet: string;
  readonly lastSheet: string;
  readonly kind: 'cell' | 'cells' | 'columns' | 'rows';
  readonly from: RefPoint;
  readonly to: RefPoint;
}

/** A reference into another workbook (`[1]Sheet!A1`), kept as written: its value is the one the file cached. */
export interface ExternalNode extends Span { readonly type: 'external'; readonly text: string }
/** A structured reference to a table (`Sales[Amount]`, `[@Qty]`), spanning its text. */
export interface StructuredNode extends Span { readonly type: 'structured'; readonly ref: StructuredRef }

/** A named range or a LET variable. */
export interface NameNode extends Span { readonly type: 'name'; readonly name: string }

/**
 * A function call; `name` is upper-cased, `start`/`end` are its name's as written (a LET name called as
 * a function is written back with a prefix in xlsx files). An empty argument (`F(1,,2)`) is an EmptyNode.
 */
export interface CallNode extends Span { readonly type: 'call'; readonly name: string; readonly args: readonly AstNode[] }
export interface EmptyNode { readonly type: 'empty' }
/** A spill reference `A1#` / `Sheet!A1#`: the area A1's array result currently fills. */
export interface SpillNode { readonly type: 'spill'; readonly anchor: CellNode }
/** A call of a value that is a LAMBDA: `LAMBDA(x, x+1)(2)`, `(f)(2)`. */
export interface InvokeNode { readonly type: 'invoke'; readonly callee: AstNode; readonly args: readonly AstNode[] }

/** '@' is Excel's implicit intersection: one value from a range (`=@A1:A10`). */
export type UnaryOperator = '-' | '+' | '@';
/** ':' range, ' ' intersection and ',' union (inside parentheses) are Excel's reference operators. */
export type BinaryOperator = ':' | ' ' | ',' | '^' | '*' | '/' | '+' | '-' | '&' | '=' | '<>' | '<' | '>' | '<=' | '>=';

export interface UnaryNode { readonly type: 'unary'; readonly op: UnaryOperator; readonly operand: AstNode }
export interface PercentNode { readonly type: 'percent'; readonly operand: AstNode }
export interface BinaryNode { readonly type: 'binary'; readonly op: BinaryOperator; readonly left: AstNode; readonly right: AstNode }
export interface ParenNode { readonly type: 'paren'; readonly inner: AstNode }
/** An array constant `{1,2;3,4}`: rows of constants. */
export interface ArrayNode { readonly type: 'array'; readonly rows: readonly (readonly Scalar[])[] }

export type AstNode =
  | NumberNode | StringNode | BooleanNode | ErrorNode
  | CellNode | RangeNode | NameNode | Ref3DNode | ExternalNode | StructuredNode
  | CallNode | InvokeNode | SpillNode | EmptyNode | UnaryNode | PercentNode | BinaryNode | ParenNode | ArrayNode;

export type ReferenceNode = CellNode | RangeNode;
