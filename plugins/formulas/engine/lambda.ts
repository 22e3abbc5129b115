import { namesBoundFor, type AstNode, type CallNode } from '../parser/index.js';
import { ERRORS, FormulaError, isMatrix, type Value } from '../values.js';
import { Lambda, OMITTED, type LambdaArgument } from '../lambda-value.js';
import type { FunctionDefinition, Thunk } from '../function-definition.js';
import type { NodeCompiler, Scope } from './compile-types.js';
import { callEager } from './call.js';
import type { Runtime } from './runtime.js';
import type { Evaluator } from './sheet-data.js';

/**
 * LAMBDA(param1, ..., calculation): a value that computes `calculation` with its parameters bound when
 * called. It closes over the LET names (and parameters) around it, and evaluates its references
 * from the cell it was written in, wherever it is called from.
 */
export function compileLambda(compiler: NodeCompiler, node: CallNode, scope: Scope | undefined): Evaluator {
  const args = node.args;
  if (args.length === 0) return () => new FormulaError('#VALUE!', 'LAMBDA needs a calculation');
  const names = namesBoundFor(node, args.length - 1);
  if (names.length !== args.length - 1 || new Set(names).size !== names.length) return () => new FormulaError('#VALUE!', 'LAMBDA parameters are distinct names');
  const body = compiler.compile(args[args.length - 1], 'ref', { names, parent: scope });
  const arity = names.length;
  return (cell, env) => new Lambda(arity, (values) => body(cell, { values: values as unknown[], parent: env }));
}

/** Evaluates call arguments for a LAMBDA: references stay references, a blank argument is OMITTED. */
export function compileArguments(compiler: NodeCompiler, args: readonly AstNode[], scope: Scope | undefined): Evaluator[] {
  return args.map((arg) => (arg.type === 'empty' ? () => OMITTED as unknown as Value : compiler.compile(arg, 'ref', scope)));
}

/** Calls what `callee` gives with `args`; anything but a LAMBDA is #VALUE! (its error if an error). */
export function invoke(value: Value, args: readonly Evaluator[], cell: Parameters<Evaluator>[0], env: Parameters<Evaluator>[1]): Value {
  const callee = isMatrix(value) && value.rows === 1 && value.cols === 1 ? value.get(0, 0) : value; // a named LAMBDA's cell
  if (!(callee instanceof Lambda)) return callee instanceof FormulaError ? callee : new FormulaError('#VALUE!', 'Only a LAMBDA can be called');
  const values: LambdaArgument[] = new Array(args.length);
  for (let i = 0; i < args.length; i++) values[i] = args[i](cell, env);
  return callee.call(values);
}

/** ISOMITTED(param): TRUE when the LAMBDA's call left that parameter blank. */
export function compileIsOmitted(compiler: NodeCompiler, node: CallNode, scope: Scope | undefined): Evaluator {
  if (node.args.length !== 1) return () => new FormulaError('#N/A', 'ISOMITTED takes one argument');
  const arg = compiler.compileRaw(node.args[0], scope);
  return (cell, env) => arg(cell, env) === (OMITTED as unknown);
}

/**
 * A function named without a call (`MAP(A1:A3, ABS)`, `GROUPBY(..., SUM)`): Excel's shorthand for
 * LAMBDA(x, ABS(x)), taking as many arguments as it is given.
 */
export function functionAsLambda(def: FunctionDefinition, rt: Runtime, cell: Parameters<Evaluator>[0]): Lambda {
  return new Lambda(def.minArgs, (args) => {
    const values = args.map((a) => (a === OMITTED ? null : a));
    if (!def.lazy) return callEager(def, values, rt.context(cell));
    const thunks: Thunk[] = values.map((v) => ({ value: () => v, scalar: () => (isMatrix(v) ? (v.rows === 1 && v.cols === 1 ? v.get(0, 0) : ERRORS.VALUE) : v) }));
    return def.call(thunks, rt.context(cell));
  }, def.maxArgs);
}
