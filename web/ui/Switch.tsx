import { Switch as RadixSwitch } from 'radix-ui';
import { useId, type ReactNode } from 'react';

export interface SwitchProps {
  /** The visible label, also the accessible name. */
  readonly label: ReactNode;
  readonly checked: boolean;
  onCheckedChange(checked: boolean): void;
  readonly disabled?: boolean;
  readonly className?: string;
}

/** An on/off setting that takes effect at once (role switch): Space or a click toggles it. */
export function Switch({ label, checked, onCheckedChange, disabled, className }: SwitchProps) {
  const id = useId();
  return (
    <div className={className ? `ui-check ${className}` : 'ui-check'}>
      <RadixSwitch.Root id={id} className="ui-switch" checked={checked} onCheckedChange={onCheckedChange} disabled={disabled}>
        <RadixSwitch.Thumb className="ui-switch-thumb" />
      </RadixSwitch.Root>
      <label className="ui-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
