import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { SandboxResult } from '../sandbox.js';
import { KILL_GRACE_MS, killedResult, type SandboxAnswer, type SandboxCall, type SandboxRunner, type ScriptKey } from '../sandbox-protocol.js';
import { ANSWERS, READY } from './worker-signal.js';

/** How long a new worker may take to load tsx and QuickJS before its first call is given up. */
const STARTUP_LIMIT_MS = 10_000;
/**
 * The worker's own JavaScript heap (QuickJS's WebAssembly heap is capped separately, at 48 MB): past it
 * the worker dies of its own out-of-memory, never the process.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 };

interface LiveWorker {
  readonly worker: Worker;
  readonly port: MessagePort;
  readonly signal: Int32Array;
}

/**
 * User-function calls for Node hosts (server, CLI): each call runs in a worker thread while this thread
 * waits on a shared counter (Atomics.wait), so the engine's evaluation stays synchronous. A call that
 * overruns its limit by more than KILL_GRACE_MS (a loop of slow native calls QuickJS cannot interrupt, an
 * allocation the worker cannot bound) terminates the worker, with all its memory; the next call starts a
 * fresh one.
 */
export function blockingSandboxRunner(): SandboxRunner {
  let live: LiveWorker | undefined;
  let nextId = 0;

  const start = (): LiveWorker => {
    const { port1, port2 } = new MessageChannel();
    const signal = new Int32Array(new SharedArrayBuffer(8));
    const worker = new Worker(new URL('./sandbox-worker.cjs', import.meta.url), {
      workerData: { port: port2, signal },
      transferList: [port2],
      resourceLimits: WORKER_LIMITS,
      execArgv: [],
    });
    // Neither keeps the process alive (a CLI command ends when its work does), and a worker that dies is
    // noticed by the waiting call timing out, then replaced.
    worker.unref();
    port1.unref();
    worker.on('error', () => undefined);
    return { worker, port: port1, signal };
  };

  const kill = (): void => {
    if (!live) return;
    void live.worker.terminate();
    live.port.close();
    live = undefined;
  };

  /** Kills a worker that overran, and starts its replacement now, so it loads while this thread works on. */
  const replace = (): void => {
    kill();
    live = start();
  };

  const waitFor = (current: LiveWorker, id: number, deadline: number): SandboxAnswer | undefined => {
    for (;;) {
      const seen = Atomics.load(current.signal, ANSWERS);
      const received = receiveMessageOnPort(current.port);
      if (received) {
        const answer = received.message as SandboxAnswer;
        if (answer.id === id) return answer;
        continue;
      }
      const left = deadline - performance.now();
      if (left <= 0) return undefined;
      Atomics.wait(current.signal, ANSWERS, seen, left);
    }
  };

  return {
    deferred: false,
    run(call: SandboxCall): SandboxResult {
      const current = (live ??= start());
      if (Atomics.wait(current.signal, READY, 0, STARTUP_LIMIT_MS) === 'timed-out') {
        kill();
        return { ok: false, error: 'User functions could not start.' };
      }
      const id = ++nextId;
      current.port.postMessage({ type: 'call', id, call });
      const answer = waitFor(current, id, performance.now() + call.limitMs + KILL_GRACE_MS);
      if (!answer || answer.recycle) replace();
      return answer ? answer.result : killedResult(call.limitMs);
    },
    free(scripts: readonly ScriptKey[]): void {
      live?.port.postMessage({ type: 'free', scripts });
    },
    onAnswer: () => () => undefined,
    dispose: kill,
  };
}
