import { CLI_BUNDLE } from '../../cli/cli-bundle.js';
import { projectWorkerBundle } from '../../server/compute/worker-bundle.js';

/**
 * Vitest's global set-up: the command line's bundle of these sources, checked (~0.1 s) or built (~2 s)
 * before any file runs, as the first `gridcast run` would build it. Every `node cli/bin.js` a test starts
 * (bar serve and migrate) then loads from it, not through tsx: ~0.4 s of CPU instead of ~1.7 s, some 60
 * processes over the suite. When it cannot be built the commands load their sources through tsx, as
 * they would.
 */
export default async function buildCliBundle(): Promise<void> {
  await projectWorkerBundle((line) => console.warn(line), CLI_BUNDLE);
}
