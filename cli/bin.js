#!/usr/bin/env node
// The `gridcast` command. The CLI is TypeScript run through tsx's loader, so the same sources serve the
// browser build, the server and the command line without a separate compile step.
import { dieWithParent, restartWithNodeFlags } from './node-flags.js';

if (!restartWithNodeFlags()) {
  dieWithParent();
  const { register } = await import('tsx/esm/api');
  register();
  // `gridcast functions | head` closes the pipe early: that is the reader's choice, not a failure.
  process.stdout.on('error', (error) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  const { main } = await import('./main.ts');
  process.exitCode = await main(process.argv);
}
