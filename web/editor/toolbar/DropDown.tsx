import { ChevronDown, type LucideIcon } from 'lucide-react';
import { memo } from 'react';
import { IconButton } from '../../ui/Button.js';
import { Menu, type MenuItem } from '../../ui/Menu.js';

export interface DropDownProps {
  /** The button's and the menu's accessible name, also its tooltip. */
  readonly label: string;
  readonly icon: LucideIcon;
  readonly items: readonly MenuItem[];
  readonly shortcut?: string;
}

/**
 * A toolbar button with a menu under it (formats, merges, alignment, wrapping); closing returns to the grid.
 * Memoised: the toolbar renders at each move of the selection, and a drop-down given the same items (made
 * again only when what they show changes) need not.
 */
export const DropDown = memo(function DropDown({ label, icon, items, shortcut }: DropDownProps) {
  return <Menu label={label} items={items} trigger={<IconButton icon={icon} label={label} shortcut={shortcut} extra={<ChevronDown size={12} aria-hidden />} />} />;
});
