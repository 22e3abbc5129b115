import { parseFormula, slotInScope, walkScoped } from '../../formulas/parser/index.js';

const PREFIX = '_xlpm.';
const BINDER_CALL = /(?:LET|LAMBDA)\(/i;

/**
 * LAMBDA parameters and LET names as Excel stores them in files: `_xlpm.x` where the name is bound and
 * wherever it is in scope (a LET name called as a function too), by the compiler's scope rule
 * (name-scope.ts): a LET name is not in scope in its own value nor earlier ones, so a named range of
 * the same name used there is written as the named range. Formula text without its '='; one that does
 * not parse is written as it is.
 */
export function withParameterPrefixes(formula: string): string {
  // A call's name is followed by its '(' at once (the tokenizer's rule): most formulas need no parse.
  if (!BINDER_CALL.test(formula)) return formula;
  const parsed = parseFormula(`=${formula}`);
  if (!parsed.ok) return formula;
  const marked: number[] = [];
  walkScoped(parsed.ast, (node, scope, binding) => {
    if (node.type !== 'name' && node.type !== 'call') return;
    if (binding || slotInScope(node.name, scope)) marked.push(node.start - 1);
  });
  let out = '';
  let from = 0;
  for (const start of marked.sort((a, b) => a - b)) {
    if (formula.slice(start, start + PREFIX.length).toLowerCase() === PREFIX) continue; // written with it
    out += formula.slice(from, start) + PREFIX;
    from = start;
  }
  return out + formula.slice(from);
}

/** Formula text read from a file, its `_xlpm.` prefixes dropped (outside text in quotes). */
export function withoutParameterPrefixes(formula: string): string {
  return formula.split(/("(?:[^"]|"")*")/).map((part, i) => (i % 2 === 1 ? part : part.replace(/_xlpm\./gi, ''))).join('');
}
