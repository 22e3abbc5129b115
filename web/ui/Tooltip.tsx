import { Tooltip as RadixTooltip } from 'radix-ui';
import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { OVERLAY_ROLES } from './focus-home.js';

/** Wraps the app once: tooltips show after a short hover and at once when moving between neighbours. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={400} skipDelayDuration={200}>
      {children}
    </RadixTooltip.Provider>
  );
}

/** Where a tooltip's trigger sits inside another overlay (a popover's swatches, a dialog's buttons). */
const OVERLAY = `${OVERLAY_ROLES}, [data-radix-popper-content-wrapper]`;

/**
 * A short hint on hover and keyboard focus. The child must accept a ref (a button, an input). Inside a
 * popover or dialog it shows on hover only: one opened by the focus an overlay gives its first control
 * would take the Escape meant to close the overlay.
 */
export function Tooltip({ content, children, side = 'bottom' }: { content: ReactNode; children: ReactElement; side?: 'top' | 'bottom' | 'left' | 'right' }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const hovered = useRef(false);
  const openChange = (next: boolean) => setOpen(next && (hovered.current || !trigger.current?.closest(OVERLAY)));
  return (
    <RadixTooltip.Root open={open} onOpenChange={openChange}>
      <RadixTooltip.Trigger ref={trigger} asChild onPointerEnter={() => (hovered.current = true)} onPointerLeave={() => (hovered.current = false)}>
        {children}
      </RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className="ui-tooltip" side={side} sideOffset={6}>
          {content}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
