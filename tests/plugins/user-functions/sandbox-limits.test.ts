import { beforeAll, describe, expect, it } from 'vitest';
import { FormulaError } from '../../../plugins/formulas/values.js';
import { loadUserFunctionSandbox, ScriptSandbox, userFunctionDefinitions } from '../../../plugins/user-functions/index.js';

beforeAll(loadUserFunctionSandbox);

const CONTEXT = { sheetId: 's', row: 0, col: 0, casting: false, now: () => 0, reference: () => new FormulaError('#REF!'), offset: () => new FormulaError('#REF!'), memo: <T>(_r: unknown, _k: unknown, b: () => T) => b() };

/** One user function called like a formula does, then disposed (freeing its runtime). */
function call(name: string, text: string, ...args: number[]) {
  const { definitions, dispose } = userFunctionDefinitions([{ name, text }]);
  try {
    const fn = definitions[0];
    if (fn.lazy) throw new Error('user functions are eager');
    return fn.call(args, CONTEXT);
  } finally {
    dispose();
  }
}

function expectError(value: unknown, cause: RegExp): void {
  expect(value).toBeInstanceOf(FormulaError);
  expect((value as FormulaError).code).toBe('#ERROR!');
  expect((value as FormulaError).cause).toMatch(cause);
}

/** Calls `run` below `depth` frames of the host's own stack. */
function atHostDepth<T>(depth: number, run: () => T): T {
  return depth === 0 ? run() : atHostDepth(depth - 1, run);
}

const ADD = 'function ADD(a, b) { return a + b; }';

describe('user function limits', () => {
  it('ends unbounded recursion with #ERROR!, and its runtime is freed without aborting the process', () => {
    expectError(call('DOWN', 'function DOWN(x) { return DOWN(x + 1) + 1; }', 1), /stack overflow/);
    expectError(call('DEEP', 'function DEEP(x) { return DEEP({ a: [x] }); }', 1), /stack overflow/);
    expect(call('ADD', ADD, 2, 3)).toBe(5);
  });

  it('survives recursion that starts where the host\'s own stack is nearly used up', () => {
    // Deeper and deeper host stacks, until the host itself runs out: every call still gives #ERROR!.
    for (let depth = 0; depth < 20_000; depth += 500) {
      let result: unknown;
      try {
        result = atHostDepth(depth, () => call('DOWN', 'function DOWN(x) { return DOWN(x + 1) + 1; }', 1));
      } catch (error) {
        expect(error).toBeInstanceOf(RangeError);
        break;
      }
      expectError(result, /stack overflow/);
    }
    expect(call('ADD', ADD, 2, 3)).toBe(5);
  });

  it('replaces a sandbox the host cut short, so later calls of the same function work', () => {
    const { definitions, dispose } = userFunctionDefinitions([{ name: 'MAYBE', text: 'function MAYBE(n) { function down(k) { return k <= 0 ? 0 : 1 + down(k - 1); } return down(n); }' }]);
    const fn = definitions[0];
    if (fn.lazy) throw new Error('user functions are eager');
    try {
      for (let depth = 0; depth < 20_000; depth += 500) {
        try {
          atHostDepth(depth, () => fn.call([600], CONTEXT));
        } catch {
          break;
        }
      }
      expect(fn.call([10], CONTEXT)).toBe(10);
    } finally {
      dispose();
    }
  });

  it.each([
    ['arrays', 'function F() { var a = []; for (;;) a.push(new Array(100000).fill(0)); }'],
    ['typed arrays', 'function F() { var a = []; for (;;) a.push(new Uint8Array(1000000)); }'],
    ['strings', 'function F() { var a = []; for (var i = 0;; i++) a.push("x".repeat(100000) + i); }'],
    ['objects', 'function F() { var o = {}; for (var i = 0;; i++) o["k" + i] = { v: [i] }; }'],
    ['one huge array', 'function F() { return new Array(1e8).fill(1).length; }'],
  ])('ends a function that allocates without end (%s) with #ERROR!, and later calls work', (_kind, text) => {
    expectError(call('F', text), /out of memory|Stopped after 500 ms/);
    expect(call('ADD', ADD, 2, 3)).toBe(5);
  });

  it('frees a sandbox after an interrupted call without aborting', () => {
    const sandbox = new ScriptSandbox('SPIN', 'function SPIN() { var a = []; while (true) a.push({}); }');
    expect(sandbox.call([], 50)).toEqual({ ok: false, error: 'Stopped after 50 ms.' });
    sandbox.dispose();
    expect(call('ADD', ADD, 1, 1)).toBe(2);
  });
});
