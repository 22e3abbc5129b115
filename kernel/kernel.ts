import { CommandBus } from './command-bus.js';
import type { CommandResult } from './command.js';
import { DirtyTracker } from './dirty-tracker.js';
import { DocumentStore } from './document-store.js';
import type { PluginManifest } from './plugin.js';
import { orderPlugins } from './plugin-order.js';
import { Services } from './services.js';
import { UndoRedoService } from './undo-redo.js';
import { ViewStore } from './view-store.js';

export interface KernelOptions<D, V> {
  readonly plugins: readonly PluginManifest<D, V>[];
  readonly document: D;
  readonly view: V;
}

/** One editing session: a document, its view state and the plugins that act on them. */
export interface Kernel<D, V> {
  /** What plugins provide one another (the workbook's ids, the formulas plugin's FormulaRebase). */
  readonly services: Services;
  readonly store: DocumentStore<D>;
  readonly bus: CommandBus<D>;
  readonly view: ViewStore<V>;
  readonly undo: UndoRedoService<D>;
  readonly dirty: DirtyTracker<D>;
  readonly plugins: readonly PluginManifest<D, V>[];
  execute<P>(id: string, params: P): CommandResult;
  dispose(): void;
}

export function createKernel<D, V>(options: KernelOptions<D, V>): Kernel<D, V> {
  const plugins = orderPlugins(options.plugins);
  const services = new Services();
  const store = new DocumentStore(options.document);
  const bus = new CommandBus(store, services);
  const view = new ViewStore(options.view);
  const undo = new UndoRedoService(bus);
  const dirty = new DirtyTracker(bus);
  for (const plugin of plugins) {
    for (const command of plugin.commands ?? []) bus.register(command);
    for (const operation of plugin.operations ?? []) view.register(operation);
    for (const adjuster of plugin.adjusters ?? []) bus.addAdjuster(adjuster);
  }
  for (const plugin of plugins) plugin.register?.({ store, bus, view, services });
  return {
    services,
    store,
    bus,
    view,
    undo,
    dirty,
    plugins,
    execute: (id, params) => bus.execute(id, params),
    dispose() {
      undo.dispose();
      dirty.dispose();
    },
  };
}
