import type { AstNode, CallNode } from './ast.js';
import { childrenOf } from './ast-walk.js';

/**
 * Where a formula's LET names and LAMBDA parameters are visible, as Excel scopes them. The compiler,
 * the dependency tree, the xlsx writer's `_xlpm.` prefixes and a named range's rename all read it here,
 * so a name means the same thing to each: a LET name or parameter where one is in scope, a named range
 * anywhere else.
 */

/** LET names and LAMBDA parameters in scope at a point of a formula, innermost first (upper-case). */
export interface NameScope {
  readonly names: readonly string[];
  readonly parent: NameScope | undefined;
}

/** xlsx files store LAMBDA parameters and LET names with this prefix; a formula may be read with it. */
const FILE_PREFIX = '_XLPM.';

/** A function's name without the `_xlfn.` prefix xlsx files give newer functions. */
const bareFunction = (name: string): string => (name.startsWith('_XLFN.') ? name.slice(6) : name);

/** A LET name or LAMBDA parameter as written: upper-case, without `_xlpm.`; undefined for anything but a name. */
export function bindingName(node: AstNode): string | undefined {
  if (node.type !== 'name') return undefined;
  const upper = node.name.toUpperCase();
  return upper.startsWith(FILE_PREFIX) ? upper.slice(FILE_PREFIX.length) : upper;
}

/** Whether `call` binds names: LET and LAMBDA. */
export function bindsNames(call: CallNode): boolean {
  const name = bareFunction(call.name);
  return name === 'LET' || name === 'LAMBDA';
}

/**
 * Whether argument `index` of `call` is a name it binds: a LET's names (every other one before its
 * calculation), a LAMBDA's parameters (all but its last).
 */
export function isBindingArgument(call: CallNode, index: number): boolean {
  if (index >= call.args.length - 1 || !bindsNames(call)) return false;
  return bareFunction(call.name) === 'LAMBDA' || index % 2 === 0;
}

/**
 * The names a LET or LAMBDA puts in scope for its argument `index`: LET's value i sees the names
 * before it, not its own nor later ones (`=LET(x,x+1,x)` reads a named range x in its value), its
 * calculation sees them all; a LAMBDA's calculation sees its parameters. None for the names
 * themselves, nor for any other call. LET's value i sees a prefix of its calculation's names (one
 * frame serves both).
 */
export function namesBoundFor(call: CallNode, index: number): string[] {
  if (!bindsNames(call)) return [];
  const last = call.args.length - 1;
  const isLet = bareFunction(call.name) === 'LET';
  const end = index === last ? last : isLet && index % 2 === 1 ? index - 1 : 0;
  const names: string[] = [];
  for (let i = 0; i < end; i += isLet ? 2 : 1) {
    const name = bindingName(call.args[i]);
    if (name !== undefined) names.push(name);
  }
  return names;
}

/**
 * Where a name (any case, `_xlpm.` or not) is bound in `scope`: scopes up, and its slot; undefined
 * when it is not (a named range).
 */
export function slotInScope(name: string, scope: NameScope | undefined): { depth: number; index: number } | undefined {
  const upper = name.toUpperCase();
  const bare = upper.startsWith(FILE_PREFIX) ? upper.slice(FILE_PREFIX.length) : upper;
  let depth = 0;
  for (let s = scope; s; s = s.parent, depth++) {
    const index = s.names.indexOf(bare);
    if (index >= 0) return { depth, index };
  }
  return undefined;
}

/** Calls the compiler reads itself, whatever functions a host assembles. */
const OWN_CALLS = new Set(['LET', 'LAMBDA', 'ISOMITTED']);

/**
 * Whether a call of `name` (as written) calls a named range's LAMBDA (`=MYFN(2)`), as the compiler
 * reads it: no LET name or parameter of that name is in `scope`, and it is no function (`isFunction`,
 * given the upper-case name without `_xlfn.`).
 */
export function callsNamedLambda(name: string, scope: NameScope | undefined, isFunction: (name: string) => boolean): boolean {
  const bare = bareFunction(name.toUpperCase());
  return !OWN_CALLS.has(bare) && !slotInScope(bare, scope) && !isFunction(bare);
}

/**
 * Visits every node, parents first and in text order, with the names in scope there (namesBoundFor)
 * and whether the node is itself a name a LET or LAMBDA binds. Without recursion, as walkAst.
 */
export function walkScoped(root: AstNode, visit: (node: AstNode, scope: NameScope | undefined, binding: boolean) => void): void {
  const stack: [AstNode, NameScope | undefined, boolean][] = [[root, undefined, false]];
  while (stack.length) {
    const [node, scope, binding] = stack.pop()!;
    visit(node, scope, binding);
    if (node.type === 'call' && bindsNames(node)) {
      for (let i = node.args.length - 1; i >= 0; i--) {
        const names = namesBoundFor(node, i);
        stack.push([node.args[i], names.length > 0 ? { names, parent: scope } : scope, isBindingArgument(node, i)]);
      }
      continue;
    }
    const children = childrenOf(node);
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], scope, false]);
  }
}
