import { afterAll, describe, expect, it } from 'vitest';
import { FormulaError } from '../../../plugins/formulas/values.js';
import { createSandboxHost, loadUserFunctionSandbox, ScriptSandbox, userFunctionDefinitions } from '../../../plugins/user-functions/index.js';
import { blockingSandboxRunner } from '../../../plugins/user-functions/server/blocking-runner.js';
import { testContext } from '../formulas/functions/call.js';

const runner = blockingSandboxRunner();
afterAll(() => runner.dispose());

const CONTEXT = testContext({ sheetId: 's', now: () => 0 });

/** One user function called like a formula does (in the runner's worker), then its sandbox freed. */
function call(name: string, text: string, ...args: number[]) {
  const { definitions, dispose } = userFunctionDefinitions([{ name, text }], runner);
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
const DOWN = 'function DOWN(x) { return DOWN(x + 1) + 1; }';
const SLOW_NATIVE = 'function F() { var s = "ab".repeat(5000); for (;;) s.split("").reverse().join(""); }';

describe('user function limits, in the worker', () => {
  it('ends unbounded recursion with #ERROR!, and the process goes on', () => {
    expectError(call('DOWN', DOWN, 1), /stack overflow/);
    expectError(call('DEEP', 'function DEEP(x) { return DEEP({ a: [x] }); }', 1), /stack overflow/);
    expect(call('ADD', ADD, 2, 3)).toBe(5);
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

  it.each([
    // QuickJS consults its interrupt handler only every 10,000 operations, so a loop of slow native calls
    // ran for 12 s (and a loop of sorts for minutes): the runner kills the worker instead.
    ['string work', 'function F() { var s = "ab".repeat(5000); for (;;) s.split("").reverse().join(""); }'],
    ['sorts', 'function F() { var a = []; for (var i = 0; i < 100000; i++) a.push(i); for (;;) a.slice().sort(); }'],
  ])('kills a loop of slow native calls (%s) with #ERROR!, and later calls work in a new worker', (_kind, text) => {
    expectError(call('F', text), /Stopped after 500 ms/);
    expect(call('ADD', ADD, 2, 3)).toBe(5);
  });

  it.each([2, 3])('ends %i runaway calls in a row with #ERROR!, each killed worker replaced by a spare loaded before it', async (count) => {
    expect(call('ADD', ADD, 2, 3)).toBe(5);
    // The first call's worker is up and a spare loads beside it, before any call overruns (before the
    // spare, the replacement only started once a worker was killed, and the next call waited ~0.9 s for it).
    const before = runner.workersStarted;
    expect(before).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < count; i++) expectError(call('F', SLOW_NATIVE), /Stopped after 500 ms/);
    // Each overrun promoted the spare and started the next one.
    expect(runner.workersStarted).toBe(before + count);
    expect(call('ADD', ADD, 2, 3)).toBe(5);
  });

  it('gives #VALUE! for text past the 32,767-character cell limit, alone or in an array, as a formula would', () => {
    const tooLong = (value: unknown) => {
      expect(value).toBeInstanceOf(FormulaError);
      expect(value).toMatchObject({ code: '#VALUE!', cause: expect.stringMatching(/32,767/) });
    };
    tooLong(call('BIG', 'function BIG(n) { return "x".repeat(n); }', 100_000));
    tooLong(call('BIG', 'function BIG(n) { return "x".repeat(n); }', 32_768));
    expect(call('BIG', 'function BIG(n) { return "x".repeat(n); }', 32_767)).toHaveLength(32_767);
    const spilled = call('ROWS', 'function ROWS(n) { return [["ok", "x".repeat(n)]]; }', 40_000) as { get(r: number, c: number): unknown };
    expect(spilled.get(0, 0)).toBe('ok');
    tooLong(spilled.get(0, 1));
  });

  it('ends an endless loop and a throw with #ERROR!', () => {
    expectError(call('SPIN', 'function SPIN() { for (;;) {} }'), /Stopped after 500 ms/);
    expectError(call('BOOM', 'function BOOM() { throw new RangeError("no way"); }'), /RangeError: no way/);
    expect(call('ADD', ADD, 1, 1)).toBe(2);
  });
});

describe('a sandbox on the host\'s own thread', () => {
  it('survives recursion that starts where the host\'s own stack is nearly used up, and says when it must be replaced', async () => {
    await loadUserFunctionSandbox();
    const handle = createSandboxHost();
    // Deeper and deeper host stacks, until the host itself runs out: every call still gives an error.
    for (let depth = 0, id = 1; depth < 20_000; depth += 500, id++) {
      let answer: ReturnType<typeof handle>;
      try {
        answer = atHostDepth(depth, () => handle({ type: 'call', id, call: { name: 'DOWN', text: DOWN, args: [1], limitMs: 500 } }));
      } catch (error) {
        expect(error).toBeInstanceOf(RangeError);
        break;
      }
      expect(answer).toMatchObject({ id, result: { ok: false, error: expect.stringMatching(/stack overflow/) } });
      // A runtime the host's stack cut short is never touched again: the worker asks to be replaced.
      if (answer?.recycle) break;
    }
    expect(handle({ type: 'call', id: 0, call: { name: 'ADD', text: ADD, args: [2, 3], limitMs: 500 } })?.result).toEqual({ ok: true, value: 5 });
  });

  it('frees a sandbox after an interrupted call without aborting', async () => {
    await loadUserFunctionSandbox();
    const sandbox = new ScriptSandbox('SPIN', 'function SPIN() { var a = []; while (true) a.push({}); }');
    expect(sandbox.call([], 50)).toEqual({ ok: false, error: 'Stopped after 50 ms.' });
    sandbox.dispose();
    const add = new ScriptSandbox('ADD', ADD);
    expect(add.call([1, 1])).toEqual({ ok: true, value: 2 });
    add.dispose();
  });
});
