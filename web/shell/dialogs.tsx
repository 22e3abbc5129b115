import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The generic confirm and alert dialogs of SPEC section 2. Confirm: Cancel and an accept button
 * (default 'Ok', positive or negative style), Enter accepts. Alert: default title 'Problem encountered',
 * Enter, Escape or Ok closes it, then any follow-up runs (the caller awaits the promise).
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

interface Dialogs {
  confirm(options: ConfirmOptions): Promise<boolean>;
  alert(options: AlertOptions): Promise<void>;
}

type Open =
  | { kind: 'confirm'; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { kind: 'alert'; options: AlertOptions; resolve: () => void };

const DialogContext = createContext<Dialogs | null>(null);

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs needs a <DialogProvider>');
  return dialogs;
}

export function DialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) => new Promise<boolean>((resolve) => setOpen({ kind: 'confirm', options, resolve })),
    [],
  );
  const alert = useCallback(
    (options: AlertOptions) => new Promise<void>((resolve) => setOpen({ kind: 'alert', options, resolve })),
    [],
  );
  const close = (result: boolean) => {
    if (!open) return;
    setOpen(null);
    if (open.kind === 'confirm') open.resolve(result);
    else open.resolve();
  };
  return (
    <DialogContext.Provider value={{ confirm, alert }}>
      {children}
      {open && <DialogBox open={open} onClose={close} />}
    </DialogContext.Provider>
  );
}

function DialogBox({ open, onClose }: { open: Open; onClose: (accepted: boolean) => void }) {
  const acceptRef = useRef<HTMLButtonElement>(null);
  useEffect(() => acceptRef.current?.focus(), []);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(open.kind === 'alert');
    }
  };
  const title = open.options.title ?? (open.kind === 'alert' ? 'Problem encountered' : undefined);
  const negative = open.kind === 'confirm' && open.options.negative;
  return (
    <div className="modal-backdrop" onKeyDown={onKeyDown}>
      <div className="modal" role={open.kind === 'alert' ? 'alertdialog' : 'dialog'} aria-modal="true" aria-label={title ?? 'Confirm'}>
        {title && <h2 className="modal-title">{title}</h2>}
        <div className="modal-body">{open.options.message}</div>
        <div className="modal-actions">
          {open.kind === 'confirm' && (
            <button type="button" onClick={() => onClose(false)}>
              Cancel
            </button>
          )}
          <button type="button" ref={acceptRef} className={negative ? 'negative' : 'positive'} onClick={() => onClose(true)}>
            {open.kind === 'confirm' ? (open.options.acceptText ?? 'Ok') : 'Ok'}
          </button>
        </div>
      </div>
    </div>
  );
}
