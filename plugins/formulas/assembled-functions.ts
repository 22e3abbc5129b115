import { DocumentSlots, type PluginManifest } from '../../kernel/index.js';
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
 * Engine options before a host adds its plugins' functions: the clock, casting, hiding, and in
 * `functions` a template's own (its user functions).
 */
export type OwnEngineOptions = Omit<EngineOptions, 'functions'> & { readonly functions?: readonly FunctionDefinition[] };

/** What the engine options take of a host's plugins: their functions and the document parts they declare. */
export type AssembledPlugin = Pick<PluginManifest, 'id' | 'functions' | 'documentSlots'>;

/**
 * Engine options with the assembled plugins' functions, the only functions an engine has (it wires none
 * itself); the options' own functions (a template's user functions) come last, so they replace same-named ones.
 * The plugins' document slots tell the engine which document changes it may leave alone.
 */
export function withAssembledFunctions(options: OwnEngineOptions, plugins: readonly AssembledPlugin[]): EngineOptions {
  return { ...options, functions: [...assembledFunctions(plugins), ...(options.functions ?? [])], documentSlots: new DocumentSlots(plugins) };
}
