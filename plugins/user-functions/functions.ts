import {
  ArrayValue, capped, ERRORS, FormulaError, type FunctionDefinition, isError, isMatrix, type Scalar, type Value,
} from '../formulas/index.js';
import type { UserFunction } from '../workbook/index.js';
import { USER_FUNCTION_TIME_LIMIT_MS } from './sandbox-limits.js';
import type { SandboxRunner } from './sandbox-protocol.js';

/** A cell value as the script sees it: errors become their text, ranges and arrays nested arrays. */
function toScript(value: Value): unknown {
  if (isMatrix(value)) {
    const rows: unknown[][] = [];
    for (let r = 0; r < value.rows; r++) {
      const row: unknown[] = [];
      for (let c = 0; c < value.cols; c++) row.push(toScript(value.get(r, c)));
      rows.push(row);
    }
    return rows;
  }
  return isError(value) ? value.code : value;
}

/**
 * A script's result as a formula value: scalars as they are, nested arrays spill, anything else #VALUE!.
 * Text past Excel's cell limit is #VALUE!, as a formula building it would be.
 */
function fromScript(value: unknown): Value {
  if (typeof value === 'string') return capped(value);
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : ERRORS.NUM;
  if (Array.isArray(value)) {
    const rows = value.every(Array.isArray) ? (value as unknown[][]) : value.map((v) => [v]);
    const width = Math.max(0, ...rows.map((row) => row.length));
    if (!rows.length || !width) return ERRORS.VALUE;
    const data = rows.map((row) => Array.from({ length: width }, (_, i) => scalarOf(row[i])));
    return new ArrayValue(data);
  }
  return new FormulaError('#VALUE!', 'A user function must return a number, text, a boolean or an array of them.');
}

function scalarOf(value: unknown): Scalar {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : ERRORS.NUM;
  if (typeof value === 'string') return capped(value);
  if (typeof value === 'boolean') return value;
  return ERRORS.VALUE;
}

export interface UserFunctionLimits {
  /**
   * Time all calls together may take (a server evaluating a template for a request): past it, every call
   * gives #ERROR! at once, so a thousand cells calling a looping script cost this, not 500 s. Only a
   * runner that blocks needs one, and a set serves one evaluation.
   */
  readonly budgetMs?: number;
}

/** The workbook's user functions as formula functions, and what frees their sandboxes. */
export interface UserFunctionSet {
  readonly definitions: FunctionDefinition[];
  dispose(): void;
}

/** The sandbox's answer when the script lacks the function: SPEC section 8's "missing user function". */
const MISSING_FUNCTION = /^The script does not define a function named /;

/** What a cell calling a user function shows while a deferred runner computes it. */
export const CALCULATING = new FormulaError('#ERROR!', 'Calculating...');

/**
 * The workbook's user functions as formula functions, each call run by `runner` (in a worker it can
 * kill). A script that fails, throws or runs past 500 ms gives #ERROR! with the reason; a script that
 * does not define the function it is named for gives #VALUE! (SPEC section 8). With a deferred runner
 * (the browser) the functions are volatile: a call not answered yet gives CALCULATING, and the host
 * recalculates when the runner says answers arrived.
 */
export function userFunctionDefinitions(functions: readonly UserFunction[], runner: SandboxRunner, limits: UserFunctionLimits = {}): UserFunctionSet {
  let left = limits.budgetMs ?? Infinity;
  const definitions = functions.map((fn): FunctionDefinition => ({
    name: fn.name.toUpperCase(),
    category: 'product',
    minArgs: 0,
    maxArgs: Infinity,
    args: ['any'],
    description: `User function ${fn.name}`,
    syntax: `${fn.name}(...)`,
    volatile: runner.deferred,
    call(args) {
      if (left <= 0) return new FormulaError('#ERROR!', `User functions used up their ${limits.budgetMs} ms for this evaluation.`);
      const started = Date.now();
      const result = runner.run({ name: fn.name, text: fn.text, args: args.map(toScript), limitMs: Math.min(USER_FUNCTION_TIME_LIMIT_MS, left) });
      left -= Date.now() - started;
      if (!result) return CALCULATING;
      if (result.ok) return fromScript(result.value);
      return new FormulaError(MISSING_FUNCTION.test(result.error) ? '#VALUE!' : '#ERROR!', result.error);
    },
  }));
  return {
    definitions,
    dispose: () => runner.free(functions.map(({ name, text }) => ({ name, text }))),
  };
}
