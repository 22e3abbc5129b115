import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Button } from './Button.js';
import { Dialog } from './Dialog.js';
import { TextField } from './Input.js';

/**
 * The generic confirm and alert dialogs of SPEC section 2. Confirm: Cancel and an accept button
 * (default 'Ok', positive or negative style), Enter accepts. Alert: default title 'Problem encountered',
 * Enter, Escape or Ok closes it, then any follow-up runs (the caller awaits the promise). Prompt asks
 * for one text (a version name); choose offers several buttons (the unsaved-changes question).
 */
export interface ConfirmOptions {
  readonly title?: string;
  readonly message: ReactNode;
  readonly acceptText?: string;
  readonly negative?: boolean;
}

export interface AlertOptions {
  readonly title?: string;
  readonly message: ReactNode;
}

export interface PromptOptions {
  readonly title: string;
  readonly label: string;
  readonly defaultValue?: string;
  readonly acceptText?: string;
  /** Returns an error to show under the field, or undefined when the value is acceptable. */
  validate?(value: string): string | undefined;
}

export interface ChooseOptions<T extends string> {
  readonly title: string;
  readonly message: ReactNode;
  /** The last button is the default (Enter). Escape answers undefined. */
  readonly buttons: readonly { readonly label: string; readonly value: T; readonly style?: 'positive' | 'negative' }[];
}

interface Dialogs {
  confirm(options: ConfirmOptions): Promise<boolean>;
  alert(options: AlertOptions): Promise<void>;
  prompt(options: PromptOptions): Promise<string | undefined>;
  choose<T extends string>(options: ChooseOptions<T>): Promise<T | undefined>;
}

type Open =
  | { kind: 'confirm'; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { kind: 'alert'; options: AlertOptions; resolve: () => void }
  | { kind: 'prompt'; options: PromptOptions; resolve: (value: string | undefined) => void }
  | { kind: 'choose'; options: ChooseOptions<string>; resolve: (value: string | undefined) => void };

const DialogContext = createContext<Dialogs | null>(null);

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs needs a <DialogProvider>');
  return dialogs;
}

export function DialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpenState] = useState<Open | null>(null);
  // Each dialog gets a fresh box (its own field value and focus), even when one follows another at once.
  const serial = useRef(0);
  const setOpen = useCallback((next: Open | null) => {
    serial.current += 1;
    setOpenState(next);
  }, []);
  const confirm = useCallback((options: ConfirmOptions) => new Promise<boolean>((resolve) => setOpen({ kind: 'confirm', options, resolve })), [setOpen]);
  const alert = useCallback((options: AlertOptions) => new Promise<void>((resolve) => setOpen({ kind: 'alert', options, resolve })), [setOpen]);
  const prompt = useCallback((options: PromptOptions) => new Promise<string | undefined>((resolve) => setOpen({ kind: 'prompt', options, resolve })), [setOpen]);
  const choose = useCallback(
    <T extends string>(options: ChooseOptions<T>) =>
      new Promise<T | undefined>((resolve) => setOpen({ kind: 'choose', options, resolve: resolve as (value: string | undefined) => void })),
    [setOpen],
  );
  const close = (result: boolean | string | undefined) => {
    if (!open) return;
    setOpen(null);
    if (open.kind === 'confirm') open.resolve(result === true);
    else if (open.kind === 'alert') open.resolve();
    else open.resolve(typeof result === 'string' ? result : undefined);
  };
  return (
    <DialogContext.Provider value={{ confirm, alert, prompt, choose }}>
      {children}
      {open && <DialogBox key={serial.current} open={open} onClose={close} />}
    </DialogContext.Provider>
  );
}

function DialogBox({ open, onClose }: { open: Open; onClose: (result: boolean | string | undefined) => void }) {
  const acceptRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(open.kind === 'prompt' ? (open.options.defaultValue ?? '') : '');
  const error = open.kind === 'prompt' ? open.options.validate?.(value) : undefined;
  // The Enter that opened the dialog (renaming a sheet to a taken name) still sends its keypress, which
  // would click the freshly focused Ok at once: keyboard clicks count only after a key went down in here.
  const keyInside = useRef(false);
  const press = (action: () => void) => (event: React.MouseEvent) => {
    if (event.detail === 0 && !keyInside.current) return;
    action();
  };
  const focusFirst = (event: Event) => {
    event.preventDefault();
    if (inputRef.current) inputRef.current.select();
    else acceptRef.current?.focus();
  };
  const accept = () => {
    if (open.kind === 'prompt') return error ? undefined : onClose(value.trim());
    if (open.kind === 'choose') return onClose(open.options.buttons[open.options.buttons.length - 1].value);
    onClose(true);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    keyInside.current = true;
    const onOtherButton = event.target instanceof HTMLButtonElement && event.target !== acceptRef.current;
    // Enter accepts, except on another focused button (Cancel), which then does its own action.
    if (event.key === 'Enter' && !onOtherButton) {
      event.preventDefault();
      accept();
    }
    // Keys typed in a dialog never reach the grid behind it.
    event.stopPropagation();
  };
  const title = open.options.title ?? (open.kind === 'alert' ? 'Problem encountered' : 'Confirm');
  const negative = open.kind === 'confirm' && open.options.negative;
  const actions = (
    <>
      {open.kind !== 'alert' && (
        <Button onClick={press(() => onClose(undefined))}>Cancel</Button>
      )}
      {open.kind === 'choose' ? (
        open.options.buttons.map((button, i) => (
          <Button
            key={button.value}
            ref={i === open.options.buttons.length - 1 ? acceptRef : undefined}
            variant={button.style === 'positive' ? 'primary' : button.style === 'negative' ? 'danger' : 'secondary'}
            onClick={press(() => onClose(button.value))}
          >
            {button.label}
          </Button>
        ))
      ) : (
        <Button ref={acceptRef} variant={negative ? 'danger' : 'primary'} disabled={error !== undefined} onClick={press(accept)}>
          {open.kind === 'confirm' || open.kind === 'prompt' ? (open.options.acceptText ?? 'Ok') : 'Ok'}
        </Button>
      )}
    </>
  );
  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && onClose(open.kind === 'alert' ? true : undefined)}
      title={title}
      role={open.kind === 'alert' ? 'alertdialog' : 'dialog'}
      onOpenAutoFocus={focusFirst}
      onKeyDown={onKeyDown}
      closeButton={false}
      actions={actions}
    >
      {'message' in open.options && <div className="ui-dialog-message">{open.options.message}</div>}
      {open.kind === 'prompt' && (
        <TextField ref={inputRef} label={open.options.label} value={value} onChange={(e) => setValue(e.target.value)} error={error} />
      )}
    </Dialog>
  );
}
