import { useEffect, useRef, type RefObject } from 'react';
import type { MenuBarHandle } from '../ui/MenuBar.js';
import { MOD } from './toolbar/shortcut-keys.js';
import { matchesChord } from './use-command-keys.js';

const IS_MAC = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);

/**
 * The editor's regions in the order F6 visits them (Shift+F6 backwards), as desktop apps and Sheets'
 * "move focus out of the grid" do: the grid's Tab moves the active cell, so these keys are how the keys
 * leave it for the sheet tabs, the sidebar or a panel without a menu.
 */
const REGIONS = ['.editor-top', '[role="menubar"]', '[role="toolbar"]', '.formula-bar', '.grid-host', '.sheet-tabs', '.editor-panel', '.sidebar'];

/**
 * The menus Alt+letter opens (Alt+Shift+letter too, as Sheets takes in browsers that keep Alt+letter);
 * Ctrl+Option+letter on a Mac, where Option+letter types a character (Option+E starts an accent).
 */
const MENU_LETTERS: Readonly<Record<string, string>> = { F: 'File', E: 'Edit', V: 'View', I: 'Insert', O: 'Format', D: 'Data', H: 'Help' };

/** The keys bound here, for the keyboard shortcuts dialog. */
export const EDITOR_KEYS: readonly { readonly action: string; readonly keys: string }[] = [
  { action: 'Go to the menu bar', keys: 'F10' },
  { action: 'Open a menu (File, Edit, View, Insert, Format, Data, Help)', keys: ['F', 'E', 'V', 'I', 'O', 'D', 'H'].map((letter) => `${IS_MAC ? 'Ctrl+Option+' : 'Alt+'}${letter}`).join(', ') },
  { action: 'Next region (menus, toolbar, formula bar, grid, sheet tabs, panels, sidebar)', keys: 'F6' },
  { action: 'Previous region', keys: 'Shift+F6' },
  { action: 'Keyboard shortcuts', keys: `${MOD}/` },
];

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]';

/** The keys that reach the editor's frame from anywhere in it: the menu bar, its menus, the regions and the shortcuts dialog. */
export function useEditorKeys(root: RefObject<HTMLElement | null>, menuBar: RefObject<MenuBarHandle | null>, openShortcuts: () => void): void {
  const latest = useRef(openShortcuts);
  latest.current = openShortcuts;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const letter = /^Key([A-Z])$/.exec(event.code)?.[1];
      const menu = letter && event.altKey && event.ctrlKey === IS_MAC && !event.metaKey ? MENU_LETTERS[letter] : undefined;
      if (menu) {
        event.preventDefault();
        menuBar.current?.open(menu);
      } else if (event.key === 'F10' && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        menuBar.current?.focus();
      } else if (event.key === 'F6' && !event.altKey && !event.ctrlKey && !event.metaKey && root.current) {
        event.preventDefault();
        focusRegion(root.current, event.shiftKey ? -1 : 1);
      } else if (matchesChord(event, 'Mod+/')) {
        event.preventDefault();
        latest.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [root, menuBar]);
}

/** Moves focus to the next region that is there (or the previous), from the one holding focus now. */
export function focusRegion(root: HTMLElement, step: 1 | -1): void {
  const regions = REGIONS.map((selector) => root.querySelector<HTMLElement>(selector)).filter((region): region is HTMLElement => region !== null && target(region) !== null);
  if (regions.length === 0) return;
  const current = regions.findIndex((region) => region.contains(document.activeElement));
  const next = regions[(current + step + regions.length) % regions.length];
  // Outside every region (the page itself), F6 starts at the grid.
  const chosen = current < 0 ? (regions.find((region) => region.matches('.grid-host')) ?? next) : next;
  target(chosen)?.focus();
}

/** What takes focus in a region: the region itself when it is focusable (the grid), else its first tab stop. */
function target(region: HTMLElement): HTMLElement | null {
  if (region.tabIndex >= 0 && region.matches('[tabindex]')) return region;
  return [...region.querySelectorAll<HTMLElement>(FOCUSABLE)].find((element) => element.tabIndex >= 0 && element.getClientRects().length > 0) ?? null;
}
