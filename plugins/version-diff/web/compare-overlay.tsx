import { useEffect } from 'react';
import { useSubject, type CellOverlay, type OverlayControl } from '../../../web/plugin-api/index.js';
import { CompareVersionsDialog } from './CompareVersionsDialog.js';
import { compareDialogOpen } from './diff-dialog-state.js';


function useCompareDialog(): OverlayControl {
  const open = useSubject(compareDialogOpen);
  // The dialog belongs to this editor: it does not outlive it.
  useEffect(() => () => compareDialogOpen.next(false), []);
  return open ? { element: <CompareVersionsDialog onClose={() => compareDialogOpen.next(false)} /> } : {};
}

/** The Compare Versions dialog over the editor while it is open. */
export const compareOverlay: CellOverlay = { id: 'version-diff.dialog', use: useCompareDialog };
