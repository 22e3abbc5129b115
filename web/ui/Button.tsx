import { forwardRef, memo, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Tooltip } from './Tooltip.js';
import type { IconComponent } from './icon.js';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'md' | 'sm';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** An icon before the text. */
  readonly icon?: IconComponent;
}

const classes = (...names: (string | false | undefined)[]): string => names.filter(Boolean).join(' ');

/** A text button; `primary` for the one main action of a screen, `danger` for destructive ones. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', icon: Icon, className, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={classes('ui-button', `ui-button-${variant}`, size === 'sm' && 'ui-button-sm', className)} {...rest}>
      {Icon && <Icon aria-hidden size={16} />}
      {children}
    </button>
  );
});

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name, also shown as the tooltip. */
  readonly label: string;
  readonly icon: IconComponent;
  /** Shown after the label in the tooltip ("Bold (Ctrl+B)"). */
  readonly shortcut?: string;
  /** A toggle's state, announced as pressed. */
  readonly pressed?: boolean;
  readonly size?: ButtonSize;
  /** Content after the icon (a colour bar, a chevron). */
  readonly extra?: ReactNode;
}

/**
 * A square icon-only button, named for screen readers and explained by a tooltip naming its shortcut.
 * Memoised: a toolbar renders again at each move of the selection, and its buttons (each a tooltip's few
 * components) need not, given handlers that keep their identity (`useStableHandlers`).
 */
export const IconButton = memo(forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon: Icon, shortcut, pressed, size = 'md', className, extra, type = 'button', ...rest },
  ref,
) {
  return (
    <Tooltip content={shortcut ? `${label} (${shortcut})` : label}>
      <button
        ref={ref}
        type={type}
        aria-label={label}
        aria-pressed={pressed}
        aria-keyshortcuts={shortcut}
        className={classes('ui-icon-button', size === 'sm' && 'ui-icon-button-sm', className)}
        {...rest}
      >
        <Icon aria-hidden size={size === 'sm' ? 16 : 18} />
        {extra}
      </button>
    </Tooltip>
  );
}));
