import { useEffect } from 'react';

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** Cmd/Ctrl+S (SPEC section 9), without Shift or Alt. */
export function isSaveShortcut(event: KeyPress): boolean {
  return (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 's';
}

/**
 * Cmd/Ctrl+S anywhere in the editor (name box, formula bar, cell editor), not only on the grid: it saves
 * when there is something to save (SPEC section 4) and never opens the browser's "Save page" dialog.
 * The grid handles its own press first and marks it handled.
 */
export function useSaveShortcut(saveIfDirty: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSaveShortcut(event)) return;
      event.preventDefault();
      saveIfDirty();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [saveIfDirty]);
}
