import { KernelError } from './errors.js';

interface Orderable {
  readonly id: string;
  readonly dependsOn?: readonly string[];
}

/**
 * Orders plugins so each comes after the plugins it depends on, keeping the given order otherwise.
 * Refuses duplicates, unknown dependencies and cycles: nothing is added silently.
 */
export function orderPlugins<P extends Orderable>(plugins: readonly P[]): P[] {
  const byId = new Map<string, P>();
  for (const plugin of plugins) {
    if (byId.has(plugin.id)) throw new KernelError(`Plugin "${plugin.id}" is listed twice.`);
    byId.set(plugin.id, plugin);
  }
  for (const plugin of plugins) {
    for (const dep of plugin.dependsOn ?? []) {
      if (!byId.has(dep)) throw new KernelError(`Plugin "${plugin.id}" depends on "${dep}", which is not listed.`);
    }
  }
  const ordered: P[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (plugin: P, path: string[]): void => {
    const mark = state.get(plugin.id);
    if (mark === 'done') return;
    if (mark === 'visiting') {
      const cycle = [...path.slice(path.indexOf(plugin.id)), plugin.id];
      throw new KernelError(`Plugins depend on each other in a cycle: ${cycle.join(' -> ')}.`);
    }
    state.set(plugin.id, 'visiting');
    for (const dep of plugin.dependsOn ?? []) visit(byId.get(dep)!, [...path, plugin.id]);
    state.set(plugin.id, 'done');
    ordered.push(plugin);
  };
  for (const plugin of plugins) visit(plugin, []);
  return ordered;
}
