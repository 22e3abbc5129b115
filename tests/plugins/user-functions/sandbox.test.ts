import { afterAll, describe, expect, it } from 'vitest';
import { Engine } from '../../../plugins/formulas/engine/index.js';
import { ArrayValue, FormulaError } from '../../../plugins/formulas/values.js';
import { userFunctionDefinitions } from '../../../plugins/user-functions/index.js';
import { blockingSandboxRunner } from '../../../plugins/user-functions/server/blocking-runner.js';
import { testContext } from '../formulas/functions/call.js';

const runner = blockingSandboxRunner();
afterAll(() => runner.dispose());

function call(name: string, text: string, ...args: (number | string | boolean | null)[]) {
  const { definitions, dispose } = userFunctionDefinitions([{ name, text }], runner);
  const fn = definitions[0];
  try {
    if (fn.lazy) throw new Error('user functions are eager');
    return fn.call(args, testContext({ sheetId: 's', now: () => 0 }));
  } finally {
    dispose();
  }
}

function expectError(value: unknown, cause: RegExp): void {
  expect(value).toBeInstanceOf(FormulaError);
  expect((value as FormulaError).code).toBe('#ERROR!');
  expect((value as FormulaError).cause).toMatch(cause);
}

describe('user functions in the sandbox', () => {
  it('computes with numbers, text and booleans', () => {
    expect(call('ADD', 'function ADD(a, b) { return a + b; }', 2, 3)).toBe(5);
    expect(call('GREET', 'function GREET(n) { return "Hello " + n; }', 'Ada')).toBe('Hello Ada');
    expect(call('NEG', 'function NEG(b) { return !b; }', true)).toBe(false);
  });

  it('spills an array result', () => {
    expect(call('PAIR', 'function PAIR(x) { return [[x, x * 2]]; }', 4)).toEqual(new ArrayValue([[4, 8]]));
  });

  it('stops a function that loops forever with #ERROR!', () => {
    expectError(call('SPIN', 'function SPIN() { while (true) {} }'), /Stopped after 500 ms/);
  });

  it('stops a script that loops forever while it is being defined', () => {
    expectError(call('EARLY', 'while (true) {} function EARLY() { return 1; }'), /Stopped after 500 ms/);
  });

  it('gives #ERROR! with the reason when the function throws', () => {
    expectError(call('BOOM', 'function BOOM() { throw new Error("nope"); }'), /Error: nope/);
  });

  it.each([
    ['process', 'function P() { return process.exit(1); }'],
    ['require', 'function P() { return require("fs").readFileSync("/etc/passwd", "utf8"); }'],
    ['fetch', 'function P() { return fetch("http://example.com"); }'],
    ['import', 'function P() { return import("fs"); }'],
  ])('cannot reach %s', (_what, text) => {
    const result = call('P', text);
    expect(result).toBeInstanceOf(FormulaError);
  });

  it('sees no host globals', () => {
    expect(call('G', 'function G() { return [typeof process, typeof require, typeof fetch, typeof window, typeof XMLHttpRequest].join(); }')).toBe('undefined,undefined,undefined,undefined,undefined');
  });

  it.each([
    ['long strings', 'var s = "x"; while (true) s = s + s;'],
    ['many objects', 'var o = []; while (true) o.push({ a: o.length, b: [1, 2, 3] });'],
  ])('is bounded in memory: %s', (_what, body) => {
    expectError(call('HOG', `function HOG() { ${body} }`), /memory|Stopped|too long/i);
  });

  it('gives #VALUE! for a script that does not define its function (a missing user function)', () => {
    const result = call('MISSING', 'function other() { return 1; }');
    expect(result).toBeInstanceOf(FormulaError);
    expect((result as FormulaError).code).toBe('#VALUE!');
    expect((result as FormulaError).cause).toMatch(/does not define a function named MISSING/);
  });

  it('gives every call #ERROR! once the budget of an evaluation is used up', () => {
    const { definitions, dispose } = userFunctionDefinitions([{ name: 'SPIN', text: 'function SPIN() { while (true) {} }' }, { name: 'ONE', text: 'function ONE() { return 1; }' }], runner, { budgetMs: 100 });
    const [spin, one] = definitions;
    const context = testContext({ sheetId: 's', now: () => 0 });
    try {
      if (spin.lazy || one.lazy) throw new Error('user functions are eager');
      expectError(spin.call([], context), /Stopped after 100 ms/);
      expectError(one.call([], context), /used up their 100 ms/);
      expect(call('ONE', 'function ONE() { return 1; }')).toBe(1);
    } finally {
      dispose();
    }
  });

  it('is callable from formulas like a built-in, with ranges as arrays', () => {
    const { definitions, dispose } = userFunctionDefinitions([{ name: 'TOTAL', text: 'function TOTAL(rows) { return rows.reduce(function (s, r) { return s + r[0]; }, 0); }' }], runner);
    const engine = new Engine({ functions: definitions });
    const sheet = engine.addSheet('Sheet1');
    engine.setCellContent(sheet, 0, 0, 2);
    engine.setCellContent(sheet, 1, 0, 5);
    engine.setCellContent(sheet, 2, 0, '=TOTAL(A1:A2)*10');
    expect(engine.getValue(sheet, 2, 0)).toBe(70);
    dispose();
  });
});
