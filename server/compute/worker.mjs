// A compute worker's entry, which piscina loads once as the worker starts (server/compute/compute-pool.ts).
// A worker thread starts without the parent's TypeScript loader, so it registers tsx's first, as
// cli/bin.js does; the runtime then loads the engine, so a worker is ready only once it can compute.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runTask } = await import('./worker-runtime.ts');
// The pool's budgets start counting once its first workers are loaded (WORKER_READY in compute-pool.ts).
parentPort.postMessage('gridcast-compute-ready');

export default runTask;
