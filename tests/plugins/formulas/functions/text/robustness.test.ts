import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FunctionDefinition } from '../../../../../plugins/formulas/function-definition.js';
import { builtinFunctions } from '../../../../../plugins/formulas/functions/index.js';
import { ArrayValue, ERRORS, isError, isMatrix, type Scalar, type Value } from '../../../../../plugins/formulas/values.js';
import { testContext } from '../call.js';
import { cells } from './table.js';

/**
 * Every text, date, logical and information function, called with random values of every kind (huge
 * and tiny numbers, odd text, errors, empties, arrays), returns a value: no exception, no NaN or
 * Infinity (a spreadsheet has neither), no text past the cell limit.
 */
const CATEGORIES = new Set(['text', 'date', 'logical', 'information']);
const functions = builtinFunctions.filter((f) => CATEGORIES.has(f.category));

const scalar: fc.Arbitrary<Scalar> = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -100, max: 100 }),
  fc.constantFrom(0, 1, 2, 45292, 45292.5, 2958465, 1e300, -1e300, 1e-300, 0.5),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', 'abc', '1/2/2024', '2024-01-02', '12:30 PM', '$1,000', '50%', 'TRUE', 'a*b?c~', '(x+)+', '0.00', 'yyyy-mm-dd'),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(ERRORS.NA, ERRORS.DIV0, ERRORS.VALUE),
);
const value: fc.Arbitrary<Value> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { minLength: 1, maxLength: 4 }).map((xs) => ArrayValue.row(xs.map((x) => x ?? 0))) },
  { weight: 1, arbitrary: fc.array(scalar, { minLength: 1, maxLength: 4 }).map((xs) => cells(xs.map((x) => [x]))) },
);

function argsFor(f: FunctionDefinition): fc.Arbitrary<Value[]> {
  const max = Math.min(f.maxArgs, f.minArgs + 3, 7);
  return fc.array(value, { minLength: f.minArgs, maxLength: Math.max(f.minArgs, max) });
}

function checkValue(v: Value): void {
  if (isMatrix(v)) {
    for (let r = 0; r < Math.min(v.rows, 50); r++) for (let c = 0; c < Math.min(v.cols, 50); c++) checkValue(v.get(r, c));
    return;
  }
  if (typeof v === 'number') expect(Number.isFinite(v)).toBe(true);
  if (typeof v === 'string') expect(v.length).toBeLessThanOrEqual(32_767);
  if (v !== null && typeof v === 'object') expect(isError(v)).toBe(true);
}

describe('robustness', () => {
  it.each(functions.map((f) => [f.name, f] as const))('%s returns a proper value for any arguments', (_, f) => {
    fc.assert(
      fc.property(argsFor(f), (args) => {
        const result = f.lazy
          ? f.call(args.map((a) => ({ value: () => a, scalar: () => (isMatrix(a) ? (a.rows * a.cols === 1 ? a.get(0, 0) : ERRORS.VALUE) : a) })), testContext())
          : f.call(args, testContext());
        checkValue(result);
      }),
      { numRuns: 150 },
    );
  });
});
