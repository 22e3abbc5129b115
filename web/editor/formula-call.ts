import { isFormula } from '../../plugins/formulas/index.js';
import { tokenize, type Token } from '../../plugins/formulas/parser/index.js';

/** The innermost function call around the caret: its name, which argument the caret is in, and how many it has. */
export interface CallAtCaret {
  /** Upper case, as the tokenizer gives function names. */
  readonly fn: string;
  /** Zero-based index of the argument the caret is in. */
  readonly index: number;
  /** How many arguments the call has in the whole text (the caret's included, even when still empty). */
  readonly count: number;
}

/** An open '(' of a call (with its function) or of a plain group, or an array constant's '{'. */
interface Frame {
  readonly fn?: string;
  args: number;
}

const SEPARATORS = new Set(['comma', 'semicolon']);

/** Applies one token to the stack of open frames. */
function follow(stack: Frame[], token: Token, pendingFunction: string | undefined): void {
  if (token.kind === 'lparen') stack.push({ fn: pendingFunction, args: 0 });
  else if (token.kind === 'lbrace') stack.push({ args: 0 });
  else if (token.kind === 'rparen' || token.kind === 'rbrace') stack.pop();
  else if (SEPARATORS.has(token.kind)) {
    const top = stack[stack.length - 1];
    if (top) top.args += 1;
  }
}

/**
 * Finds the call whose argument list holds the caret, as in `=IF(A1>2, SUM(B1:B3|), 0)` (SUM, argument 0
 * of 1) or `=VLOOKUP(A1, |` (VLOOKUP, argument 1 of 2). A parenthesised group or an array constant inside
 * an argument belongs to the call around it. Undefined outside any call or outside a formula.
 */
export function callAtCaret(text: string, caret: number): CallAtCaret | undefined {
  if (!isFormula(text)) return undefined;
  const tokens = tokenize(text);
  const stack: Frame[] = [];
  let pendingFunction: string | undefined;
  let at = 0;
  for (; at < tokens.length && tokens[at].start < caret; at++) {
    follow(stack, tokens[at], pendingFunction);
    pendingFunction = tokens[at].kind === 'function' ? String(tokens[at].value) : undefined;
  }
  const depth = [...stack.keys()].reverse().find((level) => stack[level].fn !== undefined);
  if (depth === undefined) return undefined;
  const call = stack[depth];
  const index = call.args;
  // Count the call's remaining separators up to its closing parenthesis.
  for (; at < tokens.length && stack.length > depth; at++) follow(stack, tokens[at], undefined);
  return { fn: call.fn as string, index, count: call.args + 1 };
}
