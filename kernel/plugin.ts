import type { Container } from 'inversify';
import type { Adjuster, CommandDefinition } from './command.js';
import type { DocumentSlot } from './document-slots.js';
import type { OperationDefinition } from './view-store.js';

/** A formula function as the kernel sees it; plugins/formulas gives it its full shape. */
export interface FunctionContribution {
  readonly name: string;
}

/**
 * A plugin is a plain manifest. The kernel orders plugins by `dependsOn`, registers their commands,
 * operations and adjusters, then calls `register` so they can bind services.
 */
export interface PluginManifest<D = unknown, V = unknown> {
  readonly id: string;
  readonly dependsOn?: readonly string[];
  register?(container: Container): void;
  readonly commands?: readonly CommandDefinition<never, D>[];
  readonly operations?: readonly OperationDefinition<never, V>[];
  readonly functions?: readonly FunctionContribution[];
  readonly adjusters?: readonly Adjuster<D>[];
  /** The parts of the document this plugin owns (kernel/document-slots.ts). */
  readonly documentSlots?: readonly DocumentSlot[];
}
