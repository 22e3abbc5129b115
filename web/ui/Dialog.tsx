import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { openerOf, returnToOpener, type Opener } from './focus-home.js';

export interface DialogProps {
  readonly open: boolean;
  onOpenChange(open: boolean): void;
  readonly title: string;
  /** One line under the title, read by screen readers as the dialog's description. */
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  /** The buttons at the bottom right (Cancel first, the main action last). */
  readonly actions?: ReactNode;
  /** 'alertdialog' for the spec's alert (a problem the person must acknowledge). */
  readonly role?: 'dialog' | 'alertdialog';
  /** 'full' covers the window (the evaluation log, the dependency trees). */
  readonly width?: 'sm' | 'md' | 'lg' | 'full';
  /** Which control takes focus on open; by default the first focusable one. */
  onOpenAutoFocus?(event: Event): void;
  /** The × in the corner; off for dialogs whose buttons already say how to leave (Cancel, Ok). */
  readonly closeButton?: boolean;
  /** Keys inside the dialog (Enter accepting a confirm). */
  onKeyDown?(event: React.KeyboardEvent): void;
}

/**
 * A modal dialog: focus is trapped inside, Escape or the close button closes it, and on close focus goes
 * back where it was: to the control a keyboard user opened it from; after a menu or a pointer press, to
 * the grid in the editor (so its keys work at once), elsewhere to what opened it.
 */
export function Dialog({ open, onOpenChange, title, description, children, actions, role = 'dialog', width = 'sm', onOpenAutoFocus, onKeyDown, closeButton = true }: DialogProps) {
  // Where focus was when the dialog opened: it goes back there on close (returnToOpener says which).
  const opener = useRef<Opener>(openerOf(null));
  const wasOpen = useRef(false);
  if (open && !wasOpen.current) opener.current = openerOf(document.activeElement);
  wasOpen.current = open;
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    const from = opener.current;
    // A frame later: the dialog's action may have put focus somewhere on purpose (a cell editor, another dialog).
    requestAnimationFrame(() => returnToOpener(from));
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog-overlay" />
        <RadixDialog.Content
          className={`ui-dialog ui-dialog-${width}`}
          role={role}
          onOpenAutoFocus={onOpenAutoFocus}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="ui-dialog-header">
            <RadixDialog.Title className="ui-dialog-title">{title}</RadixDialog.Title>
            {closeButton && (
              <RadixDialog.Close className="ui-icon-button ui-icon-button-sm" aria-label="Close">
                <X size={16} aria-hidden />
              </RadixDialog.Close>
            )}
          </header>
          {description && <RadixDialog.Description className="ui-dialog-description">{description}</RadixDialog.Description>}
          {children && <div className="ui-dialog-body">{children}</div>}
          {actions && <footer className="ui-dialog-actions">{actions}</footer>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
