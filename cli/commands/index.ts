import type { Command } from 'commander';

/** Adds one subcommand to the program. */
export type CommandRegistration = (program: Command) => void;

/** Every subcommand of `gridcast`; each feature adds its file here. */
export const commands: readonly CommandRegistration[] = [];
