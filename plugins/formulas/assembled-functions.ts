import type { PluginManifest } from '../../kernel/index.js';
import type { EngineOptions } from './engine/index.js';
import type { FunctionDefinition } from './function-definition.js';

/**
 * The formula functions a host's assembled plugins contribute (each manifest's `functions`), in the
 * order of assembly. A host's `plugins.ts` is the one list: a plugin that brings a function is callable
 * in formulas of that host once it is listed there.
 */
export function assembledFunctions(plugins: readonly Pick<PluginManifest, 'functions'>[]): FunctionDefinition[] {
  return plugins.flatMap((plugin) => (plugin.functions ?? []) as readonly FunctionDefinition[]);
}

/**
 * Engine options with the assembled plugins' functions; the options' own functions (a template's user
 * functions) come last, so they replace same-named ones as before.
 */
export function withAssembledFunctions(options: EngineOptions, plugins: readonly Pick<PluginManifest, 'functions'>[]): EngineOptions {
  return { ...options, functions: [...assembledFunctions(plugins), ...(options.functions ?? [])] };
}
