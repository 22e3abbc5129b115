import type { CallContext, FunctionDefinition, Thunk } from '../../../../plugins/formulas/function-definition.js';
import { builtinFunctions } from '../../../../plugins/formulas/functions/index.js';
import { ArrayValue, ERRORS, isMatrix, type Scalar, type Value } from '../../../../plugins/formulas/values.js';

/** A context for calling functions directly in unit tests: fixed clock, no references. */
export function testContext(overrides: Partial<CallContext> = {}): CallContext {
  return {
    sheetId: 'sheet1',
    row: 0,
    col: 0,
    casting: false,
    now: () => 45292.5, // 2024-01-01 12:00
    reference: () => ERRORS.REF,
    offset: () => ERRORS.REF,
    memo: (_range, _key, build) => build(),
    sheetOrder: () => ['sheet1'],
    sheetIdByName: (name) => (name.toLowerCase() === 'sheet1' ? 'sheet1' : undefined),
    formulaText: () => undefined,
    ...overrides,
  };
}

/** A 2D array argument, like a range or an array constant. */
export const grid = (rows: Scalar[][]): ArrayValue => new ArrayValue(rows);
export const col = (...values: Scalar[]): ArrayValue => ArrayValue.column(values);

export function fn(name: string): FunctionDefinition {
  const found = builtinFunctions.find((f) => f.name === name.toUpperCase());
  if (!found) throw new Error(`No function ${name}`);
  return found;
}

/** Calls a built-in by name with already-evaluated arguments (lazy functions get thunks). */
export function call(name: string, args: Value[], ctx: CallContext = testContext()): Value {
  const f = fn(name);
  if (f.lazy) {
    const thunks: Thunk[] = args.map((v) => ({
      value: () => v,
      scalar: () => (isMatrix(v) ? (v.rows === 1 && v.cols === 1 ? v.get(0, 0) : ERRORS.VALUE) : v),
    }));
    return f.call(thunks, ctx);
  }
  return f.call(args, ctx);
}
