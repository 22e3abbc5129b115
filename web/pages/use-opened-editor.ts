import { useEffect, useState } from 'react';
import type { EditorSession } from '../editor/editor-session.js';
import type { EditorSaver, GridInfo, ShadowMode } from '../plugin-api/index.js';
import { useStableHandlers } from '../ui/use-stable-handlers.js';

/** An editor's document, open: what the Editor is given, and how to end what the page started with it. */
export interface OpenedEditor {
  readonly grid: GridInfo;
  readonly session: EditorSession;
  readonly save: EditorSaver;
  readonly brandingColors: readonly string[];
  readonly shadow?: ShadowMode;
  /** Ends what the page started beside the saver and the session (a lock guard, a draft's address). */
  stop(): void;
}

/**
 * Fetches a document, then (unless the page moved on meanwhile) opens it. Fetching is the slow, cancellable
 * part; opening makes the session and the saver, which may not be made for a page already gone (a saver
 * opens a socket).
 */
export type EditorOpener = (reload: () => void) => Promise<() => OpenedEditor>;

/** Browser tests read the engine through this handle; only under automation (navigator.webdriver). */
declare global {
  interface Window {
    __gridcast?: { session: EditorSession; save: EditorSaver };
  }
}

/**
 * The template page's and the shadow page's lifecycle of an open document: opened for each `key` and
 * again when the server says it was replaced (`reload`), the one before closed (its page's parts, saver,
 * session), a failure kept as its message.
 */
export function useOpenedEditor(key: string, open: EditorOpener): { opened: OpenedEditor | null; failure: string | null } {
  const [opened, setOpened] = useState<OpenedEditor | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  // The opener reads the page's latest address; the document is opened again only for a new key or a reload.
  const opener = useStableHandlers({ open });
  useEffect(() => {
    let current: OpenedEditor | null = null;
    let cancelled = false;
    setOpened(null);
    setFailure(null);
    opener
      .open(() => setReloads((count) => count + 1))
      .then((make) => {
        if (cancelled) return;
        current = make();
        if (navigator.webdriver) window.__gridcast = { session: current.session, save: current.save };
        setOpened(current);
      })
      .catch((error: Error) => !cancelled && setFailure(error.message));
    return () => {
      cancelled = true;
      current?.stop();
      current?.save.dispose();
      current?.session.dispose();
    };
  }, [opener, key, reloads]);
  return { opened, failure };
}
