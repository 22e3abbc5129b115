import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A text input in the design system's look; give it a label (TextField does) or an aria-label. */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className, ...rest }, ref) {
  return <input ref={ref} className={className ? `ui-input ${className}` : 'ui-input'} {...rest} />;
});

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  readonly label: ReactNode;
  /** Shown under the field in red and announced; marks the input invalid. */
  readonly error?: string;
  /** A quiet explanation under the field. */
  readonly hint?: ReactNode;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, ...rest }, ref) {
  const own = useId();
  const inputId = id ?? own;
  const described = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ui-field">
      <label className="ui-label" htmlFor={inputId}>
        {label}
      </label>
      <Input ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={described} {...rest} />
      {hint && (
        <p className="ui-hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="ui-error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
