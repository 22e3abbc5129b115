import type { Command } from 'commander';
import type { CliHost } from '../cli-host.js';
import { registerEval } from './eval.js';
import { registerExport } from './export.js';
import { registerFunctions } from './functions.js';
import { registerImport } from './import.js';
import { registerMigrate } from './migrate.js';
import { registerRun } from './run.js';
import { registerServe } from './serve.js';
import { registerTest } from './test.js';

/** Adds one subcommand to the program. */
export type CommandRegistration = (program: Command, host: CliHost) => void;

/** Every subcommand of `gridcast`; each feature adds its file here. */
export const commands: readonly CommandRegistration[] = [registerEval, registerRun, registerTest, registerFunctions, registerImport, registerExport, registerServe, registerMigrate];
