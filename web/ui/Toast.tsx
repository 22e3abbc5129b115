import { X } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export interface ToastOptions {
  readonly title: string;
  readonly description?: string;
  /** 'error' toasts are announced assertively and stay until closed. */
  readonly tone?: 'info' | 'success' | 'error';
}

interface Shown extends ToastOptions {
  readonly id: number;
}

type ShowToast = (options: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Shows a short, non-blocking message in the bottom corner ("Copied", "Saved version 3"). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a <ToastProvider>');
  return show;
}

/** Wraps the app once; toasts stack bottom right, F8 moves focus to them. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly Shown[]>([]);
  const serial = useRef(0);
  const show = useCallback<ShowToast>((options) => {
    serial.current += 1;
    const id = serial.current;
    setToasts((list) => [...list, { ...options, id }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider swipeDirection="right" duration={5000}>
        {children}
        {toasts.map((toast) => (
          <RadixToast.Root
            key={toast.id}
            className={`ui-toast ui-toast-${toast.tone ?? 'info'}`}
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            duration={toast.tone === 'error' ? Infinity : undefined}
            onOpenChange={(open) => !open && dismiss(toast.id)}
          >
            <div>
              <RadixToast.Title className="ui-toast-title">{toast.title}</RadixToast.Title>
              {toast.description && <RadixToast.Description className="ui-toast-description">{toast.description}</RadixToast.Description>}
            </div>
            <RadixToast.Close className="ui-icon-button ui-icon-button-sm" aria-label="Dismiss">
              <X size={14} aria-hidden />
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport className="ui-toast-viewport" label="Notifications ({hotkey})" />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
