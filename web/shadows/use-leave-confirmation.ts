import { useEffect } from 'react';
import type { EditorSaver } from '../plugin-api/index.js';

/** SPEC section 8: what the browser is asked to say when a shadow with unsaved changes is left. */
export const UNSAVED_CHANGES_MESSAGE = 'There are unsaved changes - are you sure you want to leave this page?';

/** In shadow mode leaving while dirty triggers the browser's confirmation (SPEC section 4). */
export function useLeaveConfirmation(saver: EditorSaver | undefined): void {
  useEffect(() => {
    if (!saver) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!saver.dirty) return;
      event.preventDefault();
      event.returnValue = UNSAVED_CHANGES_MESSAGE;
      return UNSAVED_CHANGES_MESSAGE;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [saver]);
}
