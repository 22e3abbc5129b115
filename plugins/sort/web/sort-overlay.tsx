import { useSyncExternalStore } from 'react';
import type { CellOverlay, OverlayControl } from '../../../web/plugin-api/index.js';
import { sortDialogOpen } from './sort-dialog-state.js';
import { SortRangeDialog } from './SortRangeDialog.js';

/** The sort dialog, over the grid while it is open. */
export const sortOverlay: CellOverlay = { id: 'sort.dialog', use: useSortDialog };

function useSortDialog(): OverlayControl {
  const open = useSyncExternalStore(subscribe, () => sortDialogOpen.value);
  return open ? { element: <SortRangeDialog onClose={() => sortDialogOpen.next(false)} /> } : {};
}

function subscribe(onChange: () => void): () => void {
  const subscription = sortDialogOpen.subscribe(onChange);
  return () => subscription.unsubscribe();
}
