import { Check, Minus } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId, type ReactNode } from 'react';

export interface CheckboxProps {
  /** The visible label, also the accessible name. */
  readonly label: ReactNode;
  /** `'mixed'` draws a dash: some of what the box stands for is on (a "select all" over a partial choice). */
  readonly checked: boolean | 'mixed';
  onCheckedChange(checked: boolean): void;
  readonly disabled?: boolean;
  /** A quiet explanation beside the label, tied to the box for screen readers. */
  readonly hint?: ReactNode;
  readonly className?: string;
}

/** A labelled check box (role checkbox): Space toggles it, a click on the label too. */
export function Checkbox({ label, checked, onCheckedChange, disabled, hint, className }: CheckboxProps) {
  const id = useId();
  return (
    <div className={className ? `ui-check ${className}` : 'ui-check'}>
      <RadixCheckbox.Root
        id={id}
        className="ui-checkbox"
        checked={checked === 'mixed' ? 'indeterminate' : checked}
        onCheckedChange={(next) => onCheckedChange(next === true)}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        <RadixCheckbox.Indicator className="ui-checkbox-indicator">
          {checked === 'mixed' ? <Minus size={12} strokeWidth={3} aria-hidden /> : <Check size={12} strokeWidth={3} aria-hidden />}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label className="ui-check-label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span className="ui-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
    </div>
  );
}
