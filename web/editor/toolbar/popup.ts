import { useCallback, useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';

/**
 * Where a toolbar popup opens: fixed, under its button. The toolbar clips what overflows it, so a popup
 * placed inside it would be cut off; a fixed one is not.
 */
export function popupBelow(anchor: { left: number; bottom: number }, viewportWidth: number, popupWidth: number): CSSProperties {
  const left = Math.max(0, Math.min(anchor.left, viewportWidth - popupWidth));
  return { position: 'fixed', left, top: anchor.bottom + 2 };
}

/** Closes a popup on a press outside it (or its button) and on Escape. */
export function useDismiss(refs: readonly RefObject<HTMLElement | null>[], open: boolean, onClose: () => void): void {
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!refs.some((ref) => ref.current?.contains(event.target as Node))) onClose();
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, onClose]);
}

export interface Popup {
  /** The popup's position while it is open; null while closed. */
  readonly style: CSSProperties | null;
  readonly button: RefObject<HTMLButtonElement | null>;
  toggle(): void;
  close(): void;
}

/** A toolbar button's popup: opens under the button, closes on a second press (or as `useDismiss` says). */
export function usePopup(width: number): Popup {
  const [style, setStyle] = useState<CSSProperties | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setStyle(null), []);
  const toggle = () => {
    const box = button.current?.getBoundingClientRect();
    setStyle(style || !box ? null : popupBelow(box, window.innerWidth, width));
  };
  return { style, button, toggle, close };
}
