import { describe, expect, it } from 'vitest';
import { KernelError, type ExecutedCommand, type PendingCommand } from '../../kernel/index.js';
import { add, makeKernel } from './fixtures.js';

function recordExecuted(kernel: ReturnType<typeof makeKernel>): ExecutedCommand[] {
  const events: ExecutedCommand[] = [];
  kernel.bus.executed$.subscribe((event) => events.push(event));
  return events;
}

describe('command bus: execute', () => {
  it('runs a registered command and publishes the new state', () => {
    const kernel = makeKernel();
    const states: number[] = [];
    kernel.store.state$.subscribe((state) => states.push(state.count));
    expect(kernel.execute('test.add', { by: 2 })).toEqual({ ok: true });
    expect(kernel.store.state.count).toBe(2);
    expect(states).toEqual([0, 2]);
  });

  it('keeps earlier states unchanged (a new object per change, untouched parts shared)', () => {
    const kernel = makeKernel();
    const before = kernel.store.state;
    kernel.execute('test.add', { by: 1 });
    expect(before.count).toBe(0);
    expect(kernel.store.state).not.toBe(before);
    expect(kernel.store.state.items).toBe(before.items);
  });

  it('emits patches and inverse patches on executed$', () => {
    const kernel = makeKernel();
    const events = recordExecuted(kernel);
    kernel.execute('test.set-item', { key: 'b', value: 7 });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ id: 'test.set-item', params: { key: 'b', value: 7 }, undoable: true, autosave: true, source: 'command' });
    expect(events[0].patches).toEqual([{ op: 'add', path: ['items', 'b'], value: 7 }]);
    expect(events[0].inversePatches).toEqual([{ op: 'remove', path: ['items', 'b'] }]);
  });

  it('reports the undoable and autosave flags of the command', () => {
    const kernel = makeKernel();
    const events = recordExecuted(kernel);
    kernel.execute('test.add-silently', { by: 1 });
    expect(events[0]).toMatchObject({ undoable: false, autosave: false });
  });

  it('emits nothing for a command that changes nothing', () => {
    const kernel = makeKernel();
    const events = recordExecuted(kernel);
    const before = kernel.store.state;
    expect(kernel.execute('test.no-op', undefined)).toEqual({ ok: true });
    expect(events).toEqual([]);
    expect(kernel.store.state).toBe(before);
  });

  it('throws a KernelError for an unknown command', () => {
    const kernel = makeKernel();
    expect(() => kernel.execute('test.nope', {})).toThrow(new KernelError('Unknown command "test.nope".'));
  });

  it('refuses to register a command id twice', () => {
    const kernel = makeKernel();
    expect(() => kernel.bus.register(add)).toThrow('Command "test.add" is registered twice.');
  });

  it('refuses a command executed from inside another command', () => {
    const kernel = makeKernel();
    kernel.bus.register({ id: 'test.nested', run: () => { kernel.execute('test.add', { by: 1 }); } });
    expect(() => kernel.execute('test.nested', undefined)).toThrow('Command "test.add" was executed while another command was running.');
    expect(kernel.store.state.count).toBe(0);
    // The bus is usable again afterwards.
    expect(kernel.execute('test.add', { by: 1 })).toEqual({ ok: true });
  });
});

describe('command bus: refusals', () => {
  it('a UserError refuses the command and leaves the state untouched', () => {
    const kernel = makeKernel();
    const events = recordExecuted(kernel);
    const failures: { id: string; error: string }[] = [];
    kernel.bus.failed$.subscribe((failure) => failures.push(failure));
    const before = kernel.store.state;
    const result = kernel.execute('test.refuse', { message: 'Cells cannot be moved into a merged cell.' });
    expect(result).toEqual({ ok: false, error: 'Cells cannot be moved into a merged cell.', title: 'Custom title' });
    expect(kernel.store.state).toBe(before);
    expect(kernel.store.state).toEqual({ count: 0, items: { a: 1 } });
    expect(events).toEqual([]);
    expect(failures).toEqual([{ id: 'test.refuse', error: 'Cells cannot be moved into a merged cell.' }]);
    expect(kernel.undo.canUndo).toBe(false);
    expect(kernel.dirty.dirty).toBe(false);
  });

  it('other errors are bugs: they propagate, and the state is still untouched', () => {
    const kernel = makeKernel();
    const before = kernel.store.state;
    expect(() => kernel.execute('test.crash', undefined)).toThrow('bug in a command');
    expect(kernel.store.state).toBe(before);
    expect(kernel.store.state.count).toBe(0);
    expect(kernel.execute('test.add', { by: 1 })).toEqual({ ok: true });
  });

  it('a before$ subscriber can veto with a reason; the command does not run', () => {
    const kernel = makeKernel();
    const seen: PendingCommand[] = [];
    kernel.bus.before$.subscribe((pending) => {
      seen.push(pending);
      if (pending.id === 'test.add') pending.veto('You are trying to edit a locked cell or range.');
    });
    const result = kernel.execute('test.add', { by: 5 });
    expect(result).toEqual({ ok: false, error: 'You are trying to edit a locked cell or range.', title: 'Problem encountered' });
    expect(kernel.store.state.count).toBe(0);
    expect(seen.map((pending) => [pending.id, pending.params])).toEqual([['test.add', { by: 5 }]]);
    expect(kernel.execute('test.set-item', { key: 'x', value: 1 })).toEqual({ ok: true });
  });

  it('the first veto wins when several subscribers veto', () => {
    const kernel = makeKernel();
    kernel.bus.before$.subscribe((pending) => pending.veto('first'));
    kernel.bus.before$.subscribe((pending) => pending.veto('second'));
    expect(kernel.execute('test.add', { by: 1 })).toMatchObject({ ok: false, error: 'first' });
  });
});

describe('command bus: batch', () => {
  it('commands in one batch share a batch number; separate batches differ', () => {
    const kernel = makeKernel();
    const events = recordExecuted(kernel);
    kernel.bus.batch(() => {
      kernel.execute('test.add', { by: 1 });
      kernel.execute('test.add', { by: 2 });
    });
    kernel.execute('test.add', { by: 3 });
    kernel.bus.batch(() => kernel.execute('test.add', { by: 4 }));
    const [first, second, alone, other] = events.map((event) => event.batch);
    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(alone).toBeUndefined();
    expect(other).toBeDefined();
    expect(other).not.toBe(first);
  });

  it('nested batches are one batch, and batch returns the work result', () => {
    const kernel = makeKernel();
    const events = recordExecuted(kernel);
    const value = kernel.bus.batch(() => {
      kernel.execute('test.add', { by: 1 });
      return kernel.bus.batch(() => {
        kernel.execute('test.add', { by: 1 });
        return 'done';
      });
    });
    expect(value).toBe('done');
    expect(new Set(events.map((event) => event.batch)).size).toBe(1);
  });

  it('a batch ends even when its work throws', () => {
    const kernel = makeKernel();
    const events = recordExecuted(kernel);
    expect(() => kernel.bus.batch(() => { kernel.execute('test.add', { by: 1 }); throw new Error('stop'); })).toThrow('stop');
    kernel.execute('test.add', { by: 1 });
    expect(events[1].batch).toBeUndefined();
  });
});
