import { tokenize, type Token } from '../../formulas/parser/index.js';

/** The functions whose own names Excel stores with `_xlpm.`: LAMBDA's parameters and LET's names. */
const BINDERS = new Set(['LAMBDA', 'LET']);
const PREFIX = '_xlpm.';

/** The arguments of the call whose '(' is at `open`, each as its tokens, and the index of its ')'. */
function callArguments(tokens: readonly Token[], open: number): { args: Token[][]; close: number } {
  const args: Token[][] = [[]];
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.kind === 'lparen') depth++;
    if (token.kind === 'rparen' && --depth === 0) return { args, close: i };
    if (depth === 1 && token.kind === 'comma') args.push([]);
    else if (i > open) args[args.length - 1].push(token);
  }
  return { args, close: tokens.length - 1 };
}

/** The names a LAMBDA (all but its last argument) or a LET (every other argument but the last) binds. */
function boundNames(fn: string, args: readonly Token[][]): string[] {
  const positions = args.slice(0, -1).map((_, i) => i).filter((i) => fn === 'LAMBDA' || i % 2 === 0);
  return positions
    .map((i) => args[i])
    .filter((arg) => arg.length === 1 && arg[0].kind === 'name')
    .map((arg) => arg[0].text.toUpperCase());
}

/**
 * LAMBDA parameters and LET names as Excel stores them in files: `_xlpm.x` wherever the name is bound or
 * used inside its call (a LET name called as a function too). Formula text without its '='.
 */
export function withParameterPrefixes(formula: string): string {
  const tokens = tokenize(`=${formula}`);
  const marked = new Set<number>();
  tokens.forEach((token, i) => {
    if (token.kind !== 'function' || !BINDERS.has(String(token.value)) || tokens[i + 1]?.kind !== 'lparen') return;
    const { args, close } = callArguments(tokens, i + 1);
    const names = new Set(boundNames(String(token.value), args));
    for (let j = i + 2; j < close; j++) {
      const inner = tokens[j];
      if ((inner.kind === 'name' || inner.kind === 'function') && names.has(inner.text.toUpperCase())) marked.add(inner.start - 1);
    }
  });
  let out = '';
  let from = 0;
  for (const start of [...marked].sort((a, b) => a - b)) {
    out += formula.slice(from, start) + PREFIX;
    from = start;
  }
  return out + formula.slice(from);
}

/** Formula text read from a file, its `_xlpm.` prefixes dropped (outside text in quotes). */
export function withoutParameterPrefixes(formula: string): string {
  return formula.split(/("(?:[^"]|"")*")/).map((part, i) => (i % 2 === 1 ? part : part.replace(/_xlpm\./gi, ''))).join('');
}
