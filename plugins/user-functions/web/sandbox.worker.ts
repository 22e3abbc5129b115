import { loadUserFunctionSandbox } from '../sandbox.js';
import { createSandboxHost } from '../sandbox-host.js';
import type { SandboxAnswer, SandboxRequest } from '../sandbox-protocol.js';

// The browser's sandbox worker (see browser-runner.ts): QuickJS runs here, off the page's thread, so a
// script that loops or allocates without end holds only this worker, which the page then terminates.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SandboxRequest>) => void) | null;
  postMessage(message: SandboxAnswer | 'ready'): void;
};

await loadUserFunctionSandbox();
const handle = createSandboxHost();
scope.onmessage = (event) => {
  const answer = handle(event.data);
  if (answer) scope.postMessage(answer);
};
scope.postMessage('ready');
