import { describe, expect, it } from 'vitest';
import { makeKernel } from './fixtures.js';

describe('view store operations', () => {
  it('change the view state, never the document, the undo history or the dirty flag', () => {
    const kernel = makeKernel();
    const document = kernel.store.state;
    let executed = 0;
    kernel.bus.executed$.subscribe(() => executed++);
    kernel.view.run('view.zoom', { zoom: 1.5 });
    kernel.view.run('view.select', { key: 'a' });
    expect(kernel.view.state).toEqual({ zoom: 1.5, selected: 'a' });
    expect(kernel.store.state).toBe(document);
    expect(executed).toBe(0);
    expect(kernel.undo.canUndo).toBe(false);
    expect(kernel.dirty.dirty).toBe(false);
  });

  it('publish on state$ only when something changed', () => {
    const kernel = makeKernel();
    const zooms: number[] = [];
    kernel.view.state$.subscribe((view) => zooms.push(view.zoom));
    kernel.view.run('view.zoom', { zoom: 2 });
    kernel.view.run('view.zoom', { zoom: 2 });
    expect(zooms).toEqual([1, 2]);
  });

  it('are not undone with the document', () => {
    const kernel = makeKernel();
    kernel.execute('test.add', { by: 1 });
    kernel.view.run('view.zoom', { zoom: 0.5 });
    kernel.undo.undo();
    expect(kernel.view.state.zoom).toBe(0.5);
    expect(kernel.store.state.count).toBe(0);
  });

  it('refuse unknown and duplicate operations', () => {
    const kernel = makeKernel();
    expect(() => kernel.view.run('view.nope', {})).toThrow('Unknown operation "view.nope".');
    expect(() => kernel.view.register({ id: 'view.zoom', run() {} })).toThrow('Operation "view.zoom" is registered twice.');
  });
});

describe('dirty tracking', () => {
  it('starts clean, and a command makes the document dirty', () => {
    const kernel = makeKernel();
    expect(kernel.dirty.dirty).toBe(false);
    kernel.execute('test.add', { by: 1 });
    expect(kernel.dirty.dirty).toBe(true);
  });

  it('markClean clears it (a save started or finished); undo and redo set it again', () => {
    const kernel = makeKernel();
    const flags: boolean[] = [];
    kernel.dirty.dirty$.subscribe((dirty) => flags.push(dirty));
    kernel.execute('test.add', { by: 1 });
    kernel.dirty.markClean();
    expect(kernel.dirty.dirty).toBe(false);
    kernel.undo.undo();
    expect(kernel.dirty.dirty).toBe(true);
    kernel.dirty.markClean();
    kernel.undo.redo();
    expect(kernel.dirty.dirty).toBe(true);
    expect(flags).toEqual([false, true, false, true, false, true]);
  });

  it('a non-undoable command still makes the document dirty', () => {
    const kernel = makeKernel();
    kernel.execute('test.add-silently', { by: 1 });
    expect(kernel.dirty.dirty).toBe(true);
  });

  it('refused and no-op commands leave it clean', () => {
    const kernel = makeKernel();
    kernel.execute('test.refuse', { message: 'no' });
    kernel.execute('test.no-op', undefined);
    expect(kernel.dirty.dirty).toBe(false);
  });

  it('loading a document clears it', () => {
    const kernel = makeKernel();
    kernel.execute('test.add', { by: 1 });
    kernel.bus.load({ count: 0, items: {} });
    expect(kernel.dirty.dirty).toBe(false);
  });
});
