#!/usr/bin/env node
// The `gridcast` command. The CLI is TypeScript run through tsx's loader, so the same sources serve the
// browser build, the server and the command line without a separate compile step. A command loads from
// the CLI's cached bundle when one was built from these very sources (cli-bundle.js; the first `gridcast
// run` builds it): its process, and a run's workers, then skip tsx. `gridcast functions` then takes ~0.4 s
// of CPU where tsx took ~1.7 s; a run's start-up saves ~1.4 s. The server's commands (serve, migrate)
// keep tsx: they run long, and the server logs errors with their stacks, which name the sources there.
import { dieWithParent, restartWithNodeFlags } from './node-flags.js';

const SERVER_COMMANDS = new Set(['serve', 'migrate']);

if (!restartWithNodeFlags()) {
  dieWithParent();
  // `gridcast functions | head` closes the pipe early: that is the reader's choice, not a failure.
  process.stdout.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  const bundle = SERVER_COMMANDS.has(process.argv[2]) ? undefined : await (await import('./cli-bundle.js')).cachedCliBundle();
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
