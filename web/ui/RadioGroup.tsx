import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { useId } from 'react';
import './radio-group.css';

export interface RadioOption<T extends string> {
  readonly value: T;
  readonly label: string;
}

export interface RadioGroupProps<T extends string> {
  /** The group's accessible name. */
  readonly label: string;
  readonly value: T;
  readonly options: readonly RadioOption<T>[];
  onChange(value: T): void;
  readonly disabled?: boolean;
  readonly orientation?: 'horizontal' | 'vertical';
}

/** One choice of a few, all visible (a modal's mode): arrows move between the options, each a labelled radio. */
export function RadioGroup<T extends string>({ label, value, options, onChange, disabled, orientation = 'horizontal' }: RadioGroupProps<T>) {
  const id = useId();
  return (
    <RadixRadioGroup.Root
      aria-label={label}
      className={`ui-radio-group ui-radio-group-${orientation}`}
      value={value}
      onValueChange={(next) => onChange(next as T)}
      disabled={disabled}
      orientation={orientation}
    >
      {options.map((option) => (
        <span key={option.value} className="ui-radio-option">
          <RadixRadioGroup.Item id={`${id}-${option.value}`} value={option.value} className="ui-radio">
            <RadixRadioGroup.Indicator className="ui-radio-dot" />
          </RadixRadioGroup.Item>
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </span>
      ))}
    </RadixRadioGroup.Root>
  );
}
