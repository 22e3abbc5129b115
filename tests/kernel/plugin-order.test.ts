import { describe, expect, it } from 'vitest';
import { KERNEL, KernelError, orderPlugins, type PluginManifest } from '../../kernel/index.js';
import { makeKernel, testPlugin, type Doc, type View } from './fixtures.js';

const plugin = (id: string, dependsOn: string[] = []) => ({ id, dependsOn });
const ids = (plugins: readonly { id: string }[]): string[] => plugins.map((p) => p.id);

describe('plugin ordering', () => {
  it('puts each plugin after the plugins it depends on', () => {
    const ordered = orderPlugins([plugin('charts', ['formulas', 'workbook']), plugin('formulas', ['workbook']), plugin('workbook')]);
    expect(ids(ordered)).toEqual(['workbook', 'formulas', 'charts']);
  });

  it('keeps the given order where dependencies allow', () => {
    expect(ids(orderPlugins([plugin('b'), plugin('a'), plugin('c', ['a'])]))).toEqual(['b', 'a', 'c']);
  });

  it('refuses a plugin listed twice', () => {
    expect(() => orderPlugins([plugin('a'), plugin('a')])).toThrow(new KernelError('Plugin "a" is listed twice.'));
  });

  it('refuses an unknown dependency', () => {
    expect(() => orderPlugins([plugin('names', ['workbook'])])).toThrow('Plugin "names" depends on "workbook", which is not listed.');
  });

  it('refuses a cycle and names it', () => {
    expect(() => orderPlugins([plugin('a', ['b']), plugin('b', ['c']), plugin('c', ['a'])])).toThrow('Plugins depend on each other in a cycle: a -> b -> c -> a.');
    expect(() => orderPlugins([plugin('self', ['self'])])).toThrow('Plugins depend on each other in a cycle: self -> self.');
  });
});

describe('createKernel', () => {
  it('registers plugins in dependency order and calls register after every command is in', () => {
    const calls: string[] = [];
    const base: PluginManifest<Doc, View> = {
      id: 'base',
      register: (container) => {
        calls.push(`base sees test.add: ${container.get<ReturnType<typeof makeKernel>['bus']>(KERNEL.CommandBus).has('test.add')}`);
      },
    };
    const dependent: PluginManifest<Doc, View> = { ...testPlugin, dependsOn: ['base'], register: () => { calls.push('test'); } };
    const kernel = makeKernel([dependent, base]);
    expect(ids(kernel.plugins)).toEqual(['base', 'test']);
    expect(calls).toEqual(['base sees test.add: true', 'test']);
  });

  it('refuses plugins whose commands clash', () => {
    const twin: PluginManifest<Doc, View> = { id: 'twin', commands: testPlugin.commands };
    expect(() => makeKernel([testPlugin, twin])).toThrow('Command "test.add" is registered twice.');
  });

  it('binds the kernel services in the container', () => {
    const kernel = makeKernel();
    expect(kernel.container.get(KERNEL.DocumentStore)).toBe(kernel.store);
    expect(kernel.container.get(KERNEL.CommandBus)).toBe(kernel.bus);
    expect(kernel.container.get(KERNEL.ViewStore)).toBe(kernel.view);
    expect(kernel.container.get(KERNEL.UndoRedo)).toBe(kernel.undo);
    expect(kernel.container.get(KERNEL.DirtyTracker)).toBe(kernel.dirty);
    expect(ids(kernel.container.get(KERNEL.Plugins))).toEqual(['test']);
  });

  it('gives commands the container and the state before the command', () => {
    const token = Symbol.for('test.Answer');
    const seen: unknown[] = [];
    const probe: PluginManifest<Doc, View> = {
      id: 'probe',
      dependsOn: ['test'],
      register: (container) => { container.bind(token).toConstantValue(42); },
      commands: [{
        id: 'probe.read',
        run: (draft: Doc & { count: number }, _params: undefined, ctx) => {
          seen.push(ctx.container.get(token), ctx.before.count);
          draft.count = 7;
        },
      }] as PluginManifest<Doc, View>['commands'],
    };
    const kernel = makeKernel([testPlugin, probe]);
    kernel.execute('test.add', { by: 3 });
    kernel.execute('probe.read', undefined);
    expect(seen).toEqual([42, 3]);
    expect(kernel.store.state.count).toBe(7);
  });

  it('refuses to start with a plugin whose dependency is missing (nothing is added silently)', () => {
    expect(() => makeKernel([{ id: 'lonely', dependsOn: ['workbook'] }])).toThrow('Plugin "lonely" depends on "workbook", which is not listed.');
  });
});
