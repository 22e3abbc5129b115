import type { WebCommand } from '../../plugin-api/index.js';
import type { MenuItem } from '../../ui/Menu.js';
import { MOD } from '../toolbar/shortcut-keys.js';

export interface Shortcut {
  readonly action: string;
  readonly keys: string;
}

export interface ShortcutGroup {
  readonly title: string;
  readonly shortcuts: readonly Shortcut[];
}

/**
 * The keyboard shortcuts dialog's contents, from what is registered rather than a list kept by hand:
 * the keys the grid and the editor bind, each menu's items that name a shortcut (the shell's and the
 * plugins'), and the web parts' command keys no menu item names (with their own label).
 */
export function shortcutGroups(frame: readonly ShortcutGroup[], menus: Readonly<Record<string, readonly MenuItem[]>>, commands: Iterable<WebCommand>): ShortcutGroup[] {
  const fromMenus = Object.entries(menus).map(([title, items]) => ({ title, shortcuts: menuShortcuts(items, '') }));
  const named = new Set(Object.values(menus).flatMap((items) => commandsOf(items)));
  const others = [...commands]
    .filter((command) => command.keys?.length && command.label && !named.has(command.id))
    .map((command) => ({ action: command.label!, keys: command.keys!.map(chordText).join(', ') }));
  return [...frame, ...fromMenus, { title: 'Other', shortcuts: others }].filter((group) => group.shortcuts.length > 0);
}

function menuShortcuts(items: readonly MenuItem[], path: string): Shortcut[] {
  return items.flatMap((item) => {
    const action = `${path}${item.label}`;
    const own = item.shortcut ? [{ action, keys: item.shortcut }] : [];
    return [...own, ...menuShortcuts(item.items ?? [], `${action} > `)];
  });
}

function commandsOf(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [...(item.command ? [item.command] : []), ...commandsOf(item.items ?? [])]);
}

/** A chord as the menus show it: 'Mod+Alt+5' reads 'Ctrl+Alt+5' ('⌘Alt+5' on a Mac). */
export function chordText(chord: string): string {
  return chord.replace(/^Mod\+/, MOD);
}
