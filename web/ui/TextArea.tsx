import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  readonly label: ReactNode;
  /** Shown under the field in red and announced; marks the text area invalid. */
  readonly error?: string;
  /** A quiet explanation under the field. */
  readonly hint?: ReactNode;
}

/** A labelled text area (JSON, long text) with its hint and error tied to it for screen readers, as TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, error, hint, id, className, ...rest }, ref) {
  const own = useId();
  const inputId = id ?? own;
  const described = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ui-field">
      <label className="ui-label" htmlFor={inputId}>
        {label}
      </label>
      <textarea ref={ref} id={inputId} className={className ? `ui-input ui-textarea ${className}` : 'ui-input ui-textarea'} aria-invalid={error ? true : undefined} aria-describedby={described} {...rest} />
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
