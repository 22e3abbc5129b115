#!/usr/bin/env node
// The `gridcast` command. The CLI is TypeScript run through tsx's loader, so the same sources serve the
// browser build, the server and the command line without a separate compile step. `gridcast run` loads
// from its cached bundle when one was built from these very sources (cli-bundle.js): its process and
// workers then skip tsx (~1.4 s of CPU of a run's start-up); the first run builds it.
import { dieWithParent, restartWithNodeFlags } from './node-flags.js';

if (!restartWithNodeFlags()) {
  dieWithParent();
  // `gridcast functions | head` closes the pipe early: that is the reader's choice, not a failure.
  process.stdout.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  const bundle = process.argv[2] === 'run' ? await (await import('./cli-bundle.js')).cachedCliBundle() : undefined;
  // No source maps here: the command line prints an error's message, never its stack (they cost ~45 ms of
  // CPU to read); its workers, whose internal errors are logged with their stacks, read theirs (worker.mjs).
  const { main } = bundle ? await import(bundle.main) : await fromSources();
  process.exitCode = await main(process.argv, bundle?.workers);
}

async function fromSources() {
  const { register } = await import('tsx/esm/api');
  register();
  return import('./main.ts');
}
