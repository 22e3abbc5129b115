import type { KeyboardEvent } from 'react';
import type { CellArea } from '../../kernel/index.js';
import type { CellPosition } from '../../plugins/workbook/index.js';
import { homeOrEnd, jump, step, type Direction } from './navigation.js';
import type { VectorLayout } from '../grid/index.js';
import { MOD } from './toolbar/shortcut-keys.js';

const ARROWS: Record<string, Direction> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

export interface GridKeyActions {
  readonly anchor: CellPosition;
  readonly focus: CellPosition;
  readonly area: CellArea;
  readonly rows: VectorLayout;
  readonly columns: VectorLayout;
  filled(row: number, col: number): boolean;
  /** The last used row and column (Ctrl+End). */
  lastUsed(): CellPosition;
  select(anchor: CellPosition, focus?: CellPosition): void;
  /** Tab (or Shift+Tab): a step right (left) in a run of Tabs that Enter returns from. */
  tab(back: boolean): void;
  startEdit(initial?: string): void;
  clear(): void;
  undo(): void;
  redo(): void;
  save(): void;
  toggleFormat(field: 'bold' | 'italic' | 'underline' | 'strikethrough'): void;
  clearFormat(): void;
  toggleFormulas(): void;
  toggleHiding(): void;
  selectAll(): void;
  /** Space: what the active cell's kind does with it (a checkbox toggles), else starts an edit with a space. */
  space(): void;
  /** Ctrl/Cmd+D and +R: fill the selection down or right from its first row or column. */
  fillDown(): void;
  fillRight(): void;
}

/**
 * What the keys below do, for the keyboard shortcuts dialog: kept beside the handler that binds them.
 * Shortcuts the menus name (Bold, Undo...) are listed from the menus themselves.
 */
export const GRID_KEYS: readonly { readonly action: string; readonly keys: string }[] = [
  { action: 'Move the active cell', keys: 'Arrows' },
  { action: 'Extend the selection', keys: 'Shift+Arrows' },
  { action: 'Jump to the edge of the data', keys: `${MOD}Arrows` },
  { action: 'First or last cell of the row', keys: 'Home, End' },
  { action: 'First cell, last used cell', keys: `${MOD}Home, ${MOD}End` },
  { action: 'Edit the active cell', keys: 'Enter, F2' },
  { action: 'Move right, left (Enter returns under the first)', keys: 'Tab, Shift+Tab' },
  { action: 'Clear the selection', keys: 'Delete, Backspace' },
  { action: 'Check or uncheck a checkbox', keys: 'Space' },
  { action: 'Select all', keys: `${MOD}A` },
  { action: 'Fill down, fill right', keys: `${MOD}D, ${MOD}R` },
  { action: 'Cell menu', keys: 'Shift+F10, Menu key' },
];

/** Keys on the grid while no cell is being edited (SPEC sections 4 and 9). */
export function handleGridKey(event: KeyboardEvent, actions: GridKeyActions): void {
  const mod = event.metaKey || event.ctrlKey;
  const direction = ARROWS[event.key];
  if (direction) {
    event.preventDefault();
    const from = event.shiftKey ? actions.focus : actions.anchor;
    const to = mod ? jump(from, direction, actions.rows, actions.columns, actions.filled) : step(from, direction, actions.rows, actions.columns);
    if (event.shiftKey) actions.select(actions.anchor, to);
    else actions.select(to);
    return;
  }
  if (event.key === 'Home' || event.key === 'End') {
    event.preventDefault();
    const from = event.shiftKey ? actions.focus : actions.anchor;
    const to = homeOrEnd(from, event.key, mod, actions.rows, actions.columns, event.key === 'End' ? actions.lastUsed() : from);
    if (event.shiftKey) actions.select(actions.anchor, to);
    else actions.select(to);
    return;
  }
  if (mod) return handleShortcut(event, actions);
  // Shift+F2 is Insert note (Sheets and Excel), left to the notes' key binding.
  if (event.key === 'Enter' || (event.key === 'F2' && !event.shiftKey)) {
    event.preventDefault();
    actions.startEdit();
  } else if (event.key === 'Delete' || event.key === 'Backspace') {
    event.preventDefault();
    actions.clear();
  } else if (event.key === 'Tab') {
    event.preventDefault();
    actions.tab(event.shiftKey);
  } else if (event.key === ' ') {
    event.preventDefault();
    actions.space();
  } else if (event.key.length === 1 && !event.altKey) {
    event.preventDefault();
    actions.startEdit(event.key);
  }
}

function handleShortcut(event: KeyboardEvent, actions: GridKeyActions): void {
  const key = event.key.toLowerCase();
  const shortcuts: Record<string, () => void> = {
    z: () => (event.shiftKey ? actions.redo() : actions.undo()),
    y: actions.redo,
    s: actions.save,
    b: () => actions.toggleFormat('bold'),
    i: () => actions.toggleFormat('italic'),
    u: () => actions.toggleFormat('underline'),
    '\\': actions.clearFormat,
    '`': actions.toggleFormulas,
    a: actions.selectAll,
    d: actions.fillDown,
    r: actions.fillRight,
  };
  // Cmd/Ctrl+X alone is cut, left to the clipboard events; with Shift it is strikethrough.
  if (event.shiftKey) shortcuts.x = () => actions.toggleFormat('strikethrough');
  // Ctrl+H is the spec's hiding toggle; Ctrl+Shift+H is find and replace's.
  else shortcuts.h = actions.toggleHiding;
  const action = shortcuts[key];
  if (!action) return;
  event.preventDefault();
  action();
}
