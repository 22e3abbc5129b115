import type { SandboxResult } from './sandbox.js';
import { KILL_GRACE_MS, killedResult, type SandboxAnswer, type SandboxCall, type SandboxRequest, type SandboxRunner, type ScriptKey } from './sandbox-protocol.js';

/** A worker as a host that cannot block sees it (a Web Worker): messages both ways, and a way to kill it. */
export interface SandboxWorker {
  postMessage(request: SandboxRequest): void;
  /** Called with each message the worker sends: `'ready'` once it has loaded QuickJS, then answers. */
  listen(receive: (message: SandboxAnswer | 'ready') => void): void;
  terminate(): void;
}

/** How long a new worker may take to load QuickJS before the call waiting for it is given up. */
const STARTUP_LIMIT_MS = 10_000;
/** Answers kept: a sheet recomputed after an edit finds its calls answered instead of calculating again. */
const MAX_ANSWERS = 5000;
/** While calls are still queued, listeners hear of answers at most this often (each hearing recalculates). */
const NOTIFY_EVERY_MS = 100;

interface Queued {
  readonly key: string;
  readonly call: SandboxCall;
}

/**
 * User-function calls for a host that cannot block (the browser's main thread): a call is answered from
 * the answers kept, or queued for the worker and `undefined` meanwhile; `onAnswer` listeners recalculate
 * when answers arrive. One call runs at a time: one that overruns its limit by KILL_GRACE_MS terminates
 * the worker (a fresh one takes the next call), so a looping script never holds the page.
 */
export function deferredSandboxRunner(startWorker: () => SandboxWorker): SandboxRunner {
  const answers = new Map<string, SandboxResult>();
  const queue: Queued[] = [];
  const queued = new Set<string>();
  const listeners = new Set<() => void>();
  let worker: SandboxWorker | undefined;
  let ready = false;
  let running: (Queued & { readonly id: number; readonly timer: ReturnType<typeof setTimeout> }) | undefined;
  let startup: ReturnType<typeof setTimeout> | undefined;
  let notifyTimer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 0;
  let disposed = false;

  const notify = (): void => {
    clearTimeout(notifyTimer);
    notifyTimer = undefined;
    for (const listener of listeners) listener();
  };

  const kill = (): void => {
    clearTimeout(startup);
    worker?.terminate();
    worker = undefined;
    ready = false;
  };

  const settle = (done: Queued, result: SandboxResult): void => {
    queued.delete(done.key);
    answers.set(done.key, result);
    if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
    if (!queue.length) notify();
    else notifyTimer ??= setTimeout(notify, NOTIFY_EVERY_MS);
  };

  const receive = (from: SandboxWorker, message: SandboxAnswer | 'ready'): void => {
    if (from !== worker) return;
    if (message === 'ready') {
      clearTimeout(startup);
      ready = true;
    } else if (running && message.id === running.id) {
      const done = running;
      clearTimeout(done.timer);
      running = undefined;
      if (message.recycle) kill();
      settle(done, message.result);
    }
    pump();
  };

  const start = (): void => {
    const started = startWorker();
    worker = started;
    started.listen((message) => receive(started, message));
    startup = setTimeout(() => {
      kill();
      const failed = queue.shift();
      if (failed) settle(failed, { ok: false, error: 'User functions could not start.' });
      pump();
    }, STARTUP_LIMIT_MS);
  };

  const pump = (): void => {
    if (disposed || running || !queue.length) return;
    if (!worker) return start();
    if (!ready) return;
    const next = queue.shift() as Queued;
    const id = ++nextId;
    // The worker's own interrupt normally stops the script at its limit; past the grace, it is killed.
    const timer = setTimeout(() => {
      running = undefined;
      kill();
      settle(next, killedResult(next.call.limitMs));
      pump();
    }, next.call.limitMs + KILL_GRACE_MS);
    running = { ...next, id, timer };
    worker.postMessage({ type: 'call', id, call: next.call });
  };

  return {
    deferred: true,
    run(call: SandboxCall): SandboxResult | undefined {
      const key = JSON.stringify([call.name, call.text, call.args]);
      const known = answers.get(key);
      if (known) return known;
      if (!queued.has(key)) {
        queued.add(key);
        queue.push({ key, call });
        pump();
      }
      return undefined;
    },
    free(scripts: readonly ScriptKey[]): void {
      if (ready) worker?.postMessage({ type: 'free', scripts });
    },
    onAnswer(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose(): void {
      disposed = true;
      if (running) clearTimeout(running.timer);
      clearTimeout(notifyTimer);
      kill();
      listeners.clear();
    },
  };
}
