import { Popover as RadixPopover } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { escapeHome, returnFocus } from './focus-home.js';

export interface PopoverProps {
  /** The popover's accessible name (it is a dialog for screen readers). */
  readonly label: string;
  /** The button that opens it; it must accept a ref. */
  readonly trigger: ReactElement;
  readonly children: ReactNode;
  readonly open?: boolean;
  onOpenChange?(open: boolean): void;
  readonly align?: 'start' | 'center' | 'end';
  readonly side?: 'top' | 'bottom' | 'left' | 'right';
  readonly className?: string;
}

/**
 * A small panel under a button (a colour picker, the borders grid): Escape or a click outside closes it
 * and focus returns to the grid in the editor. Control `open` to close it after a choice.
 */
export function Popover({ label, trigger, children, open, onOpenChange, align = 'start', side = 'bottom', className }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={className ? `ui-popover ui-popover-panel ${className}` : 'ui-popover ui-popover-panel'}
          aria-label={label}
          align={align}
          side={side}
          sideOffset={4}
          collisionPadding={8}
          onCloseAutoFocus={returnFocus} onEscapeKeyDown={escapeHome}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
