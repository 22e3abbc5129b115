import { Menubar as RadixMenubar } from 'radix-ui';
import { returnFocus } from './focus-home.js';
import { MenuItems, type MenuItem } from './Menu.js';

export interface MenuBarProps {
  /** The bar's accessible name. */
  readonly label: string;
  /** Menus in order, by their visible name. */
  readonly menus: Readonly<Record<string, readonly MenuItem[]>>;
}

/**
 * A desktop-style menu bar (File, Edit, ...): with a menu open, Left/Right and hovering switch menus, and
 * closing gives focus back to the grid in the editor.
 */
export function MenuBar({ label, menus }: MenuBarProps) {
  return (
    <RadixMenubar.Root className="ui-menubar" aria-label={label}>
      {Object.entries(menus).map(([name, items]) => (
        <RadixMenubar.Menu key={name}>
          <RadixMenubar.Trigger className="ui-menubar-trigger">{name}</RadixMenubar.Trigger>
          <RadixMenubar.Portal>
            <RadixMenubar.Content className="ui-popover ui-menu" aria-label={name} aria-labelledby={undefined} align="start" sideOffset={4} onCloseAutoFocus={returnFocus}>
              <MenuItems items={items} Parts={RadixMenubar} />
            </RadixMenubar.Content>
          </RadixMenubar.Portal>
        </RadixMenubar.Menu>
      ))}
    </RadixMenubar.Root>
  );
}
