// A compute worker's entry, which piscina loads once as the worker starts (server/compute/compute-pool.ts).
// The pool gives it the bundle of the runtime and the task modules (worker-bundle.ts) when there is one:
// plain JavaScript, loaded in ~0.5 s of CPU. Without one it loads the sources through tsx's loader, which
// a worker thread does not inherit from its parent, as cli/bin.js does (~3 s). Either way the runtime
// loads the engine, so a worker is ready only once it can compute.
import { parentPort } from 'node:worker_threads';
import { workerData } from 'piscina';

const bundle = workerData?.bundle;
const { runTask } = bundle ? await fromBundle(bundle) : await fromSources();
// The pool's budgets start counting once its first workers are loaded (WORKER_READY in compute-pool.ts).
parentPort.postMessage('gridcast-compute-ready');

export default runTask;

async function fromBundle({ runtime, tasks }) {
  // Stack traces of internal errors name the sources' lines, as under tsx.
  process.setSourceMapsEnabled(true);
  const loaded = await import(runtime);
  loaded.useBundledTasks(tasks);
  return loaded;
}

async function fromSources() {
  const { register } = await import('tsx/esm/api');
  register();
  return import('./worker-runtime.ts');
}
