import type { KeyboardEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { handleGridKey, type GridKeyActions } from '../../../web/editor/use-grid-keys.js';
import { VectorLayout } from '../../../web/grid/vector-layout.js';

interface Press {
  readonly key: string;
  readonly ctrl?: boolean;
  readonly meta?: boolean;
  readonly shift?: boolean;
}

/** Presses a key on the grid and returns what it asked for, and whether the browser's default was stopped. */
function press({ key, ctrl = false, meta = false, shift = false }: Press): { calls: string[]; prevented: boolean } {
  const calls: string[] = [];
  let prevented = false;
  const record = (name: string) => () => void calls.push(name);
  const actions: GridKeyActions = {
    anchor: { row: 0, col: 0 },
    focus: { row: 0, col: 0 },
    area: { top: 0, left: 0, bottom: 0, right: 0 },
    rows: new VectorLayout([21, 21, 21]),
    columns: new VectorLayout([100, 100, 100]),
    filled: () => false,
    lastUsed: () => ({ row: 2, col: 1 }),
    select: (anchor, focus) => void calls.push(`select ${anchor.row},${anchor.col}${focus ? ` to ${focus.row},${focus.col}` : ''}`),
    tab: (back) => void calls.push(back ? 'tab back' : 'tab'),
    startEdit: (text) => void calls.push(`startEdit ${text ?? ''}`),
    clear: record('clear'),
    undo: record('undo'),
    redo: record('redo'),
    save: record('save'),
    toggleFormat: (field) => void calls.push(`toggle ${field}`),
    clearFormat: record('clearFormat'),
    toggleFormulas: record('toggleFormulas'),
    toggleHiding: record('toggleHiding'),
    selectAll: record('selectAll'),
    space: record('space'),
    fillDown: record('fillDown'),
    fillRight: record('fillRight'),
  };
  const event = { key, ctrlKey: ctrl, metaKey: meta, shiftKey: shift, altKey: false, preventDefault: () => void (prevented = true) };
  handleGridKey(event as unknown as KeyboardEvent, actions);
  return { calls, prevented };
}

describe('grid shortcuts (SPEC section 9)', () => {
  it.each([
    [{ key: 'b', ctrl: true }, 'toggle bold'],
    [{ key: 'i', meta: true }, 'toggle italic'],
    [{ key: 'u', ctrl: true }, 'toggle underline'],
    [{ key: 'X', ctrl: true, shift: true }, 'toggle strikethrough'],
    [{ key: 's', ctrl: true }, 'save'],
    [{ key: 'a', meta: true }, 'selectAll'],
    [{ key: 'z', ctrl: true }, 'undo'],
    [{ key: 'Z', ctrl: true, shift: true }, 'redo'],
    [{ key: 'Z', meta: true, shift: true }, 'redo'],
    [{ key: 'y', ctrl: true }, 'redo'],
    [{ key: '\\', ctrl: true }, 'clearFormat'],
    [{ key: '`', ctrl: true }, 'toggleFormulas'],
    [{ key: 'h', ctrl: true }, 'toggleHiding'],
    [{ key: 'd', ctrl: true }, 'fillDown'],
    [{ key: 'r', ctrl: true }, 'fillRight'],
  ] as const)('%o runs %s and keeps the browser from acting on it', (key, action) => {
    expect(press(key)).toEqual({ calls: [action], prevented: true });
  });

  it('leaves copy, cut and paste to the clipboard events', () => {
    for (const key of ['c', 'x', 'v']) expect(press({ key, ctrl: true })).toEqual({ calls: [], prevented: false });
  });

  it('leaves other browser shortcuts alone', () => {
    expect(press({ key: 't', ctrl: true })).toEqual({ calls: [], prevented: false });
  });

  it('types a character into the cell only without a modifier', () => {
    expect(press({ key: 'b' }).calls).toEqual(['startEdit b']);
    expect(press({ key: 'Delete' }).calls).toEqual(['clear']);
  });
});

describe('Home and End (as in Sheets)', () => {
  it.each([
    [{ key: 'Home', ctrl: true }, 'select 0,0'],
    [{ key: 'End', ctrl: true }, 'select 2,1'],
    [{ key: 'End', meta: true, shift: true }, 'select 0,0 to 2,1'],
    [{ key: 'Home' }, 'select 0,0'],
    [{ key: 'End' }, 'select 0,1'],
  ])('%o selects %s', (keys, call) => {
    const { calls, prevented } = press(keys);
    expect(calls).toEqual([call]);
    expect(prevented).toBe(true);
  });
});

describe('Tab on the grid', () => {
  it('steps right, or left with Shift, as a step of a Tab run (which Enter returns from)', () => {
    expect(press({ key: 'Tab' })).toEqual({ calls: ['tab'], prevented: true });
    expect(press({ key: 'Tab', shift: true })).toEqual({ calls: ['tab back'], prevented: true });
  });
});
