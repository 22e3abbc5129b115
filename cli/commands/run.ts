import { createReadStream, createWriteStream, fstatSync, openSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Readable, Writable } from 'node:stream';
import type { Command } from 'commander';
import type { CliHost } from '../cli-host.js';
import { CheckFailure, UsageError } from '../errors.js';
import { cannotRead } from './file-chunks.js';

interface RunOptions {
  readonly inputs: string;
  readonly output?: string;
  readonly jobs?: string;
  readonly quiet?: boolean;
  readonly flat?: boolean;
  readonly failFast?: boolean;
}

/**
 * `gridcast run <template> --inputs <inputs.jsonl|inputs.csv|-> [--output <out.jsonl|out.csv|->] [--jobs N]
 * [--flat] [--quiet] [--fail-fast]`: the template computed for every input of a file, a worker thread per
 * core (the server's compute pool), one result per input in the file's order (DESIGN.md "Command line").
 */
export function registerRun(program: Command, host: CliHost): void {
  program
    .command('run')
    .description('run a template over a file of inputs (JSON lines or CSV), one result per input, in order')
    .argument('<template>', 'template file (gridcast/1 JSON), or an .xlsx, .xls or .csv book')
    .requiredOption('--inputs <file>', 'inputs: a .jsonl file (one JSON object per line), a .csv file (a header row naming the input keys; dotted headers nest), or - for standard input (JSON lines)')
    .option('--output <file>', 'where results go: a .jsonl or .csv file, or - for standard output (the default)')
    .option('--jobs <n>', 'worker threads (default: one per core)')
    .option('--flat', 'write CSV with one column per output value (totals.paid, schedule.0.payment...) instead of an outputs column of JSON')
    .option('--quiet', 'no progress bar and no summary line')
    .option('--fail-fast', 'stop at the first input that fails (its result is the last written)')
    .action(async (template: string, options: RunOptions) => {
      const jobs = jobsOf(options.jobs);
      const outputPath = options.output ?? '-';
      const format = /\.csv$/i.test(options.inputs) ? 'csv' : 'jsonl';
      const resultFormat = resultFormatOf(outputPath, options.flat === true);
      const input = openInput(options.inputs);
      const { loadRunTemplate } = await import('./run-template.js');
      const loaded = await loadRunTemplate(template, resultFormat);
      const output = openOutput(outputPath);
      const { ComputePool } = await import('../../server/compute/compute-pool.js');
      const { runPipeline } = await import('./run-pipeline.js');
      const { ProgressBar } = await import('./progress-bar.js');
      const { resultHeader } = await import('../../plugins/runs/index.js');
      const pool = new ComputePool(
        // A batch has ten minutes: a command-line run has no request waiting, only a runaway template to stop.
        { workers: jobs, budgetMs: 600_000, queuedPerAccount: 1024, userFunctionBudgetMs: 2000 },
        async () => loaded.text(),
        (line) => process.stderr.write(`gridcast: ${line}\n`),
        host.workerCode,
      );
      const bar = new ProgressBar(process.stderr, options.quiet === true);
      const started = performance.now();
      try {
        output.stream.write(resultHeader(loaded.writing));
        const summary = await runPipeline({
          pool, workers: jobs, contentKey: loaded.contentKey, format, writing: loaded.writing, input: input.stream,
          inputBytes: input.bytes, output: output.stream, failFast: options.failFast === true,
          progress: (done, failed, fraction) => bar.update(done, failed, fraction),
        });
        await output.close();
        bar.clear();
        const seconds = (performance.now() - started) / 1000;
        if (!options.quiet) process.stderr.write(`${summaryLine(summary.done, summary.failed, seconds)}\n`);
        if (summary.stoppedAt) throw new CheckFailure(`stopped at the first failure (--fail-fast): ${summary.stoppedAt}`);
        if (summary.failed > 0) throw new CheckFailure('');
      } finally {
        bar.clear();
        input.stream.destroy();
        await pool.close();
      }
    });
}

/** `1,000,000 inputs, 2 failed, in 2m41s (6,211 inputs/s)`. */
export function summaryLine(done: number, failed: number, seconds: number): string {
  const rate = seconds > 0 ? Math.round(done / seconds) : done;
  const time = seconds < 60 ? `${seconds.toFixed(1)}s` : `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
  return `${done.toLocaleString('en-US')} inputs, ${failed.toLocaleString('en-US')} failed, in ${time} (${rate.toLocaleString('en-US')} inputs/s)`;
}

function jobsOf(given: string | undefined): number {
  if (given === undefined) return availableParallelism();
  const jobs = Number(given);
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 256) throw new UsageError(`--jobs ${given}: expected a whole number from 1 to 256`);
  return jobs;
}

/** Results as the output's name says: .csv is CSV (flat columns with --flat), anything else JSON lines; standard output is JSON lines, or flat CSV with --flat. */
function resultFormatOf(path: string, flat: boolean): 'jsonl' | 'csv' | 'csv-flat' {
  const csv = /\.csv$/i.test(path);
  if (csv || (path === '-' && flat)) return flat ? 'csv-flat' : 'csv';
  if (flat) throw new UsageError(`--flat writes CSV columns: give an --output ending in .csv (or -), not ${path}`);
  return 'jsonl';
}

function openInput(path: string): { stream: Readable; bytes?: number } {
  if (path === '-') return { stream: process.stdin };
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    throw cannotRead(path, error);
  }
  const stat = fstatSync(fd);
  if (stat.isDirectory()) throw new UsageError(`cannot read ${path}: is a directory`);
  return { stream: createReadStream('', { fd, highWaterMark: 1 << 16 }), bytes: stat.isFile() ? stat.size : undefined };
}

function openOutput(path: string): { stream: Writable; close: () => Promise<void> } {
  if (path === '-') return { stream: process.stdout, close: async () => undefined };
  let fd: number;
  try {
    fd = openSync(path, 'w');
  } catch (error) {
    throw new UsageError(`cannot write ${path}: ${(error as Error).message}`);
  }
  const stream = createWriteStream('', { fd });
  return { stream, close: () => new Promise((done, fail) => stream.end((error?: Error | null) => (error ? fail(error) : done()))) };
}
