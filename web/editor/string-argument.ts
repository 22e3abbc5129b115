import { isFormula } from '../../plugins/formulas/index.js';
import { tokenize } from '../../plugins/formulas/parser/index.js';

/** The caret is inside an unfinished string that is an argument of a function call. */
export interface StringArgument {
  /** The function's name, upper case. */
  readonly fn: string;
  /** Which argument (0 for the first). */
  readonly index: number;
  /** The first argument's text when it is a finished string (INPUT's path), for later arguments. */
  readonly first?: string;
  /** Where the string's text starts (after its opening quote) and what has been typed of it. */
  readonly start: number;
  readonly typed: string;
}

interface Call {
  readonly fn?: string;
  args: number;
  first?: string;
}

/**
 * Finds the string being typed at the caret, as in `=INPUT("buy|` or `=INPUT("items", "pr|`: the text
 * before the caret must end in an unterminated string directly inside a function call's parentheses.
 */
export function stringArgumentAt(text: string, caret: number): StringArgument | undefined {
  if (!isFormula(text)) return undefined;
  const tokens = tokenize(text.slice(0, caret));
  const last = tokens[tokens.length - 1];
  if (!last || last.kind !== 'invalid' || !last.text.startsWith('"') || last.end !== caret) return undefined;
  const calls: Call[] = [];
  let pendingFunction: string | undefined;
  let previous: string | undefined;
  for (const token of tokens.slice(0, -1)) {
    if (token.kind === 'function') pendingFunction = String(token.value);
    else if (token.kind === 'lparen') {
      calls.push({ fn: pendingFunction, args: 0 });
      pendingFunction = undefined;
    } else if (token.kind === 'rparen') calls.pop();
    else if (token.kind === 'comma' || token.kind === 'semicolon') {
      const call = calls[calls.length - 1];
      if (call) call.args += 1;
    } else if (token.kind === 'string' && previous === 'lparen') {
      const call = calls[calls.length - 1];
      if (call && call.args === 0) call.first = String(token.value);
    }
    previous = token.kind;
  }
  const call = calls[calls.length - 1];
  // The string must be the whole argument so far: right after '(' or a separator.
  if (!call?.fn || (previous !== 'lparen' && previous !== 'comma' && previous !== 'semicolon')) return undefined;
  return { fn: call.fn, index: call.args, first: call.first, start: last.start + 1, typed: last.text.slice(1) };
}
