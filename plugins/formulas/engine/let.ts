import type { CallNode } from '../parser/index.js';
import { ERRORS, FormulaError } from '../values.js';
import type { Compiler, Evaluator, Scope } from './compile.js';
import type { Env } from './runtime.js';

/**
 * LET(name1, value1, [name2, value2, ...], calculation): each value sees the names before it; the
 * calculation sees them all. Compiled in place so names cost an array slot, not a lookup by text.
 */
export function compileLet(compiler: Compiler, node: CallNode, scope: Scope | undefined): Evaluator {
  const args = node.args;
  if (args.length < 3 || args.length % 2 === 0) return () => new FormulaError('#N/A', 'LET needs name/value pairs and a calculation');
  const names: string[] = [];
  for (let i = 0; i < args.length - 1; i += 2) {
    const arg = args[i];
    if (arg.type !== 'name') return () => ERRORS.VALUE;
    names.push(arg.name.toUpperCase());
  }
  const inner: Scope = { names, parent: scope };
  const values: Evaluator[] = [];
  for (let i = 1; i < args.length - 1; i += 2) values.push(compiler.compile(args[i], 'ref', inner));
  const calc = compiler.compile(args[args.length - 1], 'value', inner);
  return (cell, env) => {
    const own: Env = { values: new Array(names.length), parent: env };
    for (let i = 0; i < values.length; i++) own.values[i] = values[i](cell, own);
    return calc(cell, own);
  };
}
