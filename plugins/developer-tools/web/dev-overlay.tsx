import { useEffect } from 'react';
import { useSubject, useHost, type CellOverlay, type OverlayControl } from '../../../web/plugin-api/index.js';
import { devSession, endDevSession, setLogging, updateDev } from './dev-session.js';
import { LogModal } from './LogModal.js';
import { TreeModal } from './TreeModal.js';


/** SPEC section 2's `log` query parameter (true or 1): the page opens with formula logging on. */
export function logRequested(search: string): boolean {
  const log = new URLSearchParams(search).get('log');
  return log === 'true' || log === '1';
}

/** The developer tools' modals over the editor (dev mode only): the evaluation log and the dependency trees. */
export const devToolsOverlay: CellOverlay = { id: 'developer-tools.modals', use: useDevTools };

function useDevTools(): OverlayControl {
  const host = useHost();
  const state = useSubject(devSession);
  const dev = host.mode.dev;
  useEffect(() => {
    if (dev && logRequested(window.location.search)) setLogging(host, true);
    // The session belongs to this editor: nothing of it outlives the editor.
    return endDevSession;
    // Once per editor: the host of its first render has the session the log attaches to.
  }, []);
  if (!dev) return {};
  return {
    element: (
      <>
        {state.logOpen && <LogModal logRevision={state.logRevision} onClose={() => updateDev({ logOpen: false })} />}
        {state.tree && <TreeModal tree={state.tree} onClose={() => updateDev({ tree: null })} />}
      </>
    ),
  };
}
