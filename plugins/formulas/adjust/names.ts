import { parseFormula, slotInScope, tokenize, walkScoped } from '../parser/index.js';

type NameUse = { start: number; end: number; name: string };

/** A call's name is followed by its '(' at once (the tokenizer's rule). */
const BINDER_CALL = /(?:LET|LAMBDA)\(/i;

/**
 * Spans of the names a formula uses as named ranges, in text order: not a LET name or LAMBDA parameter
 * where the compiler binds it (name-scope.ts), so `=LET(x,x+1,x)` uses the named range x once.
 */
export function scanNames(formula: string): NameUse[] {
  const parsed = BINDER_CALL.test(formula) ? parseFormula(formula) : undefined;
  if (!parsed?.ok) {
    return tokenize(formula)
      .filter((token) => token.kind === 'name')
      .map((token) => ({ start: token.start, end: token.end, name: token.text }));
  }
  const uses: NameUse[] = [];
  walkScoped(parsed.ast, (node, scope, binding) => {
    if (node.type === 'name' && !binding && !slotInScope(node.name, scope)) uses.push({ start: node.start, end: node.end, name: formula.slice(node.start, node.end) });
  });
  return uses;
}

/**
 * Replaces uses of a named range (case-insensitive) by a new name, or by #REF! when it was deleted.
 */
export function renameInFormula(formula: string, oldName: string, newName: string | undefined): string {
  const lower = oldName.toLowerCase();
  let out = '';
  let last = 0;
  for (const use of scanNames(formula)) {
    if (use.name.toLowerCase() !== lower) continue;
    out += formula.slice(last, use.start) + (newName ?? '#REF!');
    last = use.end;
  }
  return last === 0 ? formula : out + formula.slice(last);
}
