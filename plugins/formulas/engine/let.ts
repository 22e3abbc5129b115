import { namesBoundFor, type CallNode } from '../parser/index.js';
import { ERRORS, FormulaError } from '../values.js';
import type { NodeCompiler, Scope } from './compile-types.js';
import type { Env, Evaluator } from './sheet-data.js';

/**
 * LET(name1, value1, [name2, value2, ...], calculation): each value sees the names before it, not its
 * own nor later ones (as in Excel, `=LET(f,LAMBDA(n,f(n-1)),f(3))` is #NAME?: a LAMBDA recurses only
 * through a named range); the calculation sees them all. A name not yet defined is looked up around
 * the LET (an outer LET, a LAMBDA's parameter, a named range); the rule is namesBoundFor's, which the
 * dependency tree and the xlsx writer share. Compiled in place so names cost an array slot, not a
 * lookup by text: value i's scope is the first i names of the one frame.
 */
export function compileLet(compiler: NodeCompiler, node: CallNode, scope: Scope | undefined): Evaluator {
  const args = node.args;
  if (args.length < 3 || args.length % 2 === 0) return () => new FormulaError('#N/A', 'LET needs name/value pairs and a calculation');
  for (let i = 0; i < args.length - 1; i += 2) if (args[i].type !== 'name') return () => ERRORS.VALUE;
  const values: Evaluator[] = [];
  for (let i = 1; i < args.length - 1; i += 2) values.push(compiler.compile(args[i], 'ref', { names: namesBoundFor(node, i), parent: scope }));
  const names = namesBoundFor(node, args.length - 1);
  const calc = compiler.compile(args[args.length - 1], 'value', { names, parent: scope });
  return (cell, env) => {
    const own: Env = { values: new Array(names.length), parent: env };
    for (let i = 0; i < values.length; i++) own.values[i] = values[i](cell, own);
    return calc(cell, own);
  };
}
