import { describe, expect, it } from 'vitest';
import { KernelError, orderPlugins, serviceKey, type PluginHost, type PluginManifest } from '../../kernel/index.js';
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
      register: (host) => {
        calls.push(`base sees test.add: ${host.bus.has('test.add')}`);
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

  it("gives register the kernel's own store, bus, view and services", () => {
    const given: PluginHost<Doc, View>[] = [];
    const kernel = makeKernel([{ ...testPlugin, register: (host) => { given.push(host); } }]);
    expect(given).toHaveLength(1);
    expect(given[0].store).toBe(kernel.store);
    expect(given[0].bus).toBe(kernel.bus);
    expect(given[0].view).toBe(kernel.view);
    expect(given[0].services).toBe(kernel.services);
  });

  it('gives commands the services plugins provided and the state before the command', () => {
    const answer = serviceKey<number>('test.Answer');
    const seen: unknown[] = [];
    const probe: PluginManifest<Doc, View> = {
      id: 'probe',
      dependsOn: ['test'],
      register: (host) => { host.services.provide(answer, 42); },
      commands: [{
        id: 'probe.read',
        run: (draft: Doc & { count: number }, _params: undefined, ctx) => {
          seen.push(ctx.services.get(answer), ctx.before.count);
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
