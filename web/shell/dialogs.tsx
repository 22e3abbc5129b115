import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

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
  const confirm = useCallback((options: ConfirmOptions) => new Promise<boolean>((resolve) => setOpen({ kind: 'confirm', options, resolve })), []);
  const alert = useCallback((options: AlertOptions) => new Promise<void>((resolve) => setOpen({ kind: 'alert', options, resolve })), []);
  const prompt = useCallback((options: PromptOptions) => new Promise<string | undefined>((resolve) => setOpen({ kind: 'prompt', options, resolve })), []);
  const choose = useCallback(
    <T extends string>(options: ChooseOptions<T>) =>
      new Promise<T | undefined>((resolve) => setOpen({ kind: 'choose', options, resolve: resolve as (value: string | undefined) => void })),
    [],
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
  const boxRef = useRef<HTMLDivElement>(null);
  // The Enter that opened the dialog (renaming a sheet to a taken name) still sends its keypress, which
  // would click the freshly focused Ok at once: keyboard clicks count only after a key went down in here.
  const keyInside = useRef(false);
  const press = (action: () => void) => (event: React.MouseEvent) => {
    if (event.detail === 0 && !keyInside.current) return;
    action();
  };
  useEffect(() => {
    // Keyboard users carry on where they were (the grid, a menu button) once the dialog closes.
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (inputRef.current) inputRef.current.select();
    else acceptRef.current?.focus();
    return () => {
      // Unless a follow-up action has already put focus somewhere (back into a cell editor).
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && before?.isConnected) before.focus();
    };
  }, []);
  const accept = () => {
    if (open.kind === 'prompt') return error ? undefined : onClose(value.trim());
    if (open.kind === 'choose') return onClose(open.options.buttons[open.options.buttons.length - 1].value);
    onClose(true);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    keyInside.current = true;
    const onOtherButton = event.target instanceof HTMLButtonElement && event.target !== acceptRef.current;
    if (event.key === 'Tab') trapTab(event, boxRef.current);
    // Enter accepts, except on another focused button (Cancel), which then does its own action.
    else if (event.key === 'Enter' && !onOtherButton) {
      event.preventDefault();
      accept();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(open.kind === 'alert' ? true : undefined);
    }
    event.stopPropagation();
  };
  const title = open.options.title ?? (open.kind === 'alert' ? 'Problem encountered' : undefined);
  const negative = open.kind === 'confirm' && open.options.negative;
  return (
    <div className="modal-backdrop" onKeyDown={onKeyDown}>
      <div ref={boxRef} className="modal" role={open.kind === 'alert' ? 'alertdialog' : 'dialog'} aria-modal="true" aria-label={title ?? 'Confirm'}>
        {title && <h2 className="modal-title">{title}</h2>}
        {'message' in open.options && <div className="modal-body">{open.options.message}</div>}
        {open.kind === 'prompt' && (
          <label className="modal-field">
            {open.options.label}
            <input ref={inputRef} value={value} onChange={(e) => setValue(e.target.value)} aria-invalid={error !== undefined} />
            {error && <span className="form-error">{error}</span>}
          </label>
        )}
        <div className="modal-actions">
          {open.kind !== 'alert' && (
            <button type="button" onClick={press(() => onClose(undefined))}>
              Cancel
            </button>
          )}
          {open.kind === 'choose' ? (
            open.options.buttons.map((button, i) => (
              <button key={button.value} type="button" ref={i === open.options.buttons.length - 1 ? acceptRef : undefined} className={button.style} onClick={press(() => onClose(button.value))}>
                {button.label}
              </button>
            ))
          ) : (
            <button type="button" ref={acceptRef} className={negative ? 'negative' : 'positive'} disabled={error !== undefined} onClick={press(accept)}>
              {open.kind === 'confirm' || open.kind === 'prompt' ? (open.options.acceptText ?? 'Ok') : 'Ok'}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

/** Tab and Shift+Tab cycle through the dialog's controls: focus never falls behind the modal. */
function trapTab(event: React.KeyboardEvent, box: HTMLElement | null): void {
  const controls = Array.from(box?.querySelectorAll<HTMLElement>('button:not(:disabled), input, select, textarea, a[href]') ?? []);
  if (controls.length === 0) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
