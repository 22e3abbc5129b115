import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import type { WorkerBundle } from '../server/compute/worker-bundle.js';
import { CLI_BUNDLE } from './cli-bundle.js';
import type { CliHost } from './cli-host.js';
import { commands } from './commands/index.js';
import { CheckFailure, EXIT, UsageError } from './errors.js';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * The plugins the command line assembles (cli/plugins.ts), loaded with the engine by the first command that
 * computes; and what `gridcast run`'s compute workers load: the bundle this process was loaded from (bin.js),
 * else the CLI's bundle checked, or built for the next run too (cli-bundle.js).
 */
function hostOf(workers: WorkerBundle | undefined): CliHost {
  return {
    engineOptions: async (own) => (await import('./plugins.js')).cliEngineOptions(own),
    workerCode: async (log) => workers ?? (await import('../server/compute/worker-bundle.js')).projectWorkerBundle(log, CLI_BUNDLE),
  };
}

export function buildProgram(host: CliHost = hostOf(undefined)): Command {
  const program = new Command('gridcast')
    .description('Evaluate Gridcast grid templates, run their test shadows and serve the editor.')
    .version(pkg.version, '-v, --version', 'print the version')
    .showHelpAfterError(false)
    .exitOverride()
    .configureOutput({ outputError: () => undefined });
  for (const register of commands) register(program, host);
  return program;
}

/** Runs the CLI and returns its exit code; errors become one line on stderr. `workers`: the bundle bin.js loaded this from. */
export async function main(argv: readonly string[], workers?: WorkerBundle): Promise<number> {
  const program = buildProgram(hostOf(workers));
  try {
    await program.parseAsync([...argv]);
    return EXIT.ok;
  } catch (error) {
    return report(error);
  }
}

function report(error: unknown): number {
  if (error instanceof CommanderError) {
    // --help and --version end through here with exit code 0.
    if (error.exitCode === 0) return EXIT.ok;
    process.stderr.write(`gridcast: ${error.message.replace(/^error: /, '')}\n`);
    return EXIT.usage;
  }
  if (error instanceof UsageError || error instanceof CheckFailure) {
    // A failure already reported (a run's summary line) ends with its exit code alone.
    if (error.message) process.stderr.write(`gridcast: ${error.message}\n`);
    return error.exitCode;
  }
  process.stderr.write(`gridcast: ${error instanceof Error ? error.message : String(error)}\n`);
  return EXIT.usage;
}
