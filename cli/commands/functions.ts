import type { Command } from 'commander';
import type { CliHost } from '../cli-host.js';
import type { FunctionDefinition } from '../../plugins/formulas/function-definition.js';

interface FunctionsOptions {
  readonly json?: boolean;
}

export interface FunctionListing {
  readonly name: string;
  readonly category: string;
  readonly syntax: string;
  readonly description: string;
}

/** Every function the engine knows with the command's assembled plugins (built-ins, product functions), by name. */
export async function listFunctions(host: CliHost): Promise<FunctionListing[]> {
  const { Engine } = await import('../../plugins/formulas/engine/index.js');
  const registry = new Engine(await host.engineOptions()).functions;
  return registry
    .names()
    .map((name) => registry.get(name))
    .filter((def): def is FunctionDefinition => def !== undefined)
    .map((def) => ({ name: def.name.toUpperCase(), category: def.category, syntax: def.syntax, description: def.description }));
}

const SYNTAX_COLUMN = 44;

/** `gridcast functions [--json]` (DESIGN.md "Command line"). */
export function registerFunctions(program: Command, host: CliHost): void {
  program
    .command('functions')
    .description('list the built-in formula functions')
    .option('--json', 'print a JSON array of {name, category, syntax, description}')
    .action(async (options: FunctionsOptions) => {
      const list = await listFunctions(host);
      if (options.json) {
        process.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
        return;
      }
      // Long syntaxes (ACCRINT's) overflow their column rather than widening every line.
      const width = Math.min(Math.max(...list.map((f) => f.syntax.length), 10), SYNTAX_COLUMN);
      const categoryWidth = Math.max(...list.map((f) => f.category.length), 8);
      const lines = list.map((f) => `${f.syntax.padEnd(width)}  ${f.category.padEnd(categoryWidth)}  ${f.description}`);
      process.stdout.write(`${lines.join('\n')}\n${list.length} functions\n`);
    });
}
