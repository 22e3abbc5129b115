import { Menubar as RadixMenubar } from 'radix-ui';
import { forwardRef, useCallback, useImperativeHandle, useRef, useState } from 'react';
import { escapeToHome, returnHome } from './focus-home.js';
import { MenuItems, type MenuItem } from './Menu.js';

export interface MenuBarProps {
  /** The bar's accessible name. */
  readonly label: string;
  /** Menus in order, by their visible name. */
  readonly menus: Readonly<Record<string, readonly MenuItem[]>>;
  /** Told the open menu's name ('' when none is) each time it changes: a page may make its items anew then. */
  readonly onOpenChange?: (name: string) => void;
}

/** What a page may do with its menu bar from its own keys (F10, Alt+F in the editor). */
export interface MenuBarHandle {
  /** Puts focus on the first menu's name, its menu closed: Left/Right then move, Enter or Down opens. */
  focus(): void;
  /** Opens a menu by its name; opened from a key, its first item has focus. */
  open(name: string): void;
}

/**
 * A desktop-style menu bar (File, Edit, ...): a press on a name opens its menu and a second press closes
 * it; with a menu open, moving onto another name or Left/Right switches menus; closing gives focus back to
 * the grid in the editor. Presses and hovers on the names are handled here, in one place, so a hover that
 * opened a menu just before the press does not race it shut.
 */
export const MenuBar = forwardRef<MenuBarHandle, MenuBarProps>(function MenuBar({ label, menus, onOpenChange }, ref) {
  const [open, setShown] = useState('');
  const setOpen = useCallback(
    (name: string) => {
      setShown(name);
      onOpenChange?.(name);
    },
    [onOpenChange],
  );
  const bar = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => {
      setOpen('');
      bar.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    },
    open: (name) => {
      if (!(name in menus)) return;
      setOpen(name);
      // Opened from a key, the first item takes focus (as ArrowDown on its name would), once the menu is drawn.
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`[role="menu"][aria-label="${CSS.escape(name)}"] [role^="menuitem"]:not([data-disabled])`)?.focus());
    },
  }), [menus, setOpen]);
  // The menu a hover opened: the press that follows the hover keeps it open rather than toggling it.
  const hovered = useRef('');
  const onBar = (event: { target: EventTarget | null; preventDefault(): void }) => {
    if (event.target instanceof Node && bar.current?.contains(event.target)) event.preventDefault();
  };
  return (
    <RadixMenubar.Root ref={bar} className="ui-menubar" aria-label={label} value={open} onValueChange={setOpen}>
      {Object.entries(menus).map(([name, items]) => (
        <RadixMenubar.Menu key={name} value={name}>
          <RadixMenubar.Trigger
            className="ui-menubar-trigger"
            onPointerEnter={(event) => {
              event.preventDefault();
              if (open !== '' && open !== name) {
                hovered.current = name;
                setOpen(name);
              }
            }}
            onPointerDown={(event) => {
              if (event.button !== 0 || event.ctrlKey) return;
              event.preventDefault();
              const keep = hovered.current === name;
              hovered.current = '';
              setOpen(open === name && !keep ? '' : name);
            }}
          >
            {name}
          </RadixMenubar.Trigger>
          <RadixMenubar.Portal>
            <RadixMenubar.Content
              className="ui-popover ui-menu"
              aria-label={name}
              aria-labelledby={undefined}
              align="start"
              sideOffset={4}
              onCloseAutoFocus={returnHome} onEscapeKeyDown={escapeToHome}
              onPointerDownOutside={onBar}
              onFocusOutside={onBar}
            >
              <MenuItems items={items} Parts={RadixMenubar} giveKeysHome={escapeToHome} />
            </RadixMenubar.Content>
          </RadixMenubar.Portal>
        </RadixMenubar.Menu>
      ))}
    </RadixMenubar.Root>
  );
});
