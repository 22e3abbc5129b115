import { Tabs as RadixTabs } from 'radix-ui';
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';

export interface TabStripProps {
  /** The tab list's accessible name. */
  readonly label: string;
  /** The selected tab's value. */
  readonly value: string;
  onChange(value: string): void;
  /** `StripTab`s, and whatever sits between them (a tab's menu button, a rename field). */
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * Tabs without panels of their own, for a strip that switches what one shared view shows (the sheet
 * tabs switch the grid): Left/Right move between tabs, Enter or a click selects one.
 */
export function TabStrip({ label, value, onChange, children, className }: TabStripProps) {
  return (
    <RadixTabs.Root value={value} onValueChange={onChange} activationMode="manual" className={className}>
      <RadixTabs.List aria-label={label} className="ui-tab-strip" loop={false}>
        {children}
      </RadixTabs.List>
    </RadixTabs.Root>
  );
}

export interface StripTabProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly value: string;
}

/** One tab of a TabStrip (role tab, selected when its value is the strip's). */
export const StripTab = forwardRef<HTMLButtonElement, StripTabProps>(function StripTab({ value, ...rest }, ref) {
  return (
    <RadixTabs.Trigger value={value} asChild>
      {/* No panel of its own: the strip's view is what it controls, so no aria-controls to a missing id. */}
      <button ref={ref} type="button" {...rest} aria-controls={undefined} />
    </RadixTabs.Trigger>
  );
});
