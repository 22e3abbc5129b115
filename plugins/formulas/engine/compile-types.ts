import type { AstNode, NameScope } from '../parser/index.js';
import type { Evaluator } from './sheet-data.js';

// The compiler's types, apart from compile.ts: the helpers that compile LET, LAMBDA and their calls
// (let.ts, lambda.ts) call back into the compiler, which imports them, so they name it by this interface.

/** LET names and LAMBDA parameters in scope while compiling, innermost first (parser/name-scope.ts). */
export type Scope = NameScope;

/** 'value': a cell reference is read; 'ref': it stays a reference (arguments of 'any' functions). */
export type Mode = 'value' | 'ref';

/** What a helper compiling part of a formula asks of the compiler (compile.ts Compiler). */
export interface NodeCompiler {
  compile(node: AstNode, mode?: Mode, scope?: Scope): Evaluator;
  /** A LET name or LAMBDA parameter as bound (ISOMITTED sees a blank argument); anything else compiled. */
  compileRaw(node: AstNode, scope: Scope | undefined): Evaluator;
}
