import { Check, ChevronRight } from 'lucide-react';
import { ContextMenu as RadixContextMenu, DropdownMenu as RadixDropdownMenu, Menubar as RadixMenubar } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { escapeHome, returnFocus } from './focus-home.js';
import type { IconComponent } from './icon.js';

/** One entry of a menu. `command` names the kernel command it runs, when it is one (for tests and docs). */
export interface MenuItem {
  readonly label: string;
  readonly command?: string;
  readonly shortcut?: string;
  readonly icon?: IconComponent;
  /** A checkable entry (role menuitemcheckbox) when defined. */
  readonly checked?: boolean;
  readonly disabled?: boolean;
  readonly separatorBefore?: boolean;
  /** A submenu: the entry opens these on hover, click or ArrowRight. */
  readonly items?: readonly MenuItem[];
  run?(): void;
}

/** Radix's dropdown, context and bar menus share their parts' shapes; the items render from any of them. */
export type MenuParts = typeof RadixDropdownMenu | typeof RadixContextMenu | typeof RadixMenubar;


function ItemBody({ item }: { item: MenuItem }) {
  const Icon = item.icon;
  return (
    <>
      <span className="ui-menu-check" aria-hidden>
        {item.checked ? <Check size={14} /> : Icon ? <Icon size={14} /> : null}
      </span>
      <span className="ui-menu-label">{item.label}</span>
      {item.shortcut && <span className="ui-menu-shortcut">{item.shortcut}</span>}
      {item.items && <ChevronRight className="ui-menu-shortcut" size={14} aria-hidden />}
    </>
  );
}

interface MenuItemsProps {
  readonly items: readonly MenuItem[];
  readonly Parts: MenuParts;
  /**
   * Gives the keys back (focus-home.ts) as an entry is chosen, before it runs: Radix gives focus back only
   * a task after the menu is gone, and a key pressed in between (Ctrl+Z right after Insert row) was lost.
   */
  giveKeysHome(): void;
}

/** The entries of a menu, with separators and submenus, drawn with one of Radix's menu part sets. */
export function MenuItems({ items, Parts, giveKeysHome }: MenuItemsProps): ReactNode {
  return items.map((item, i) => (
    <MenuEntry key={`${i}:${item.label}`} item={item} Parts={Parts} giveKeysHome={giveKeysHome} separator={item.separatorBefore === true && i > 0} />
  ));
}

function MenuEntry({ item, Parts, giveKeysHome, separator }: Omit<MenuItemsProps, 'items'> & { item: MenuItem; separator: boolean }) {
  const sep = separator ? <Parts.Separator className="ui-menu-separator" /> : null;
  if (item.items) {
    return (
      <>
        {sep}
        <Parts.Sub>
          <Parts.SubTrigger className="ui-menu-item" disabled={item.disabled || item.items.length === 0}>
            <ItemBody item={item} />
          </Parts.SubTrigger>
          <Parts.Portal>
            <Parts.SubContent className="ui-popover ui-menu" aria-label={item.label} aria-labelledby={undefined} sideOffset={2} alignOffset={-4}>
              <MenuItems items={item.items} Parts={Parts} giveKeysHome={giveKeysHome} />
            </Parts.SubContent>
          </Parts.Portal>
        </Parts.Sub>
      </>
    );
  }
  const choose = () => {
    giveKeysHome();
    item.run?.();
  };
  const common = { className: 'ui-menu-item', disabled: item.disabled, 'data-command': item.command, onSelect: choose };
  return (
    <>
      {sep}
      {item.checked === undefined ? (
        <Parts.Item {...common}>
          <ItemBody item={item} />
        </Parts.Item>
      ) : (
        <Parts.CheckboxItem {...common} checked={item.checked}>
          <ItemBody item={item} />
        </Parts.CheckboxItem>
      )}
    </>
  );
}

export interface MenuProps {
  /** The menu's accessible name. */
  readonly label: string;
  readonly items: readonly MenuItem[];
  /** The button that opens it; it must accept a ref (Button, IconButton, a plain button). */
  readonly trigger: ReactElement;
  readonly align?: 'start' | 'center' | 'end';
  readonly side?: 'top' | 'bottom' | 'left' | 'right';
  readonly open?: boolean;
  onOpenChange?(open: boolean): void;
}

/**
 * A dropdown menu with submenus: arrows move, Enter or Space runs, ArrowRight opens a submenu, typing jumps,
 * Escape or a click outside closes, and focus goes back to the grid in the editor (see focus-home.ts).
 */
export function Menu({ label, items, trigger, align = 'start', side = 'bottom', open, onOpenChange }: MenuProps) {
  return (
    <RadixDropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <RadixDropdownMenu.Trigger asChild>{trigger}</RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal>
        <RadixDropdownMenu.Content className="ui-popover ui-menu" aria-label={label} aria-labelledby={undefined} align={align} side={side} sideOffset={4} onCloseAutoFocus={returnFocus} onEscapeKeyDown={escapeHome}>
          <MenuItems items={items} Parts={RadixDropdownMenu} giveKeysHome={escapeHome} />
        </RadixDropdownMenu.Content>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  );
}

export interface ContextMenuProps {
  readonly label: string;
  readonly items: readonly MenuItem[];
  /** The area a right click (or the context-menu key) opens the menu on. */
  readonly children: ReactElement;
  onOpenChange?(open: boolean): void;
}

/** A right-click menu over its child, with the same items, keys and focus return as Menu. */
export function ContextMenu({ label, items, children, onOpenChange }: ContextMenuProps) {
  return (
    <RadixContextMenu.Root modal={false} onOpenChange={onOpenChange}>
      <RadixContextMenu.Trigger asChild>{children}</RadixContextMenu.Trigger>
      <RadixContextMenu.Portal>
        <RadixContextMenu.Content className="ui-popover ui-menu" aria-label={label} aria-labelledby={undefined} onCloseAutoFocus={returnFocus} onEscapeKeyDown={escapeHome}>
          <MenuItems items={items} Parts={RadixContextMenu} giveKeysHome={escapeHome} />
        </RadixContextMenu.Content>
      </RadixContextMenu.Portal>
    </RadixContextMenu.Root>
  );
}

export interface MenuAtPointProps {
  readonly label: string;
  readonly items: readonly MenuItem[];
  /** Viewport coordinates where the menu opens (the pointer of a right click on the canvas). */
  readonly x: number;
  readonly y: number;
  onClose(): void;
}

/**
 * A menu opened at a point rather than under a button: the grid's context menus, whose items depend on
 * what the canvas hit. It is the dropdown menu anchored to an invisible point.
 */
export function MenuAtPoint({ label, items, x, y, onClose }: MenuAtPointProps) {
  return (
    <RadixDropdownMenu.Root open modal={false} onOpenChange={(open) => !open && onClose()}>
      <RadixDropdownMenu.Trigger asChild>
        <span aria-hidden className="ui-point-anchor" style={{ left: x, top: y }} />
      </RadixDropdownMenu.Trigger>
      <RadixDropdownMenu.Portal>
        <RadixDropdownMenu.Content className="ui-popover ui-menu" aria-label={label} aria-labelledby={undefined} align="start" side="bottom" collisionPadding={8} onCloseAutoFocus={returnFocus} onEscapeKeyDown={escapeHome}>
          <MenuItems items={items} Parts={RadixDropdownMenu} giveKeysHome={escapeHome} />
        </RadixDropdownMenu.Content>
      </RadixDropdownMenu.Portal>
    </RadixDropdownMenu.Root>
  );
}
