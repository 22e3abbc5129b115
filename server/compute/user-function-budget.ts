import type { SandboxRunner } from '../../plugins/user-functions/sandbox-protocol.js';

/** What is left of a request's time for user-function calls, shared by every evaluation the request makes. */
export interface UserFunctionBudget {
  readonly totalMs: number;
  leftMs: number;
}

export function userFunctionBudget(totalMs: number): UserFunctionBudget {
  return { totalMs, leftMs: totalMs };
}

/**
 * `runner` with every call counted against one request's budget: a call gets at most what is left, and
 * once it is used up every call gives an error at once. A batch of a thousand inputs calling a looping
 * script costs the request its budget, not 500 ms per cell per input (half an hour for 1,000 inputs).
 */
export function budgetedRunner(runner: SandboxRunner, budget: UserFunctionBudget, now: () => number = () => performance.now()): SandboxRunner {
  return {
    deferred: runner.deferred,
    run(call) {
      if (budget.leftMs <= 0) return { ok: false, error: `User functions used up their ${budget.totalMs} ms for this request.` };
      const started = now();
      try {
        return runner.run({ ...call, limitMs: Math.max(1, Math.min(call.limitMs, Math.ceil(budget.leftMs))) });
      } finally {
        budget.leftMs -= now() - started;
      }
    },
    free: (scripts) => runner.free(scripts),
    onAnswer: (listener) => runner.onAnswer(listener),
    dispose: () => undefined,
  };
}
