import 'reflect-metadata';
import { Container } from 'inversify';
import { CommandBus } from './command-bus.js';
import type { CommandResult } from './command.js';
import { DirtyTracker } from './dirty-tracker.js';
import { DocumentStore } from './document-store.js';
import type { PluginManifest } from './plugin.js';
import { orderPlugins } from './plugin-order.js';
import { KERNEL } from './tokens.js';
import { UndoRedoService } from './undo-redo.js';
import { ViewStore } from './view-store.js';

export interface KernelOptions<D, V> {
  readonly plugins: readonly PluginManifest<D, V>[];
  readonly document: D;
  readonly view: V;
}

/** One editing session: a document, its view state and the plugins that act on them. */
export interface Kernel<D, V> {
  readonly container: Container;
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
  const container = new Container();
  const store = new DocumentStore(options.document);
  const bus = new CommandBus(store, container);
  const view = new ViewStore(options.view);
  const undo = new UndoRedoService(bus);
  const dirty = new DirtyTracker(bus);
  container.bind(KERNEL.DocumentStore).toConstantValue(store);
  container.bind(KERNEL.CommandBus).toConstantValue(bus);
  container.bind(KERNEL.ViewStore).toConstantValue(view);
  container.bind(KERNEL.UndoRedo).toConstantValue(undo);
  container.bind(KERNEL.DirtyTracker).toConstantValue(dirty);
  container.bind(KERNEL.Plugins).toConstantValue(plugins);
  for (const plugin of plugins) {
    for (const command of plugin.commands ?? []) bus.register(command);
    for (const operation of plugin.operations ?? []) view.register(operation);
    for (const adjuster of plugin.adjusters ?? []) bus.addAdjuster(adjuster);
  }
  for (const plugin of plugins) plugin.register?.(container);
  return {
    container,
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
