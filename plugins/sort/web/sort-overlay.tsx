import { useSubject, type CellOverlay, type OverlayControl } from '../../../web/plugin-api/index.js';
import { sortDialogOpen } from './sort-dialog-state.js';
import { SortRangeDialog } from './SortRangeDialog.js';

/** The sort dialog, over the grid while it is open. */
export const sortOverlay: CellOverlay = { id: 'sort.dialog', use: useSortDialog };

function useSortDialog(): OverlayControl {
  const open = useSubject(sortDialogOpen);
  return open ? { element: <SortRangeDialog onClose={() => sortDialogOpen.next(false)} /> } : {};
}

