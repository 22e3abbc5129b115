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

/** The Node runner; how many workers it started says whether a spare was ready before an overrun. */
export interface BlockingSandboxRunner extends SandboxRunner {
  /** Workers started so far: the first, its spare, and one more spare per worker killed. */
  readonly workersStarted: number;
}

interface LiveWorker {
  readonly worker: Worker;
  readonly port: MessagePort;
  readonly signal: Int32Array;
}

/**
 * User-function calls for Node hosts (server, CLI): each call runs in a worker thread while this thread
 * waits on a shared counter (Atomics.wait), so the engine's evaluation stays synchronous. A call that
 * overruns its limit by more than KILL_GRACE_MS (a loop of slow native calls QuickJS cannot interrupt, an
 * allocation the worker cannot bound) terminates the worker, with all its memory. A spare worker, started
 * once the first is up, takes over at once: a worker takes ~0.4-0.9 s to load tsx and QuickJS, which a
 * second runaway call in a row would otherwise wait on top of its own limit.
 */
export function blockingSandboxRunner(): BlockingSandboxRunner {
  let live: LiveWorker | undefined;
  let spare: LiveWorker | undefined;
  let nextId = 0;
  let workersStarted = 0;

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
    workersStarted++;
    return { worker, port: port1, signal };
  };

  const stop = (worker: LiveWorker | undefined): void => {
    if (!worker) return;
    void worker.worker.terminate();
    worker.port.close();
  };

  /** Kills a worker that overran: the spare takes its place, and the next spare starts loading now. */
  const replace = (): void => {
    stop(live);
    live = spare;
    spare = start();
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
    get workersStarted(): number {
      return workersStarted;
    },
    run(call: SandboxCall): SandboxResult {
      const current = (live ??= start());
      if (Atomics.wait(current.signal, READY, 0, STARTUP_LIMIT_MS) === 'timed-out') {
        stop(live);
        live = undefined;
        return { ok: false, error: 'User functions could not start.' };
      }
      // Loads while this call runs, so an overrun's replacement is ready when the next call comes.
      spare ??= start();
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
    dispose(): void {
      stop(live);
      stop(spare);
      live = spare = undefined;
    },
  };
}
