import type { Command } from 'commander';
import type { CliHost } from '../cli-host.js';
import { CheckFailure, UsageError } from '../errors.js';
import { loadTemplate } from './eval.js';
import { report, REPORTERS, totals, type Reporter } from './test-report.js';
import type { TemplateResult } from './test-run.js';

interface TestOptions {
  readonly reporter: string;
}

/** Above this many shadows a progress line is shown even when stderr is not a terminal. */
const PROGRESS_THRESHOLD = 20;

/** `gridcast test <template.json...> [--reporter text|json|junit]` (DESIGN.md "Command line"). */
export function registerTest(program: Command, host: CliHost): void {
  program
    .command('test')
    .description("run every test shadow of the templates and compare their outputs with the expected ones")
    .argument('<templates...>', 'template files (gridcast/1 JSON)')
    .option('--reporter <name>', 'text, json or junit', 'text')
    .action(async (files: string[], options: TestOptions) => {
      const reporter = checkedReporter(options.reporter);
      const templates = files.map((file) => ({ file, workbook: loadTemplate(file) }));
      const { runTemplate, shadowsOf } = await import('./test-run.js');
      const count = templates.reduce((sum, t) => sum + shadowsOf(t.workbook).length, 0);
      const progress = new Progress(count);
      const { userFunctionEngineOptions } = await import('../../plugins/user-functions/engine-options.js');
      const { blockingSandboxRunner } = await import('../../plugins/user-functions/server/blocking-runner.js');
      // Started on the first user-function call only: a template without any never starts the worker.
      const runner = blockingSandboxRunner();
      const results: TemplateResult[] = [];
      for (const { file, workbook } of templates) {
        const engine = userFunctionEngineOptions(workbook, runner);
        results.push(runTemplate(file, workbook, () => progress.tick(), await host.engineOptions(engine.options)));
        engine.dispose();
      }
      runner.dispose();
      progress.end();
      process.stdout.write(report(reporter, results));
      const { failed, passed } = totals(results);
      if (failed > 0) throw new CheckFailure(`${failed} of ${failed + passed} test shadows failed`);
    });
}

function checkedReporter(name: string): Reporter {
  const found = REPORTERS.find((r) => r === name);
  if (!found) throw new UsageError(`unknown reporter '${name}' (expected ${REPORTERS.join(', ')})`);
  return found;
}

/** "running test shadows 12/240" on stderr: rewritten in place on a terminal, every 10% otherwise. */
class Progress {
  private done = 0;
  private lastShown = -1;
  private readonly tty = Boolean(process.stderr.isTTY);
  private readonly enabled: boolean;

  constructor(private readonly total: number) {
    this.enabled = total > 0 && (this.tty || total > PROGRESS_THRESHOLD);
  }

  tick(): void {
    this.done++;
    if (!this.enabled) return;
    const tenth = Math.floor((this.done * 10) / this.total);
    if (!this.tty && tenth === this.lastShown) return;
    this.lastShown = tenth;
    const line = `running test shadows ${this.done}/${this.total}`;
    process.stderr.write(this.tty ? `\r${line}` : `${line}\n`);
  }

  end(): void {
    if (this.enabled && this.tty) process.stderr.write('\r\x1b[K');
  }
}
