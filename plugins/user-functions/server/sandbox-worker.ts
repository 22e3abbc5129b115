import { workerData, type MessagePort } from 'node:worker_threads';
import { loadUserFunctionSandbox } from '../sandbox.js';
import { createSandboxHost } from '../sandbox-host.js';
import type { SandboxRequest } from '../sandbox-protocol.js';
import { ANSWERS, READY, type SandboxWorkerData } from './worker-signal.js';

// Runs user-function calls for the thread that started it (see blocking-runner.ts): each answer is posted
// on the port, then the shared counter is bumped so the waiting thread wakes. Loaded as CommonJS (see
// sandbox-worker.cjs), so no top-level await.
const { port, signal } = workerData as SandboxWorkerData & { port: MessagePort };

void loadUserFunctionSandbox().then(() => {
  const handle = createSandboxHost();
  port.on('message', (request: SandboxRequest) => {
    const answer = handle(request);
    if (!answer) return;
    port.postMessage(answer);
    Atomics.add(signal, ANSWERS, 1);
    Atomics.notify(signal, ANSWERS);
  });
  Atomics.store(signal, READY, 1);
  Atomics.notify(signal, READY);
});
