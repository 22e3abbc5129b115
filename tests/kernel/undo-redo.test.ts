import { describe, expect, it } from 'vitest';
import { UNDO_LIMIT, type CommandDefinition, type DescribedChange, type UndoState } from '../../kernel/runtime.js';
import type { Doc } from './fixtures.js';
import { initialDoc, makeKernel, testPlugin } from './fixtures.js';

/** Counts up and describes a structural change to the adjusters, as the workbook's shift commands do. */
const described: CommandDefinition<{ at: number }, Doc> = {
  id: 'test.described',
  run(draft, params, ctx) {
    draft.count += 1;
    ctx.adjust({ kind: 'insert-cells', sheetId: 's', area: { top: params.at, left: 0, bottom: params.at, right: 0 }, shift: 'down' });
  },
};

describe('undo and redo', () => {
  it('the structural changes a command described travel on its event, and on its undo and redo', () => {
    const kernel = makeKernel();
    kernel.bus.register(described);
    const seen: [string, readonly DescribedChange[]][] = [];
    kernel.bus.executed$.subscribe((event) => seen.push([event.source, event.structural]));
    kernel.execute('test.add', { by: 1 });
    kernel.bus.batch(() => {
      kernel.execute('test.described', { at: 1 });
      kernel.execute('test.described', { at: 2 });
    });
    kernel.undo.undo();
    kernel.undo.redo();
    const at = (changes: readonly DescribedChange[]) => changes.map((c) => (c.kind === 'insert-cells' ? c.area.top : -1));
    // The batch's step keeps both, in the order they were made; followers invert an undo's, last first.
    expect(seen.map(([source, changes]) => [source, at(changes)])).toEqual([['command', []], ['command', [1]], ['command', [2]], ['undo', [1, 2]], ['redo', [1, 2]]]);
  });

  it('a change a command only records (describe) travels on its events, and no adjuster hears of it', () => {
    const heard: string[] = [];
    const kernel = makeKernel([{ ...testPlugin, adjusters: [(_draft, change) => void heard.push(change.kind)] }]);
    const permuted: CommandDefinition<undefined, Doc> = {
      id: 'test.permuted',
      run(draft, _params, ctx) {
        draft.count += 1;
        ctx.describe({ kind: 'permute-rows', sheetId: 's', area: { top: 0, left: 0, bottom: 1, right: 0 }, order: [1, 0] });
      },
    };
    kernel.bus.register(permuted);
    const seen: [string, string[]][] = [];
    kernel.bus.executed$.subscribe((event) => seen.push([event.source, event.structural.map((c) => c.kind)]));
    kernel.execute('test.permuted', undefined);
    kernel.undo.undo();
    kernel.undo.redo();
    expect(seen).toEqual([['command', ['permute-rows']], ['undo', ['permute-rows']], ['redo', ['permute-rows']]]);
    expect(heard).toEqual([]);
  });

  it('undo restores the previous state, redo applies the change again', () => {
    const kernel = makeKernel();
    kernel.execute('test.set-item', { key: 'b', value: 2 });
    kernel.execute('test.add', { by: 5 });
    expect(kernel.undo.undo()).toBe(true);
    expect(kernel.store.state).toEqual({ count: 0, items: { a: 1, b: 2 } });
    expect(kernel.undo.undo()).toBe(true);
    expect(kernel.store.state).toEqual(initialDoc());
    expect(kernel.undo.undo()).toBe(false);
    expect(kernel.undo.redo()).toBe(true);
    expect(kernel.undo.redo()).toBe(true);
    expect(kernel.store.state).toEqual({ count: 5, items: { a: 1, b: 2 } });
    expect(kernel.undo.redo()).toBe(false);
  });

  it('undo and redo are reported on executed$ as their own sources, not as undoable commands', () => {
    const kernel = makeKernel();
    kernel.execute('test.add', { by: 1 });
    const sources: string[] = [];
    kernel.bus.executed$.subscribe((event) => sources.push(`${event.id}/${event.source}/${event.undoable}`));
    kernel.undo.undo();
    kernel.undo.redo();
    expect(sources).toEqual(['kernel.undo/undo/false', 'kernel.redo/redo/false']);
    // Replays are not recorded as new steps: one undo still undoes the one command.
    kernel.undo.undo();
    expect(kernel.undo.canUndo).toBe(false);
  });

  it('keeps only the last 100 steps', () => {
    expect(UNDO_LIMIT).toBe(100);
    const kernel = makeKernel();
    for (let i = 0; i < 130; i++) kernel.execute('test.add', { by: 1 });
    let undone = 0;
    while (kernel.undo.undo()) undone++;
    expect(undone).toBe(100);
    expect(kernel.store.state.count).toBe(30);
  });

  it('a batch is one step, undone in reverse order', () => {
    const kernel = makeKernel();
    kernel.execute('test.add', { by: 1 });
    kernel.bus.batch(() => {
      kernel.execute('test.set-item', { key: 'a', value: 10 });
      kernel.execute('test.set-item', { key: 'a', value: 20 });
      kernel.execute('test.add', { by: 100 });
    });
    expect(kernel.store.state).toEqual({ count: 101, items: { a: 20 } });
    kernel.undo.undo();
    expect(kernel.store.state).toEqual({ count: 1, items: { a: 1 } });
    kernel.undo.redo();
    expect(kernel.store.state).toEqual({ count: 101, items: { a: 20 } });
  });

  it('a new command clears the redo history', () => {
    const kernel = makeKernel();
    kernel.execute('test.add', { by: 1 });
    kernel.execute('test.add', { by: 2 });
    kernel.undo.undo();
    expect(kernel.undo.canRedo).toBe(true);
    kernel.execute('test.add', { by: 10 });
    expect(kernel.undo.canRedo).toBe(false);
    expect(kernel.undo.redo()).toBe(false);
    expect(kernel.store.state.count).toBe(11);
  });

  it('a refused command does not clear the redo history', () => {
    const kernel = makeKernel();
    kernel.execute('test.add', { by: 1 });
    kernel.undo.undo();
    kernel.execute('test.refuse', { message: 'no' });
    expect(kernel.undo.canRedo).toBe(true);
  });

  it('commands that are not undoable are not recorded', () => {
    const kernel = makeKernel();
    kernel.execute('test.add', { by: 1 });
    kernel.execute('test.add-silently', { by: 10 });
    expect(kernel.store.state.count).toBe(11);
    // Inverse patches replace values, so undoing the recorded step restores its own "before".
    kernel.undo.undo();
    expect(kernel.store.state.count).toBe(0);
    expect(kernel.undo.canUndo).toBe(false);
  });

  it('loading a document clears the history', () => {
    const kernel = makeKernel();
    kernel.execute('test.add', { by: 1 });
    kernel.execute('test.add', { by: 1 });
    kernel.undo.undo();
    kernel.bus.load({ count: 50, items: {} });
    expect(kernel.undo.canUndo).toBe(false);
    expect(kernel.undo.canRedo).toBe(false);
    expect(kernel.undo.undo()).toBe(false);
    expect(kernel.store.state).toEqual({ count: 50, items: {} });
  });

  it('publishes canUndo and canRedo', () => {
    const kernel = makeKernel();
    const states: UndoState[] = [];
    kernel.undo.state$.subscribe((state) => states.push(state));
    kernel.execute('test.add', { by: 1 });
    kernel.undo.undo();
    kernel.undo.redo();
    kernel.undo.clear();
    expect(states).toEqual([
      { canUndo: false, canRedo: false },
      { canUndo: true, canRedo: false },
      { canUndo: false, canRedo: true },
      { canUndo: true, canRedo: false },
      { canUndo: false, canRedo: false },
    ]);
  });

  it('stops recording after dispose', () => {
    const kernel = makeKernel();
    kernel.dispose();
    kernel.execute('test.add', { by: 1 });
    expect(kernel.undo.canUndo).toBe(false);
  });
});
