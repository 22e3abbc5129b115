// The Node sandbox worker's entry: a worker thread starts without the parent's TypeScript loader, so it
// registers tsx first, as cli/bin.js does for the command line. tsx's CommonJS hook runs on this thread;
// its ESM hook would start a loader thread of its own and double the worker's start-up (~1 s on a busy machine).
require('tsx/cjs/api').register();
require('./sandbox-worker.ts');
