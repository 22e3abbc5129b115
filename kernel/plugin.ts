import type { Adjuster, CommandDefinition } from './command.js';
import type { CommandBus } from './command-bus.js';
import type { DocumentStore } from './document-store.js';
import type { DocumentSlot } from './document-slots.js';
import type { Services } from './services.js';
import type { OperationDefinition, ViewStore } from './view-store.js';

/** A formula function as the kernel sees it; plugins/formulas gives it its full shape. */
export interface FunctionContribution {
  readonly name: string;
}

/**
 * A plugin is a plain manifest. The kernel orders plugins by `dependsOn`, registers their commands,
 * operations and adjusters, then calls `register` so they can follow the stores and provide services.
 */
export interface PluginManifest<D = unknown, V = unknown> {
  readonly id: string;
  readonly dependsOn?: readonly string[];
  register?(host: PluginHost<D, V>): void;
  readonly commands?: readonly CommandDefinition<never, D>[];
  readonly operations?: readonly OperationDefinition<never, V>[];
  readonly functions?: readonly FunctionContribution[];
  readonly adjusters?: readonly Adjuster<D>[];
  /** The parts of the document this plugin owns (kernel/document-slots.ts). */
  readonly documentSlots?: readonly DocumentSlot[];
}

/** What a plugin's `register` receives: the kernel's stores and bus, made by createKernel, and the services plugins provide one another. */
export interface PluginHost<D = unknown, V = unknown> {
  readonly store: DocumentStore<D>;
  readonly bus: CommandBus<D>;
  readonly view: ViewStore<V>;
  readonly services: Services;
}
