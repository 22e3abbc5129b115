import { callsNamedLambda, parseFormula, slotInScope, tokenize, walkScoped } from '../parser/index.js';

type NameUse = { start: number; end: number; name: string; call: boolean };

/** A call's name is followed by its '(' at once (the tokenizer's rule). */
const BINDER_CALL = /(?:LET|LAMBDA)\(/i;

/**
 * Spans of the names a formula uses as named ranges, in text order: not a LET name or LAMBDA parameter
 * where the compiler binds it (name-scope.ts), so `=LET(x,x+1,x)` uses the named range x once. With
 * `isFunction` (upper-case names), calls of a name that is no function too: a named range's LAMBDA
 * called by name (`=MYFN(2)`), marked `call`.
 */
export function scanNames(formula: string, isFunction?: (name: string) => boolean): NameUse[] {
  const parsed = BINDER_CALL.test(formula) ? parseFormula(formula) : undefined;
  if (!parsed?.ok) {
    return tokenize(formula)
      .filter((token) => token.kind === 'name' || (isFunction !== undefined && token.kind === 'function' && callsNamedLambda(token.text, undefined, isFunction)))
      .map((token) => ({ start: token.start, end: token.end, name: token.text, call: token.kind === 'function' }));
  }
  const uses: NameUse[] = [];
  walkScoped(parsed.ast, (node, scope, binding) => {
    const named = node.type === 'name' && !binding && !slotInScope(node.name, scope);
    const called = node.type === 'call' && isFunction !== undefined && callsNamedLambda(node.name, scope, isFunction);
    if (named || called) uses.push({ start: node.start, end: node.end, name: formula.slice(node.start, node.end), call: called });
  });
  return uses;
}

/**
 * Replaces uses of a named range (case-insensitive) by a new name, or by #REF! when it was deleted.
 * With `isFunction`, a renamed range's LAMBDA called by name (`=MYFN(2)`) is called by its new name;
 * a deleted one's calls stay (they are #NAME?, as any unknown function: `#REF!(2)` would not parse).
 */
export function renameInFormula(formula: string, oldName: string, newName: string | undefined, isFunction?: (name: string) => boolean): string {
  const lower = oldName.toLowerCase();
  let out = '';
  let last = 0;
  for (const use of scanNames(formula, isFunction)) {
    if (use.name.toLowerCase() !== lower || (use.call && newName === undefined)) continue;
    out += formula.slice(last, use.start) + (newName ?? '#REF!');
    last = use.end;
  }
  return last === 0 ? formula : out + formula.slice(last);
}
