import type { SandboxResult } from './sandbox.js';

/** One call of a user function's script: which script, with what (JSON-compatible) arguments, for how long. */
export interface SandboxCall {
  readonly name: string;
  readonly text: string;
  readonly args: readonly unknown[];
  readonly limitMs: number;
}

/** What a sandbox worker is asked: to call a script, or to free the sandboxes of scripts no longer used. */
export type SandboxRequest =
  | { readonly type: 'call'; readonly id: number; readonly call: SandboxCall }
  | { readonly type: 'free'; readonly scripts: readonly ScriptKey[] };

/** A worker's answer to a call; `recycle` says the worker's sandbox heap is no longer sound and it should be replaced. */
export interface SandboxAnswer {
  readonly id: number;
  readonly result: SandboxResult;
  readonly recycle: boolean;
}

/** A script as the worker keeps it: its function's name and its text. */
export interface ScriptKey {
  readonly name: string;
  readonly text: string;
}

/**
 * Runs user-function calls where they can be stopped: in a worker the host kills and replaces when a call
 * overruns its limit, so no script can hold the host's thread or memory. A host that can block (Node)
 * answers every call at once; one that cannot (the browser) answers from what it already computed, or
 * `undefined` while the call runs, and tells `onAnswer`'s listener when answers arrive.
 */
export interface SandboxRunner {
  /** True when calls may be answered later (`run` gives `undefined` meanwhile). */
  readonly deferred: boolean;
  run(call: SandboxCall): SandboxResult | undefined;
  /** Frees the sandboxes of scripts no longer called. */
  free(scripts: readonly ScriptKey[]): void;
  /** Calls `listener` (at most once per batch) when deferred answers arrive; returns what stops it. */
  onAnswer(listener: () => void): () => void;
  /** Stops the worker for good. */
  dispose(): void;
}

/** How long past a call's own limit the host waits before it kills the worker: QuickJS normally stops the script itself. */
export const KILL_GRACE_MS = 250;

/** The answer a call gets when its worker was killed for overrunning it. */
export function killedResult(limitMs: number): SandboxResult {
  return { ok: false, error: `Stopped after ${limitMs} ms.` };
}
