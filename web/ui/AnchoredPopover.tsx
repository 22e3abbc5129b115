import { Popover as RadixPopover } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { escapeHome, returnFocus } from './focus-home.js';

/** A rectangle of the viewport, in CSS pixels (a cell on the grid's canvas). */
export interface AnchorRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface AnchoredPopoverProps {
  /** Its accessible name (it is a dialog for screen readers). */
  readonly label: string;
  /** What it opens under: something drawn on a canvas, with no element of its own. */
  readonly anchor: AnchorRect;
  onClose(): void;
  readonly children: ReactNode;
  readonly className?: string;
  /** Pixels it keeps from the window's edges, flipping or shifting to stay inside (8 unless given). */
  readonly collisionPadding?: number;
  /** The control focused on opening (the first focusable one unless given). */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /**
   * A press or focus outside that must not close it: one on the thing that opened it, which toggles or
   * reopens it by itself (a filter button drawn on the canvas).
   */
  keepOpenOn?(event: Event): boolean;
}

/**
 * A Popover opened at a rectangle rather than under a button (a list cell's dropdown on the grid): the
 * same look, Escape and outside clicks close it, focus goes back to the grid.
 */
export function AnchoredPopover({ label, anchor, onClose, children, className, collisionPadding = 8, initialFocus, keepOpenOn }: AnchoredPopoverProps) {
  const focusFirst = (event: Event) => {
    const target = initialFocus?.current;
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  };
  return (
    <RadixPopover.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixPopover.Anchor asChild>
        <div aria-hidden style={{ position: 'fixed', left: anchor.x, top: anchor.y, width: anchor.w, height: anchor.h, pointerEvents: 'none' }} />
      </RadixPopover.Anchor>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className={className ? `ui-popover ui-popover-panel ${className}` : 'ui-popover ui-popover-panel'}
          aria-label={label}
          align="start"
          side="bottom"
          sideOffset={2}
          collisionPadding={collisionPadding}
          onOpenAutoFocus={focusFirst}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={escapeHome}
          onInteractOutside={(event) => {
            if (keepOpenOn?.(event.detail.originalEvent)) event.preventDefault();
          }}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
