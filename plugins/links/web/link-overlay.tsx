import { useEffect } from 'react';
import { useSubject, type CellOverlay, type OverlayControl } from '../../../web/plugin-api/index.js';
import { LinkDialog } from './LinkDialog.js';
import { linkDialogOpen } from './link-session.js';


function useLinkDialog(): OverlayControl {
  const open = useSubject(linkDialogOpen);
  // The dialog belongs to this editor: it does not outlive it.
  useEffect(() => () => linkDialogOpen.next(false), []);
  return open ? { element: <LinkDialog onClose={() => linkDialogOpen.next(false)} /> } : {};
}

/** The Link dialog over the editor while it is open. */
export const linkOverlay: CellOverlay = { id: 'links.dialog', use: useLinkDialog };
