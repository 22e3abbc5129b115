import { ERRORS, type FormulaError, type Scalar } from '../values.js';
import type { ArrayNode, AstNode, BinaryOperator, Ref3DNode, RefPoint } from './ast.js';
import { astHeight } from './ast-walk.js';
import { MAX_AST_HEIGHT, MAX_DEPTH } from './limits.js';
import { tokenize } from './tokenizer.js';
import type { Token } from './tokens.js';

export type ParseResult =
  | { readonly ok: true; readonly ast: AstNode; readonly tokens: readonly Token[] }
  | { readonly ok: false; readonly error: FormulaError; readonly message: string; readonly position: number };

/** Thrown inside the parser only; parseFormula turns it into a result. */
class SyntaxFailure {
  constructor(readonly message: string, readonly position: number) {}
}

/** Binding strength of binary operators; ':' and unary operators are handled apart. */
const LEVELS: Readonly<Record<string, number>> = {
  '=': 0, '<>': 0, '<': 0, '>': 0, '<=': 0, '>=': 0, '&': 1, '+': 2, '-': 2, '*': 3, '/': 3, '^': 4,
};

/**
 * Parses a formula (with or without its leading '='). Never throws: a syntax error, text that is too
 * long or nesting deeper than MAX_DEPTH give `{ ok: false, error: #ERROR! }`.
 */
export function parseFormula(text: string): ParseResult {
  return parseTokens(tokenize(text));
}

export function parseTokens(tokens: readonly Token[]): ParseResult {
  try {
    const parser = new Parser(tokens);
    const ast = parser.formula();
    if (tokens.length > MAX_AST_HEIGHT && astHeight(ast) > MAX_AST_HEIGHT) {
      return { ok: false, error: ERRORS.ERROR, message: 'Formula is nested too deeply', position: 0 };
    }
    return { ok: true, ast, tokens };
  } catch (failure) {
    if (failure instanceof SyntaxFailure) {
      return { ok: false, error: ERRORS.ERROR, message: failure.message, position: failure.position };
    }
    if (failure instanceof RangeError) {
      return { ok: false, error: ERRORS.ERROR, message: 'Formula is too complex', position: 0 };
    }
    throw failure;
  }
}

class Parser {
  private i = 0;
  private depth = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  formula(): AstNode {
    if (this.tokens.length === 0) throw this.fail('Empty formula');
    const ast = this.comparison();
    if (this.i < this.tokens.length) throw this.fail(`Unexpected "${this.tokens[this.i].text}"`);
    return ast;
  }

  private fail(message: string): SyntaxFailure {
    const token = this.tokens[this.i];
    return new SyntaxFailure(message, token ? token.start : (this.tokens.at(-1)?.end ?? 0));
  }

  private peekOp(): string | undefined {
    const t = this.tokens[this.i];
    return t && t.kind === 'op' ? t.text : undefined;
  }

  private enter(): void {
    if (++this.depth > MAX_DEPTH) throw this.fail('Formula is nested too deeply');
  }

  /** Precedence climbing over the binary operators (all left-associative, as in Excel). */
  private binary(minLevel: number): AstNode {
    let left = this.unary();
    for (;;) {
      const t = this.tokens[this.i];
      if (!t || t.kind !== 'op') return left;
      const level = LEVELS[t.text];
      if (level === undefined || level < minLevel) return left;
      this.i++;
      left = { type: 'binary', op: t.text as BinaryOperator, left, right: this.binary(level + 1) };
    }
  }

  private comparison(): AstNode {
    this.enter();
    const node = this.binary(0);
    this.depth--;
    return node;
  }

  /** Unary minus binds tighter than ^, as in Excel: -2^2 = 4. */
  private unary(): AstNode {
    const op = this.peekOp();
    if (op === '-' || op === '+' || op === '@') {
      this.i++;
      this.enter();
      const operand = this.unary();
      this.depth--;
      return { type: 'unary', op, operand };
    }
    return this.percent();
  }

  private percent(): AstNode {
    let node = this.range();
    while (this.peekOp() === '%') {
      this.i++;
      node = { type: 'percent', operand: node };
    }
    return node;
  }

  /** Reference operators bind tightest: ':' before the intersection (a space), as in Excel. */
  private range(): AstNode {
    let left = this.span();
    while (this.intersects()) left = { type: 'binary', op: ' ', left, right: this.span() };
    return left;
  }

  private span(): AstNode {
    let left = this.primary();
    while (this.peekOp() === ':') {
      this.i++;
      left = { type: 'binary', op: ':', left, right: this.primary() };
    }
    return left;
  }

  /** A space followed by something that can be a reference (`A1:C3 B2:D2`, `col_name row_name`). */
  private intersects(): boolean {
    const t = this.tokens[this.i];
    return t !== undefined && t.spaced === true && (t.kind === 'ref' || t.kind === 'name' || t.kind === 'structured' || t.kind === 'function' || t.kind === 'lparen');
  }

  private primary(): AstNode {
    const t = this.tokens[this.i];
    if (!t) throw this.fail('Formula ends too early');
    switch (t.kind) {
      case 'number': this.i++; return { type: 'number', value: t.value as number };
      case 'string': this.i++; return { type: 'string', value: t.value as string };
      case 'boolean': this.i++; return { type: 'boolean', value: t.value as boolean };
      case 'error': this.i++; return { type: 'error', code: t.code! };
      case 'ref': {
        this.i++;
        const node = refNode(t);
        if (node.type !== 'cell' || this.peekOp() !== '#') return node;
        this.i++;
        return { type: 'spill', anchor: node };
      }
      case 'ref3d': this.i++; return ref3dNode(t);
      case 'external': this.i++; return { type: 'external', text: t.text, start: t.start, end: t.end };
      case 'name': this.i++; return { type: 'name', name: t.value as string, start: t.start, end: t.end };
      case 'structured': this.i++; return { type: 'structured', ref: t.structured!, start: t.start, end: t.end };
      case 'function': return this.invocations(this.call(t));
      case 'lparen': return this.invocations(this.paren());
      case 'lbrace': return this.array();
      default: throw this.fail(t.kind === 'invalid' ? `Cannot read "${t.text}"` : `Unexpected "${t.text}"`);
    }
  }

  /** Parentheses, or a union of references written inside them: `(A1:A3,C1:C3)`. */
  private paren(): AstNode {
    this.i++;
    let inner = this.comparison();
    while (this.tokens[this.i]?.kind === 'comma') {
      this.i++;
      inner = { type: 'binary', op: ',', left: inner, right: this.comparison() };
    }
    if (this.tokens[this.i]?.kind !== 'rparen') throw this.fail('Missing ")"');
    this.i++;
    return { type: 'paren', inner };
  }

  /** `LAMBDA(x, x+1)(2)`: a call or parenthesis directly followed by an argument list calls its value. */
  private invocations(callee: AstNode): AstNode {
    let node = callee;
    for (let t = this.tokens[this.i]; t?.kind === 'lparen' && !t.spaced; t = this.tokens[this.i]) {
      node = { type: 'invoke', callee: node, args: this.argumentList() };
    }
    return node;
  }

  private call(t: Token): AstNode {
    this.i++; // name
    return { type: 'call', name: t.value as string, args: this.argumentList(), start: t.start, end: t.end };
  }

  /** Arguments up to the closing ')', starting at the '(' before them; a blank one is an EmptyNode. */
  private argumentList(): AstNode[] {
    this.i++; // '('
    const args: AstNode[] = [];
    if (this.tokens[this.i]?.kind === 'rparen') {
      this.i++;
      return args;
    }
    for (;;) {
      const next = this.tokens[this.i];
      if (next && (next.kind === 'comma' || next.kind === 'rparen')) args.push({ type: 'empty' });
      else args.push(this.comparison());
      const sep = this.tokens[this.i];
      if (sep?.kind === 'comma') { this.i++; continue; }
      if (sep?.kind === 'rparen') { this.i++; break; }
      throw this.fail(sep ? `Unexpected "${sep.text}"` : 'Missing ")"');
    }
    return args;
  }

  private array(): ArrayNode {
    this.i++;
    const rows: Scalar[][] = [[]];
    for (;;) {
      rows[rows.length - 1].push(this.arrayElement());
      const sep = this.tokens[this.i++];
      if (sep?.kind === 'comma') continue;
      if (sep?.kind === 'semicolon') { rows.push([]); continue; }
      if (sep?.kind === 'rbrace') break;
      this.i--;
      throw this.fail('Missing "}"');
    }
    if (rows.some((row) => row.length !== rows[0].length)) throw this.fail('Array rows differ in length');
    return { type: 'array', rows };
  }

  private arrayElement(): Scalar {
    let sign = 1;
    for (let op = this.peekOp(); op === '-' || op === '+'; op = this.peekOp()) {
      if (op === '-') sign = -sign;
      this.i++;
    }
    const t = this.tokens[this.i++];
    if (t?.kind === 'number') return sign * (t.value as number);
    if (sign === 1 && t?.kind === 'string') return t.value as string;
    if (sign === 1 && t?.kind === 'boolean') return t.value as boolean;
    if (sign === 1 && t?.kind === 'error') return ERRORS[errorKey(t.code!)] ;
    this.i--;
    throw this.fail('Array constants hold numbers, text, booleans or errors');
  }
}

function errorKey(code: string): keyof typeof ERRORS {
  const entry = Object.entries(ERRORS).find(([, e]) => e.code === code);
  return (entry ? entry[0] : 'ERROR') as keyof typeof ERRORS;
}

function refNode(t: Token): AstNode {
  const ref = t.ref!;
  if (ref.kind === 'cell') {
    return { type: 'cell', sheet: ref.sheet, ref: ref.from as RefPoint & { row: number; col: number }, start: t.start, end: t.end };
  }
  return { type: 'range', sheet: ref.sheet, kind: ref.kind, from: ref.from, to: ref.to!, start: t.start, end: t.end };
}

function ref3dNode(t: Token): Ref3DNode {
  const ref = t.ref!;
  return { type: 'ref3d', firstSheet: ref.sheet!, lastSheet: ref.lastSheet!, kind: ref.kind, from: ref.from, to: ref.to ?? ref.from, start: t.start, end: t.end };
}
