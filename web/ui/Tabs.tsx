import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import type { IconComponent } from './icon.js';

export interface TabDefinition<T extends string> {
  readonly value: T;
  readonly label: string;
  readonly icon?: IconComponent;
  readonly content: ReactNode;
}

export interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  readonly label: string;
  readonly tabs: readonly TabDefinition<T>[];
  readonly value?: T;
  readonly defaultValue?: T;
  onChange?(value: T): void;
}

/** Tabs with their panels: Left/Right move between tabs, Tab goes into the panel. */
export function Tabs<T extends string>({ label, tabs, value, defaultValue, onChange }: TabsProps<T>) {
  return (
    <RadixTabs.Root className="ui-tabs" value={value} defaultValue={defaultValue ?? tabs[0]?.value} onValueChange={(next) => onChange?.(next as T)}>
      <RadixTabs.List className="ui-tab-list" aria-label={label}>
        {tabs.map(({ value: id, label: text, icon: Icon }) => (
          <RadixTabs.Trigger key={id} value={id} className="ui-tab">
            {Icon && <Icon size={14} aria-hidden />}
            {text}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className="ui-tab-panel">
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
