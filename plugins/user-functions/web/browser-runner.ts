import { deferredSandboxRunner } from '../deferred-runner.js';
import type { SandboxAnswer, SandboxRunner } from '../sandbox-protocol.js';

/**
 * The editor's user-function runner: calls go to a Web Worker (started on the first call, so a template
 * without user functions never loads QuickJS) and the page never waits for them.
 */
export function browserSandboxRunner(): SandboxRunner {
  return deferredSandboxRunner(() => {
    const worker = new Worker(new URL('./sandbox.worker.ts', import.meta.url), { type: 'module', name: 'user-functions' });
    return {
      postMessage: (request) => worker.postMessage(request),
      listen: (receive) => {
        worker.onmessage = (event: MessageEvent<SandboxAnswer | 'ready'>) => receive(event.data);
      },
      terminate: () => worker.terminate(),
    };
  });
}
