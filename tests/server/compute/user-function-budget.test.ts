import { describe, expect, it } from 'vitest';
import { budgetedRunner, userFunctionBudget } from '../../../server/compute/user-function-budget.js';
import type { SandboxCall, SandboxRunner } from '../../../plugins/user-functions/sandbox-protocol.js';

/** A runner whose every call takes its whole limit on a clock the test moves: a looping script. */
function loopingRunner(clock: { ms: number }, calls: SandboxCall[]): SandboxRunner {
  return {
    deferred: false,
    run(call) {
      calls.push(call);
      clock.ms += call.limitMs;
      return { ok: false, error: `Stopped after ${call.limitMs} ms.` };
    },
    free: () => undefined,
    onAnswer: () => () => undefined,
    dispose: () => undefined,
  };
}

const call = (n: number): SandboxCall => ({ name: 'SPIN', text: 'function SPIN(n) { for (;;) {} }', args: [n], limitMs: 500 });

describe('the user-function budget of one request', () => {
  it('is shared by every call of every input: once spent, calls answer at once without running', () => {
    const clock = { ms: 0 };
    const calls: SandboxCall[] = [];
    const budget = userFunctionBudget(2000);
    const runner = budgetedRunner(loopingRunner(clock, calls), budget, () => clock.ms);
    // A batch of 1,000 inputs, each calling the looping function once.
    const results = Array.from({ length: 1000 }, (_, input) => runner.run(call(input)));
    expect(calls.map((made) => made.limitMs)).toEqual([500, 500, 500, 500]);
    expect(clock.ms).toBe(2000);
    expect(results[3]).toEqual({ ok: false, error: 'Stopped after 500 ms.' });
    expect(results[999]).toEqual({ ok: false, error: 'User functions used up their 2000 ms for this request.' });
  });

  it('gives a call no more than what is left', () => {
    const clock = { ms: 0 };
    const calls: SandboxCall[] = [];
    const runner = budgetedRunner(loopingRunner(clock, calls), userFunctionBudget(700), () => clock.ms);
    runner.run(call(1));
    runner.run(call(2));
    expect(calls.map((made) => made.limitMs)).toEqual([500, 200]);
  });

  it('is counted per request: a new request starts with the whole budget', () => {
    const clock = { ms: 0 };
    const calls: SandboxCall[] = [];
    const spent = budgetedRunner(loopingRunner(clock, calls), userFunctionBudget(500), () => clock.ms);
    spent.run(call(1));
    expect(spent.run(call(2))?.ok).toBe(false);
    const next = budgetedRunner(loopingRunner(clock, calls), userFunctionBudget(500), () => clock.ms);
    next.run(call(3));
    expect(calls.map((made) => made.args[0])).toEqual([1, 3]);
  });
});
