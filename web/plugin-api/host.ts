import { createContext, useContext } from 'react';
import type { EditorHost } from './editor-host.js';

/** The open editor, as its web parts see it: the editor provides it around everything it renders. */
export const HostContext = createContext<EditorHost | null>(null);

/** The editor, for a plugin's panels, toolbar widgets and overlays. */
export function useHost(): EditorHost {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost needs the editor');
  return host;
}
