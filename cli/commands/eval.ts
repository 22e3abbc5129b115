import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { CliHost } from '../cli-host.js';
import { parseJsonText, readTemplateBytes, TemplateFileError } from '../../plugins/workbook/file/index.js';
import type { Workbook } from '../../plugins/workbook/model/index.js';
import { isBookFileName } from '../../plugins/files/sniff.js';
import { UsageError } from '../errors.js';
import { cannotRead, fileChunks } from './file-chunks.js';

interface EvalOptions {
  readonly input?: string;
  readonly values?: boolean;
  readonly log?: boolean;
}

/** `gridcast eval <template.json> [--input <file.json|->] [--values] [--log]` (DESIGN.md "Command line"). */
export function registerEval(program: Command, host: CliHost): void {
  program
    .command('eval')
    .description('evaluate a template for one input and print its outputs as JSON')
    .argument('<template>', 'template file (gridcast/1 JSON), or an .xlsx, .xls or .csv book')
    .option('--input <file>', 'input JSON file, or - to read standard input')
    .option('--values', "also print every non-empty cell's computed value")
    .option('--log', 'also print the evaluation log: each formula with its text, value and the cells it read')
    .action(async (template: string, options: EvalOptions) => {
      const workbook = await loadTemplateOrBook(template);
      const input = options.input === undefined ? {} : loadInput(options.input);
      // The engine is loaded only when there is something to evaluate (fast --help and errors).
      const { evaluateWorkbook } = await import('../../plugins/template-function/index.js');
      const { userFunctionEngineOptions } = await import('../../plugins/user-functions/engine-options.js');
      const { blockingSandboxRunner } = await import('../../plugins/user-functions/server/blocking-runner.js');
      // Started on the first user-function call only: a template without any never starts the worker.
      const runner = blockingSandboxRunner();
      const engine = userFunctionEngineOptions(workbook, runner);
      const result = evaluateWorkbook(workbook, input, { values: options.values, log: options.log, engine: await host.engineOptions(engine.options) });
      engine.dispose();
      runner.dispose();
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    });
}

/** A template file, or a book read through the files plugin (loaded only then). */
async function loadTemplateOrBook(path: string): Promise<Workbook> {
  if (!isBookFileName(path)) return loadTemplate(path);
  const { loadBook } = await import('./book-files.js');
  return (await loadBook(path)).workbook;
}

/** Reads a file's text, or standard input for '-'; an unreadable file is a usage error. */
export function readText(path: string): string {
  try {
    return readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (error) {
    throw cannotRead(path, error);
  }
}

/**
 * Reads and checks a template file, as a stream (a 200k-row template is ~75 MB of text); any problem is
 * one line naming the file.
 */
export function loadTemplate(path: string): Workbook {
  if (!path.toLowerCase().endsWith('.json')) {
    throw new UsageError(`${path}: expected a template .json file or an .xlsx, .xls or .csv book`);
  }
  try {
    return readTemplateBytes(fileChunks(path));
  } catch (error) {
    if (error instanceof TemplateFileError) throw new UsageError(`${path}: ${error.message}`);
    throw error;
  }
}

/** Reads an input JSON file (or '-'). */
export function loadInput(path: string): unknown {
  const text = readText(path);
  try {
    return parseJsonText(text);
  } catch (error) {
    if (error instanceof TemplateFileError) throw new UsageError(`${path === '-' ? 'standard input' : path}: ${error.message}`);
    throw error;
  }
}
