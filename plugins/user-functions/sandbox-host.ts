import { ScriptSandbox } from './sandbox.js';
import type { SandboxAnswer, SandboxRequest, ScriptKey } from './sandbox-protocol.js';

const keyOf = (script: ScriptKey) => `${script.name}\n${script.text}`;

/**
 * What a sandbox worker (Node's or the browser's) does with each request: keeps one sandbox per script,
 * calls it, and frees what it is told. The QuickJS module must be loaded first.
 */
export function createSandboxHost(): (request: SandboxRequest) => SandboxAnswer | undefined {
  const sandboxes = new Map<string, ScriptSandbox>();
  return (request) => {
    if (request.type === 'free') {
      for (const script of request.scripts) {
        const key = keyOf(script);
        sandboxes.get(key)?.dispose();
        sandboxes.delete(key);
      }
      return undefined;
    }
    const { call } = request;
    const key = keyOf(call);
    let sandbox = sandboxes.get(key);
    if (!sandbox) {
      sandbox = new ScriptSandbox(call.name, call.text);
      sandboxes.set(key, sandbox);
    }
    const result = sandbox.call(call.args, call.limitMs);
    // A runtime the host's own stack cut short is never freed (QuickJS would abort): its memory stays in
    // this worker's heap, so the worker asks to be replaced rather than leak towards the heap's maximum.
    return { id: request.id, result, recycle: sandbox.unusable };
  };
}
