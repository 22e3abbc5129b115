import { FormulaError, type Value } from './values.js';

/** How deep LAMBDA calls may nest (recursion through a named LAMBDA) before giving #NUM!. */
export const MAX_LAMBDA_DEPTH = 1000;

const TOO_DEEP = new FormulaError('#NUM!', `LAMBDA calls nest deeper than ${MAX_LAMBDA_DEPTH}`);

/** The value of a LAMBDA parameter left blank in a call (`f(1,)`): ISOMITTED is TRUE, reading it gives an empty value. */
export const OMITTED: unique symbol = Symbol('omitted');
export type LambdaArgument = Value | typeof OMITTED;

let depth = 0;

/**
 * A LAMBDA as a value. It is an error value (#CALC!, Excel's "a LAMBDA must be called") wherever a
 * value is wanted, so every function that is not a LAMBDA helper treats it as the error it shows;
 * calls (`LAMBDA(x,x+1)(2)`, a named LAMBDA, MAP...) find it by its class.
 */
export class Lambda extends FormulaError {
  constructor(
    /** Number of parameters; a call must pass exactly as many (blank ones count). */
    readonly arity: number,
    private readonly body: (args: readonly LambdaArgument[]) => Value,
    /** A function named as a value (`MAP(r, ABS)`) takes a range of argument counts. */
    readonly maxArity = arity,
  ) {
    super('#CALC!', 'A LAMBDA must be called');
  }

  /** Calls it: #VALUE! for a wrong number of arguments, #NUM! past the depth limit, never a stack overflow. */
  call(args: readonly LambdaArgument[]): Value {
    if (args.length < this.arity || args.length > this.maxArity) {
      return new FormulaError('#VALUE!', `The LAMBDA takes ${this.arity} argument${this.arity === 1 ? '' : 's'}, not ${args.length}`);
    }
    if (depth >= MAX_LAMBDA_DEPTH) return TOO_DEEP;
    depth++;
    try {
      return this.body(args);
    } catch (e) {
      if (e instanceof RangeError) return TOO_DEEP;
      throw e;
    } finally {
      depth--;
    }
  }
}

export function isLambda(value: unknown): value is Lambda {
  return value instanceof Lambda;
}
