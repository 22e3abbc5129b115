import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import type { CSSProperties } from 'react';
import { escapeHome, returnFocus } from './focus-home.js';

export interface SelectOption<T extends string> {
  readonly value: T;
  readonly label: string;
  /** How the option itself is drawn (a font family shown in that font). */
  readonly style?: CSSProperties;
  readonly disabled?: boolean;
}

export interface SelectProps<T extends string> {
  /** The accessible name (and the visible label when `showLabel`). */
  readonly label: string;
  readonly showLabel?: boolean;
  readonly value: T | undefined;
  readonly options: readonly SelectOption<T>[];
  onChange(value: T): void;
  /** Shown when no option is chosen (a mixed selection). Not an option itself. */
  readonly placeholder?: string;
  readonly disabled?: boolean;
  readonly size?: 'md' | 'sm';
  readonly className?: string;
}

/** A designed dropdown (a listbox): arrows and typing move, Enter picks, Escape closes. Values are never ''. */
export function Select<T extends string>({ label, showLabel, value, options, onChange, placeholder, disabled, size = 'md', className }: SelectProps<T>) {
  const chosen = options.find((option) => option.value === value);
  const select = (
    <RadixSelect.Root value={value ?? ''} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
      <RadixSelect.Trigger aria-label={label} className={['ui-select', size === 'sm' ? 'ui-select-sm' : '', className ?? ''].join(' ').trim()} style={chosen?.style}>
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon className="ui-select-chevron">
          <ChevronDown size={14} aria-hidden />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className="ui-popover ui-select-content" position="popper" sideOffset={4} onCloseAutoFocus={returnFocus} onEscapeKeyDown={escapeHome}>
          <RadixSelect.Viewport>
            {options.map((option) => (
              <RadixSelect.Item key={option.value} value={option.value} disabled={option.disabled} className="ui-menu-item" style={option.style}>
                <span className="ui-menu-check">
                  <RadixSelect.ItemIndicator>
                    <Check size={14} aria-hidden />
                  </RadixSelect.ItemIndicator>
                </span>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
  if (!showLabel) return select;
  return (
    <label className="ui-field">
      <span className="ui-label">{label}</span>
      {select}
    </label>
  );
}
